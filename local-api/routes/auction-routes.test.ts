import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test-support/api-client';
import { startSignedIn, type TestApi } from '../test-support/test-api';

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => ({ t, creator } = await startSignedIn()));
afterEach(() => t.close());

const description = (launchpadId: number, temporary: boolean) => ({
  launchpadId,
  title: '경매 제목',
  artistName: '김하늘',
  summary: '요약',
  items: [{ name: '작품 1', description: '', imageUrl: null }],
  visible: true,
  projectInfo: '프로젝트 소개',
  links: { website: '', youtube: 'youtu.be/abc', instagram: '', x: '', kakaoTalk: '' },
  temporary,
});

describe('auction descriptions', () => {
  it('given 임시저장 then 제출, then DRAFT without a time, then SUBMITTED with its time, one per launchpad', async () => {
    const { id } = await creator.ok('createLaunchpad', {
      body: { name: '경매', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' },
    });
    expect(await creator.ok('listAuctionDescriptions', { query: { launchpadId: id } })).toEqual({ items: [] });

    const draft = await creator.ok('submitAuctionDescription', { body: description(id, true) });
    expect(draft).toMatchObject({ launchpadId: id, status: 'DRAFT', submittedAt: null, visible: true });

    t.clock.advanceSeconds(60);
    const submitted = await creator.ok('submitAuctionDescription', { body: description(id, false) });
    expect(submitted).toMatchObject({ id: draft.id, status: 'SUBMITTED', submittedAt: t.clock.now().toISOString() });
    expect(await creator.ok('listAuctionDescriptions', { query: { launchpadId: id } })).toEqual({ items: [submitted] });
  });

  it('given a blank title and artist name, then 임시저장 keeps a DRAFT and 제출 answers 400', async () => {
    const { id } = await creator.ok('createLaunchpad', {
      body: { name: '경매', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' },
    });
    const blank = { ...description(id, true), title: '', artistName: '  ' };
    expect(await creator.ok('submitAuctionDescription', { body: blank })).toMatchObject({
      status: 'DRAFT',
      title: '',
      artistName: '',
    });
    expect((await creator.call('submitAuctionDescription', { body: { ...blank, temporary: false } })).status).toBe(400);
  });

  it('given 미리보기, then a temporary key with its expiry', async () => {
    const { id } = await creator.ok('createLaunchpad', {
      body: { name: '경매', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' },
    });
    const key = await creator.ok('createAuctionPreviewKey', { query: { launchpadId: id } });
    expect(key.key.length).toBeGreaterThanOrEqual(16);
    expect(Date.parse(key.expiresAt)).toBeGreaterThan(t.clock.now().getTime());
  });

  it("given another user's launchpad, then list, submit and preview answer 404", async () => {
    const newcomer = await t.signIn('newcomer');
    const { id } = (await creator.ok('listLaunchpads')).items[0]!;
    expect((await newcomer.call('listAuctionDescriptions', { query: { launchpadId: id } })).status).toBe(404);
    expect((await newcomer.call('submitAuctionDescription', { body: description(id, true) })).status).toBe(404);
    expect((await newcomer.call('createAuctionPreviewKey', { query: { launchpadId: id } })).status).toBe(404);
  });
});
