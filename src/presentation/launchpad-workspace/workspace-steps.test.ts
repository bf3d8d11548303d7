import { describe, expect, it } from 'vitest';
import { sampleLaunchpad } from '../../../tests/fakes/sample-data';
import type { Contract } from '../../domain/contract/contract';
import { nextStepOf, remainingBeforeReview, workspaceSteps, type WorkspaceData } from './workspace-steps';

const contract = { address: '0x0000000000000000000000000000000000000001' } as unknown as Contract;

function steps(overrides: Partial<WorkspaceData> = {}) {
  return workspaceSteps({
    launchpad: sampleLaunchpad({ id: 9, collectionType: 'SINGLE', status: 'DRAFT' }),
    contract: null,
    tokens: [],
    metadata: null,
    auctions: [],
    ...overrides,
  });
}

describe('the workspace steps', () => {
  it('given nothing saved, then no step offers a way on and everything is left before 심사', () => {
    const all = steps();
    expect(nextStepOf(all, 'contract')).toBeNull();
    expect(nextStepOf(all, 'editions')).toBeNull();
    expect(remainingBeforeReview(all)).toEqual([
      '컨트랙트를 확인하고 저장하기',
      '에디션에서 토큰 저장하기',
      '경매 설명 제출하기',
      '컬렉션 메타데이터 제출하기 (제출하면 심사가 시작됩니다)',
    ]);
  });

  it('given a kept contract and a metadata draft, then metadata leads to the editions, and editions (once saved) to the auction', () => {
    const all = steps({ contract, metadata: { status: 'DRAFT' } as WorkspaceData['metadata'] });
    expect(nextStepOf(all, 'metadata')).toEqual({
      to: '/launchpads/9/collection-metadata/single/editions-editor',
      label: '다음 단계: 에디션',
    });
    const withTokens = steps({
      contract,
      tokens: [{ tokenId: 1, name: 'a', description: '', imageUrl: null, attributes: [] }],
    });
    expect(nextStepOf(withTokens, 'editions')).toEqual({
      to: '/launchpads/9/auction-description',
      label: '다음 단계: 경매 설명',
    });
  });

  it('given a multi edition, then metadata leads straight to the auction, and the submitted auction to the list', () => {
    const all = workspaceSteps({
      launchpad: sampleLaunchpad({ id: 9, collectionType: 'MULTI', status: 'DRAFT' }),
      contract,
      tokens: [],
      metadata: { status: 'SUBMITTED' } as WorkspaceData['metadata'],
      auctions: [{ status: 'SUBMITTED' } as NonNullable<WorkspaceData['auctions']>[number]],
    });
    expect(all.map((step) => step.key)).toEqual(['contract', 'metadata', 'auction']);
    expect(nextStepOf(all, 'metadata')?.to).toBe('/launchpads/9/auction-description');
    expect(nextStepOf(all, 'auction')).toEqual({ to: '/launchpads', label: '런치패드 목록으로' });
    expect(remainingBeforeReview(all)).toEqual([]);
  });
});
