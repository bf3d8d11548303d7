import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OwnerReading } from '../chain/contract-verifier';
import { ARTIST_EOA } from '../seed/demo-seed';
import type { ApiClient } from '../test-support/api-client';
import { snapshotDatabase } from '../test-support/db-snapshot';
import { PNG_BYTES } from '../test-support/images';
import { startTestApi, type TestApi } from '../test-support/test-api';

/**
 * Issue 28 over real HTTP: every rule the screens hold, the API holds too, for any client. Each test
 * here failed on the code before it (all 201/200).
 */

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => {
  t = await startTestApi({ accessTtlSeconds: 3600 });
  creator = await t.signIn();
});
afterEach(() => t.close());

const ADDRESS = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const links = { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' };

const newLaunchpad = (client: ApiClient, collectionType: 'SINGLE' | 'MULTI' = 'SINGLE') =>
  client.ok('createLaunchpad', { body: { name: '규칙', chain: 'ETHEREUM', chainId: 11155111, collectionType } });
const contractInput = (launchpadId: number, address = ADDRESS) => ({
  launchpadId,
  chain: 'ETHEREUM' as const,
  chainId: 11155111,
  address,
  standard: 'ERC721' as const,
  name: 'Test',
  symbol: 'TST',
  ownerAddress: null,
});
const token = (tokenId: number, imageUrl: string | null = null) => ({ tokenId, name: `토큰 ${tokenId}`, description: '', imageUrl, attributes: [] });
const singleMetadata = (launchpadId: number, extra: Record<string, unknown> = {}) => ({
  launchpadId,
  name: '컬렉션',
  description: '',
  imageUrl: null,
  year: null,
  links,
  temporary: true,
  ...extra,
});
const auction = (launchpadId: number, extra: Record<string, unknown> = {}) => ({
  launchpadId,
  title: '경매',
  artistName: '작가',
  summary: '',
  items: [{ name: '작품', description: '', imageUrl: null }],
  visible: true,
  projectInfo: '',
  links,
  temporary: true,
  ...extra,
});
const setStatus = (id: number, status: string) => t.api.db.prepare('UPDATE launchpads SET status = ? WHERE id = ?').run(status, id);

describe('terms', () => {
  it('given a newcomer who has not agreed, then creating a launchpad, uploading and every other write are 403 in Korean, and nothing is written', async () => {
    const newcomer = await t.signIn('newcomer', { termsAgreed: false });
    const before = snapshotDatabase(t.api.db);
    const form = new FormData();
    form.set('image', new Blob([PNG_BYTES], { type: 'image/png' }), 'a.png');
    const answers = [
      await newcomer.call('createLaunchpad', { body: { name: '약관 전', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' } }),
      await newcomer.call('uploadImage', { form }),
      await newcomer.call('updatePhone', { body: { phoneNumber: '01011112222' } }),
      await newcomer.call('createCreator', { body: { name: '이바다' } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(!answer.ok && answer.error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('약관에 동의') });
    }
    expect(snapshotDatabase(t.api.db)).toEqual(before);
    // Reads stay open: the app shows the consent screen from them.
    expect((await newcomer.call('getUserInfo')).status).toBe(200);
  });

  it('given the newcomer agrees on sign-in, then the same write is 201', async () => {
    const agreed = await t.signIn('newcomer');
    expect((await agreed.call('createLaunchpad', { body: { name: '약관 후', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' } })).status).toBe(201);
  });
});

describe('image links', () => {
  const refused = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://example.com/a.png', '//evil.example/a.png', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'vbscript:x', 'ipfs://NewUriToReplace/1.png'];

  it.each(refused)('given %j as a token image, then 400 at that token and nothing stored', async (imageUrl) => {
    const { id } = await newLaunchpad(creator);
    const answer = await creator.call('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(1), token(2, imageUrl)] } });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({ field: 'tokens.1.imageUrl', message: expect.stringContaining('https://, ipfs://, ar://') });
    expect((await creator.ok('getContractMetadata', { query: { launchpadId: id } })).tokens).toEqual([]);
  });

  it.each(refused)('given %j as an auction item image, then 400 at that item', async (imageUrl) => {
    const { id } = await newLaunchpad(creator);
    const answer = await creator.call('submitAuctionDescription', {
      body: auction(id, { items: [{ name: '작품', description: '', imageUrl }] }),
    });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({ field: 'items.0.imageUrl' });
  });

  it('given https, ipfs with a valid CID, ar:// and an upload path, then tokens and items keep them', async () => {
    const { id } = await newLaunchpad(creator);
    const good = ['https://cdn.example/1.png', 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/1.png', 'ar://abcDEF_-123', '/local/uploads/a.png'];
    const saved = await creator.ok('upsertSingleTokens', { body: { launchpadId: id, tokens: good.map((url, i) => token(i, url)) } });
    expect(saved.count).toBe(4);
    const items = good.map((imageUrl) => ({ name: '작품', description: '', imageUrl }));
    expect((await creator.ok('submitAuctionDescription', { body: auction(id, { items }) })).items.map((i) => i.imageUrl)).toEqual(good);
  });

  it('given a collection image that is http://, then 400 at imageUrl (the same rule)', async () => {
    const { id } = await newLaunchpad(creator);
    const answer = await creator.call('submitSingleMetadata', { body: singleMetadata(id, { imageUrl: 'http://example.com/a.png' }) });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({ field: 'imageUrl' });
  });
});

describe('tokens per launchpad', () => {
  it('given 10,000 tokens stored, then one more token is 400 in Korean and the 10,000 stay; replacing a stored id is still fine', async () => {
    const { id } = await newLaunchpad(creator);
    const tokens = Array.from({ length: 10_000 }, (_, i) => token(i));
    expect((await creator.ok('upsertSingleTokens', { body: { launchpadId: id, tokens } })).count).toBe(10_000);

    const more = await creator.call('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(10_000)] } });
    expect(more.status).toBe(400);
    expect(!more.ok && more.error).toEqual({ code: 'BAD_REQUEST', field: 'tokens', message: '토큰: 런치패드 하나에는 토큰을 최대 10,000개까지 저장할 수 있습니다.' });
    expect((await creator.ok('getContractMetadata', { query: { launchpadId: id } })).tokens).toHaveLength(10_000);

    expect((await creator.ok('upsertSingleTokens', { body: { launchpadId: id, tokens: [{ ...token(5), name: '바뀐 이름' }] } })).count).toBe(1);
  });

  it('given five PATCHes of 10,000 different ids, then only the first is kept', async () => {
    const { id } = await newLaunchpad(creator);
    const statuses: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const tokens = Array.from({ length: 10_000 }, (_, i) => token(batch * 10_000 + i));
      statuses.push((await creator.call('upsertSingleTokens', { body: { launchpadId: id, tokens } })).status);
    }
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
  });
});

describe('contracts', () => {
  it('given a contract another creator registered on the same chain, then 409 at the address, in any letter case', async () => {
    const artist = await t.signIn('artist');
    const theirs = await newLaunchpad(artist);
    await artist.ok('upsertContract', { body: contractInput(theirs.id) });

    const mine = await newLaunchpad(creator);
    for (const address of [ADDRESS, ADDRESS.toLowerCase()]) {
      const answer = await creator.call('upsertContract', { body: contractInput(mine.id, address) });
      expect(answer.status).toBe(409);
      expect(!answer.ok && answer.error).toMatchObject({ code: 'CONFLICT', field: 'address', message: '스마트 컨트랙트 주소: 이미 다른 런치패드에 등록된 컨트랙트입니다.' });
    }
    const viaUpdate = await creator.call('updateLaunchpad', {
      params: { id: mine.id },
      body: { name: '규칙', contractAddress: ADDRESS, startAt: null, endAt: null },
    });
    expect(viaUpdate.status).toBe(409);
    // The owner may register it again on their own launchpad.
    expect((await artist.call('upsertContract', { body: contractInput(theirs.id) })).status).toBe(200);
  });

  it('given a launchpad in 심사, then its contract and chain cannot change (403); from 승인됨 nothing changes', async () => {
    const { id } = await newLaunchpad(creator);
    await creator.ok('upsertContract', { body: contractInput(id) });
    setStatus(id, 'IN_REVIEW');
    const swap = await creator.call('upsertContract', { body: { ...contractInput(id, '0x5FbDB2315678afecb367f032d93F642f64180aa3'), chain: 'POLYGON', chainId: 137 } });
    expect(swap.status).toBe(403);
    expect(!swap.ok && swap.error.message).toBe('심사 중인 런치패드는 컨트랙트와 체인을 바꿀 수 없습니다.');
    const viaUpdate = await creator.call('updateLaunchpad', {
      params: { id },
      body: { name: '규칙', contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3', startAt: null, endAt: null },
    });
    expect(viaUpdate.status).toBe(403);
    expect((await creator.ok('getLaunchpad', { params: { id } })).contractAddress).toBe(ADDRESS);

    // Under 심사 the metadata, tokens and auction description still change.
    expect((await creator.call('submitSingleMetadata', { body: singleMetadata(id) })).status).toBe(200);
    expect((await creator.call('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(1)] } })).status).toBe(200);
    expect((await creator.call('submitAuctionDescription', { body: auction(id) })).status).toBe(200);

    for (const status of ['APPROVED', 'LIVE', 'ENDED']) {
      setStatus(id, status);
      const before = snapshotDatabase(t.api.db);
      const answers = [
        await creator.call('submitSingleMetadata', { body: singleMetadata(id) }),
        await creator.call('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(2)] } }),
        await creator.call('submitAuctionDescription', { body: auction(id) }),
        await creator.call('upsertContract', { body: contractInput(id) }),
        await creator.call('updateLaunchpad', { params: { id }, body: { name: '바뀜', contractAddress: ADDRESS, startAt: null, endAt: null } }),
      ];
      expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
      expect(answers.every((a) => !a.ok && a.error.message === '승인된 뒤에는 런치패드를 수정할 수 없습니다.')).toBe(true);
      expect(snapshotDatabase(t.api.db)).toEqual(before);
    }
  });

  it('given a mixed-case address with a wrong checksum, then 400 with the spec message; all lower or all upper is stored in checksum form', async () => {
    const { id } = await newLaunchpad(creator);
    const wrong = `${ADDRESS.slice(0, -1)}${ADDRESS.at(-1) === '2' ? '3' : '2'}`.replace('e7f1', 'E7f1');
    const answer = await creator.call('upsertContract', { body: contractInput(id, wrong) });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({ field: 'address', message: expect.stringContaining('유효하지 않은 스마트 컨트랙트 주소입니다.') });

    const upper = `0x${ADDRESS.slice(2).toUpperCase()}`;
    expect((await creator.ok('upsertContract', { body: contractInput(id, upper) })).address).toBe(ADDRESS);
    expect((await creator.ok('upsertContract', { body: contractInput(id, ADDRESS.toLowerCase()) })).address).toBe(ADDRESS);
    const updated = await creator.ok('updateLaunchpad', { params: { id }, body: { name: '규칙', contractAddress: ADDRESS.toLowerCase(), startAt: null, endAt: null } });
    expect(updated.contractAddress).toBe(ADDRESS);
  });
});

describe('owner = registered EOA, where the chain can be read', () => {
  async function withOwner(reading: OwnerReading) {
    await t.close();
    t = await startTestApi({ accessTtlSeconds: 3600, readContractOwner: () => Promise.resolve(reading) });
  }

  it("given the chain says another owner, then 403 at the address; the artist's own EOA is accepted", async () => {
    await withOwner({ kind: 'read', owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' });
    const artist = await t.signIn('artist');
    const { id } = await newLaunchpad(artist);
    const answer = await artist.call('upsertContract', { body: contractInput(id) });
    expect(answer.status).toBe(403);
    expect(!answer.ok && answer.error).toMatchObject({ field: 'address', message: '스마트 컨트랙트 주소: 컨트랙트 소유자가 등록된 지갑 주소와 다릅니다.' });

    await withOwner({ kind: 'read', owner: ARTIST_EOA.toLowerCase() });
    const again = await t.signIn('artist');
    const second = await newLaunchpad(again);
    expect((await again.call('upsertContract', { body: contractInput(second.id) })).status).toBe(200);
  });

  it('given a contract without owner(), then there is nothing to compare and it is kept', async () => {
    await withOwner({ kind: 'read', owner: null });
    const client = await t.signIn();
    const { id } = await newLaunchpad(client);
    expect((await client.call('upsertContract', { body: contractInput(id) })).status).toBe(200);
  });

  it('given a creator with no registered EOA, then 403 asking for one', async () => {
    await withOwner({ kind: 'read', owner: ARTIST_EOA });
    const client = await t.signIn();
    const { id } = await newLaunchpad(client);
    const answer = await client.call('upsertContract', { body: contractInput(id) });
    expect(answer.status).toBe(403);
    expect(!answer.ok && answer.error.message).toContain('지갑(EOA)을 등록');
  });
});

describe('no silent overwrite', () => {
  it('given two tabs that loaded the same metadata, then the later save is 409 and the first save stays', async () => {
    const { id } = await newLaunchpad(creator);
    const loaded = await creator.ok('submitSingleMetadata', { body: singleMetadata(id, { name: '처음' }) });
    const tabA = await creator.ok('submitSingleMetadata', { body: singleMetadata(id, { name: '탭 A', baseUpdatedAt: loaded.updatedAt }) });
    expect(tabA.updatedAt).not.toBe(loaded.updatedAt);

    const tabB = await creator.call('submitSingleMetadata', { body: singleMetadata(id, { name: '탭 B', baseUpdatedAt: loaded.updatedAt }) });
    expect(tabB.status).toBe(409);
    expect(!tabB.ok && tabB.error).toMatchObject({ code: 'CONFLICT', field: 'baseUpdatedAt' });
    expect((await creator.ok('getSingleMetadata', { query: { launchpadId: id } })).metadata?.name).toBe('탭 A');

    // 내 내용으로 덮어쓰기: the same text, now based on the latest version.
    const overwrite = await creator.ok('submitSingleMetadata', { body: singleMetadata(id, { name: '탭 B', baseUpdatedAt: tabA.updatedAt }) });
    expect(overwrite.name).toBe('탭 B');
  });

  it('given a form that found no metadata while another tab created it, then 409', async () => {
    const { id } = await newLaunchpad(creator);
    await creator.ok('submitSingleMetadata', { body: singleMetadata(id) });
    expect((await creator.call('submitSingleMetadata', { body: singleMetadata(id, { baseUpdatedAt: null }) })).status).toBe(409);
  });

  it('given two tabs on one auction description, then the later save is 409 and the first stays', async () => {
    const { id } = await newLaunchpad(creator);
    const loaded = await creator.ok('submitAuctionDescription', { body: auction(id, { title: '처음' }) });
    await creator.ok('submitAuctionDescription', { body: auction(id, { title: '관리자', baseUpdatedAt: loaded.updatedAt }) });
    const late = await creator.call('submitAuctionDescription', { body: auction(id, { title: '작가', baseUpdatedAt: loaded.updatedAt }) });
    expect(late.status).toBe(409);
    expect((await creator.ok('listAuctionDescriptions', { query: { launchpadId: id } })).items[0]?.title).toBe('관리자');
  });
});

describe('lenient reads', () => {
  it('given a stored twitter.com link and a javascript: image from older rules, then the reads still answer them as they are', async () => {
    const { id } = await newLaunchpad(creator);
    await creator.ok('submitSingleMetadata', { body: singleMetadata(id) });
    await creator.ok('submitAuctionDescription', { body: auction(id) });
    const old = JSON.stringify({ ...links, x: 'https://twitter.com/haneul' });
    t.api.db.prepare('UPDATE collection_metadata SET links_json = ? WHERE launchpad_id = ?').run(old, id);
    t.api.db.prepare('UPDATE auction_descriptions SET links_json = ?, items_json = ? WHERE launchpad_id = ?').run(
      old,
      JSON.stringify([{ name: '작품', description: '', imageUrl: 'javascript:alert(1)' }]),
      id,
    );
    expect((await creator.ok('getSingleMetadata', { query: { launchpadId: id } })).metadata?.links.x).toBe('https://twitter.com/haneul');
    const [description] = (await creator.ok('listAuctionDescriptions', { query: { launchpadId: id } })).items;
    expect(description?.links.x).toBe('https://twitter.com/haneul');
    expect(description?.items[0]?.imageUrl).toBe('javascript:alert(1)');
  });
});
