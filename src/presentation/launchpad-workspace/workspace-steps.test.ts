import { describe, expect, it } from 'vitest';
import {
  sampleAuctionDescription,
  sampleContract,
  sampleLaunchpad,
  sampleMetadata,
  sampleTokens,
} from '../../../tests/fakes/sample-data';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import { launchProgress, type LaunchParts } from '../../domain/launchpad/launch-progress';
import { currentStep, workspaceStepRoutes } from './workspace-step-routes';
import {
  nextStepOf,
  REQUEST_REVIEW,
  reviewNeeds,
  stepEntries,
  stepOf,
  stepsFor,
  workspaceSteps,
} from './workspace-steps';

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const metadata = sampleMetadata({ launchpadId: 9 });
const auction = sampleAuctionDescription({ launchpadId: 9 });
const withImages = sampleTokens(3).map((token, i) => ({ ...token, imageUrl: `https://cdn.example.com/${i}.png` }));

function parts(kind: CollectionType = 'SINGLE', overrides: Partial<LaunchParts> = {}): LaunchParts {
  return {
    launchpad: sampleLaunchpad({ id: 9, collectionType: kind, status: 'DRAFT' }),
    contract: null,
    eoa: EOA,
    metadata: null,
    tokens: [],
    auction: null,
    ...overrides,
  };
}
const ready = (kind: CollectionType = 'SINGLE') =>
  parts(kind, {
    contract: sampleContract({ ownerAddress: EOA }),
    metadata:
      kind === 'SINGLE'
        ? metadata
        : { ...metadata, tokenName: '에디션', tokenDescription: '', mediaUrl: null, supply: 10 },
    tokens: withImages,
    auction,
  });
const entriesOf = (of: LaunchParts) => stepEntries(of.launchpad, launchProgress(of));
const needsOf = (of: LaunchParts) =>
  reviewNeeds(of.launchpad, launchProgress(of)).map((need) => [need.step, need.text, need.to]);

describe('the workspace steps (each declared in its folder, listed once)', () => {
  it('lists a single edition’s four steps and a multi edition’s three, each with one key', () => {
    expect(stepsFor('SINGLE').map((step) => step.key)).toEqual(['contract', 'metadata', 'editions', 'auction']);
    expect(stepsFor('MULTI').map((step) => step.key)).toEqual(['contract', 'metadata', 'auction']);
    expect(new Set(workspaceSteps.map((step) => step.key)).size).toBe(workspaceSteps.length);
  });

  it('given nothing saved, then the metadata is closed until a contract is kept, no step leads on, and everything is left, each where it is done', () => {
    const entries = entriesOf(parts());
    expect(entries.map((entry) => [entry.key, entry.text, entry.to])).toEqual([
      ['contract', '입력 필요', '/launchpads/9/collection-metadata/single?step=1'],
      ['metadata', '컨트랙트 저장 후', null],
      ['editions', '시작 전', '/launchpads/9/collection-metadata/single/editions-editor'],
      ['auction', '시작 전', '/launchpads/9/auction-description'],
    ]);
    expect(nextStepOf(entries, 'contract', 'DRAFT')).toBeNull();
    expect(needsOf(parts())).toEqual([
      ['contract', '컨트랙트를 확인하고 저장하기', '/launchpads/9/collection-metadata/single?step=1'],
      ['metadata', '컬렉션 메타데이터의 필수 항목을 채워 저장하기', '/launchpads/9/collection-metadata/single?step=2'],
      ['editions', '에디션에서 토큰 저장하기', '/launchpads/9/collection-metadata/single/editions-editor'],
      ['auction', '경매 설명의 필수 항목을 채워 저장하기', '/launchpads/9/auction-description'],
    ]);
  });

  it('given a contract owned by another wallet and tokens without images, then each says what is left', () => {
    const of = parts('SINGLE', {
      contract: sampleContract({ ownerAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
      tokens: [...withImages, ...sampleTokens(2)],
    });
    expect(entriesOf(of).map((entry) => entry.text)).toEqual([
      '소유자 확인 필요',
      '시작 전',
      '5개 저장됨 · 이미지 2개 없음',
      '시작 전',
    ]);
    expect(
      needsOf(of)
        .slice(0, 3)
        .map(([, text]) => text),
    ).toEqual([
      '등록된 지갑이 소유한 컨트랙트로 저장하기',
      '컬렉션 메타데이터의 필수 항목을 채워 저장하기',
      '토큰 2개의 이미지 올리기',
    ]);
  });

  it.each(['SINGLE', 'MULTI'] as const)(
    'given a %s launch with every part complete, then nothing is left: it is ready for 심사 요청, and its drafts are what it submits',
    (kind) => {
      const of = ready(kind);
      const progress = launchProgress(of);
      expect(needsOf(of)).toEqual([]);
      expect(progress.readyForReview).toBe(true);
      expect(progress.toSubmit).toEqual(['metadata', 'auction']);
      expect(entriesOf(of).every((entry) => entry.tone === 'done')).toBe(true);
    },
  );

  it('never says ready while a need is left, or leaves a need out while not ready (the steps and the domain agree)', () => {
    const cases = [
      parts(),
      ready(),
      ready('MULTI'),
      { ...ready(), auction: { ...auction, artistName: '' } },
      { ...ready(), metadata: { ...metadata, name: '' } },
      { ...ready(), tokens: [] },
      { ...ready(), eoa: null },
      { ...ready(), contract: sampleContract({ ownerAddress: null }) },
    ];
    for (const of of cases) {
      expect(needsOf(of).length === 0).toBe(launchProgress(of).readyForReview);
      // The list's "N단계 남음" (partsLeft, the API's) is the number of steps with something left.
      expect(new Set(needsOf(of).map(([step]) => step)).size).toBe(launchProgress(of).partsLeft);
    }
  });

  it('leads each saved step on to the next one that opens; after the last, 심사 요청 while 작성 중 (even before it is saved), else the list', () => {
    const entries = entriesOf(ready());
    expect(nextStepOf(entries, 'metadata', 'DRAFT')).toEqual({
      to: '/launchpads/9/collection-metadata/single/editions-editor',
      label: '다음 단계: 에디션',
    });
    expect(nextStepOf(entries, 'editions', 'DRAFT')).toEqual({
      to: '/launchpads/9/auction-description',
      label: '다음 단계: 경매 설명',
    });
    expect(nextStepOf(entries, 'auction', 'DRAFT')).toBe(REQUEST_REVIEW);
    expect(nextStepOf(entriesOf(parts()), 'auction', 'DRAFT')).toBe(REQUEST_REVIEW);
    expect(nextStepOf(entries, 'auction', 'IN_REVIEW')).toEqual({ to: '/launchpads', label: '런치패드 목록으로' });
    expect(nextStepOf(entriesOf(ready('MULTI')), 'metadata', 'DRAFT')).toEqual({
      to: '/launchpads/9/auction-description',
      label: '다음 단계: 경매 설명',
    });
  });

  it('tells steps that share a route apart by ?step= (none, or an unknown one: the first)', () => {
    const route = stepsFor('SINGLE').slice(0, 2);
    expect([null, '1', '2', '3'].map((search) => currentStep(route, search).key)).toEqual([
      'contract',
      'contract',
      'metadata',
      'contract',
    ]);
  });

  it('holds the route table’s list and the steps’ list together: the same steps, in the same order, each its own route', () => {
    expect(workspaceSteps.map((step) => step.key)).toEqual(workspaceStepRoutes.map((route) => route.key));
    for (const route of workspaceStepRoutes) expect(stepOf(route.key).route).toBe(route.route);
    expect(() => stepOf('launch')).toThrow();
  });
});
