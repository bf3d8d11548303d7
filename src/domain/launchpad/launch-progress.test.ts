import { describe, expect, it } from 'vitest';
import {
  sampleAuctionDescription,
  sampleContract,
  sampleLaunchpad,
  sampleMetadata,
  sampleTokens,
} from '../../../tests/fakes/sample-data';
import { emptySocialLinks } from '../metadata/social-links';
import { goesToReview, launchProgress, type LaunchParts } from './launch-progress';

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const multi = sampleMetadata({ status: 'SUBMITTED', submittedAt: '2026-11-01T00:00:00.000Z' });
const auction = sampleAuctionDescription();
const of = (overrides: Partial<LaunchParts> = {}) =>
  launchProgress({
    launchpad: sampleLaunchpad({ id: 5, collectionType: 'MULTI', status: 'DRAFT' }),
    contract: sampleContract({ ownerAddress: EOA }),
    eoa: EOA.toLowerCase(),
    metadata: multi,
    tokens: [],
    auction,
    ...overrides,
  });

describe('launchProgress (where a launch stands, from its parts)', () => {
  it('given every part, then it is ready: the contract’s owner is the EOA (any letter case), and only the draft is left to submit', () => {
    expect(of()).toMatchObject({
      contract: 'ready',
      metadata: { state: 'complete', submitted: true },
      tokens: null,
      auction: { state: 'complete', submitted: false },
      readyForReview: true,
      toSubmit: ['auction'],
    });
  });

  it.each<[string, Partial<LaunchParts>, string]>([
    ['no contract kept', { contract: null }, 'missing'],
    ['an owner that is not the EOA', { eoa: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, 'owner-mismatch'],
    ['no EOA registered to compare with', { eoa: null }, 'owner-mismatch'],
    ['the EOA not read yet', { eoa: undefined }, 'loading'],
    ['a contract without owner() (nothing to compare, as the API accepts it)', { contract: sampleContract() }, 'ready'],
  ])('given %s, then the contract is %s', (_, parts, state) => {
    expect(of(parts).contract).toBe(state);
    expect(of(parts).readyForReview).toBe(state === 'ready');
  });

  it('given forms that miss what 제출 needs, then they are incomplete: a blank name, no supply, a link stored under older rules, an item image the rule refuses', () => {
    expect(of({ metadata: { ...multi, name: ' ' } }).metadata.state).toBe('incomplete');
    expect(of({ metadata: { ...multi, supply: null } }).metadata.state).toBe('incomplete');
    expect(
      of({ metadata: { ...multi, links: { ...emptySocialLinks, x: 'https://twitter.com/a' } } }).metadata.state,
    ).toBe('incomplete');
    const refusedImage = { ...auction, items: [{ name: '작품', description: '', imageUrl: 'http://a.example/1.png' }] };
    expect(of({ auction: refusedImage })).toMatchObject({ auction: { state: 'incomplete' }, readyForReview: false });
    expect(of({ auction: null, metadata: undefined })).toMatchObject({
      auction: { state: 'missing' },
      metadata: { state: 'loading' },
      toSubmit: [],
    });
  });

  it('given a single edition, then its tokens count: none saved, or one without a stored image, is not ready', () => {
    const single = sampleLaunchpad({ id: 5, collectionType: 'SINGLE', status: 'DRAFT' });
    const withImage = (id: number) => ({ ...sampleTokens(1, id)[0]!, imageUrl: `/local/uploads/${id}.png` });
    const tokens = [withImage(1), withImage(2), { ...withImage(3), imageUrl: '3.png' }];
    expect(of({ launchpad: single, tokens }).tokens).toEqual({ saved: 3, withoutImage: 1 });
    expect(of({ launchpad: single, tokens: [] }).readyForReview).toBe(false);
    expect(of({ launchpad: single, tokens: tokens.slice(0, 2) }).readyForReview).toBe(true);
    expect(of({ launchpad: single, tokens: undefined }).tokens).toBe('loading');
  });

  it('counts the parts a review still needs, one per step (a multi edition has no tokens to count)', () => {
    const single = sampleLaunchpad({ id: 5, collectionType: 'SINGLE', status: 'DRAFT' });
    expect(of().partsLeft).toBe(0);
    expect(of({ contract: null, auction: null }).partsLeft).toBe(2);
    expect(of({ launchpad: single, tokens: [] }).partsLeft).toBe(1);
    expect(of({ launchpad: single, contract: null, metadata: null, tokens: [], auction: null }).partsLeft).toBe(4);
  });

  it('goes to review only when everything is there and no part is left a draft, and only from 작성 중', () => {
    const submitted = { status: 'SUBMITTED' as const, submittedAt: '2026-11-02T00:00:00.000Z' };
    const all = { auction: { ...auction, ...submitted } };
    expect(goesToReview(of())).toBe(false); // the auction description is still a draft
    expect(goesToReview(of(all))).toBe(true);
    expect(goesToReview(of({ ...all, contract: null }))).toBe(false); // never on the forms alone
    const inReview = sampleLaunchpad({ id: 5, collectionType: 'MULTI', status: 'IN_REVIEW' });
    expect(goesToReview(of({ ...all, launchpad: inReview }))).toBe(false);
  });
});
