import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test-support/api-client';
import { startSignedIn, type TestApi } from '../test-support/test-api';
import { ADDRESS, auction, contractInput, links, newLaunchpad, singleMetadata, token } from './write-rules-kit';

/**
 * Issue 38 over real HTTP: a launch goes to 심사 by 심사 요청 alone, which submits its parts in turn.
 * The API moves it when the last required part is submitted and everything a review needs is there,
 * never on the metadata alone (it did before: 제출 of step 2 sent the whole launch to review).
 */

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => ({ t, creator } = await startSignedIn({ accessTtlSeconds: 3600 })));
afterEach(() => t.close());

const IMAGE = 'https://cdn.example.com/1.png';
const status = async (id: number) => (await creator.ok('getLaunchpad', { params: { id } })).status;
const partsLeft = async (id: number) => {
  const { items } = await creator.ok('listLaunchpads', { query: { size: 100 } });
  return items.find((item) => item.id === id)?.partsLeft;
};
const submitMetadata = (id: number) =>
  creator.ok('submitSingleMetadata', { body: singleMetadata(id, { temporary: false }) });
const submitAuction = (id: number) =>
  creator.ok('submitAuctionDescription', { body: auction(id, { temporary: false }) });

/** A single-edition launch with its contract (no owner() to compare) and one token with its image. */
async function readySingle(): Promise<number> {
  const { id } = await newLaunchpad(creator);
  await creator.ok('upsertContract', { body: contractInput(id) });
  await creator.ok('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(1, IMAGE)] } });
  return id;
}

describe('the way into review', () => {
  it('given a ready single launch, then 제출 of the metadata leaves it 작성 중, and the auction description’s 제출 (the last part) sends it to 심사', async () => {
    const id = await readySingle();
    expect(await partsLeft(id)).toBe(2);
    await submitMetadata(id);
    expect(await status(id)).toBe('DRAFT');
    await creator.ok('submitAuctionDescription', { body: auction(id) }); // 저장: a complete draft
    expect(await status(id)).toBe('DRAFT');
    expect(await partsLeft(id)).toBe(0);
    await submitAuction(id);
    expect(await status(id)).toBe('IN_REVIEW');
    expect(await partsLeft(id)).toBeUndefined(); // the list counts steps for 작성 중 only
  });

  it('given the parts submitted in the other order, then the metadata, submitted last, is what sends it', async () => {
    const id = await readySingle();
    await submitAuction(id);
    expect(await status(id)).toBe('DRAFT');
    await submitMetadata(id);
    expect(await status(id)).toBe('IN_REVIEW');
  });

  it('given both parts submitted while a token still has no image, then it stays 작성 중; once the image is there, the last part submitted again sends it', async () => {
    const id = await readySingle();
    await creator.ok('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(2)] } });
    await submitMetadata(id);
    await submitAuction(id);
    expect(await status(id)).toBe('DRAFT');
    expect(await partsLeft(id)).toBe(1);
    await creator.ok('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(2, IMAGE)] } });
    expect(await status(id)).toBe('DRAFT'); // saving a step never sends it
    await submitAuction(id);
    expect(await status(id)).toBe('IN_REVIEW');
  });

  it('given no contract, or a single edition without tokens, then every part submitted still leaves it 작성 중', async () => {
    const { id: noContract } = await newLaunchpad(creator);
    await creator.ok('upsertSingleTokens', { body: { launchpadId: noContract, tokens: [token(1, IMAGE)] } });
    const { id: noTokens } = await newLaunchpad(creator);
    await creator.ok('upsertContract', { body: contractInput(noTokens, '0x5FbDB2315678afecb367f032d93F642f64180aa3') });
    for (const id of [noContract, noTokens]) {
      await submitMetadata(id);
      await submitAuction(id);
      expect(await status(id)).toBe('DRAFT');
      expect(await partsLeft(id)).toBe(1);
    }
  });

  it('given a multi edition, then it needs no tokens: its metadata and auction description submitted send it', async () => {
    const { id } = await newLaunchpad(creator, 'MULTI');
    expect(await partsLeft(id)).toBe(3);
    await creator.ok('upsertContract', { body: { ...contractInput(id), standard: 'ERC1155' } });
    const edition = { tokenName: '에디션', tokenDescription: '', mediaUrl: null, supply: 10 };
    await creator.ok('submitMultiMetadata', { body: { ...singleMetadata(id), ...edition, links, temporary: false } });
    expect(await status(id)).toBe('DRAFT');
    await submitAuction(id);
    expect(await status(id)).toBe('IN_REVIEW');
  });

  it('given a launch in 심사, then a part submitted again keeps it there; 임시저장 of a part does not send a 작성 중 one', async () => {
    const id = await readySingle();
    await creator.ok('submitSingleMetadata', { body: singleMetadata(id) });
    await creator.ok('submitAuctionDescription', { body: auction(id) });
    expect(await status(id)).toBe('DRAFT');
    await submitMetadata(id);
    await submitAuction(id);
    await submitAuction(id);
    expect(await status(id)).toBe('IN_REVIEW');
    expect((await creator.ok('getLaunchpad', { params: { id } })).contractAddress).toBe(ADDRESS);
  });
});
