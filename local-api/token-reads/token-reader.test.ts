import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test-support/api-client';
import { startTestApi, type TestApi } from '../test-support/test-api';

/**
 * Issue 28: `GET contracts/metadata` is read and written as JSON on the token reader's thread and
 * streamed. The answer must still be exactly what was stored, in the contract's shape (ApiClient
 * parses it with the response schema), and a client that goes away must not stop the server.
 */

let t: TestApi;
let creator: ApiClient;
let launchpadId: number;
beforeEach(async () => {
  t = await startTestApi({ accessTtlSeconds: 3600 });
  creator = await t.signIn();
  launchpadId = (
    await creator.ok('createLaunchpad', {
      body: { name: '스트림', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' },
    })
  ).id;
});
afterEach(() => t.close());

const PATH = '/cl/creators-lab/v1/contracts/metadata';
const awkward = (i: number) => ({
  tokenId: i,
  name: `"따옴표" \\ 역슬래시 ${i} \u2028 😀`,
  description: i % 2 ? '' : `줄\n바꿈\t탭 </script> ${'가'.repeat(300)}`,
  imageUrl: i % 3 ? null : `https://cdn.example/${i}.png?x="y"`,
  attributes:
    i % 4
      ? []
      : [
          { traitType: '배경', value: `파랑 ${i}` },
          { traitType: '"특성"', value: '' },
        ],
});

describe('GET contracts/metadata, streamed from its thread', () => {
  it('given 3,000 tokens with quotes, escapes and emoji, then the answer equals what was stored, in token order, with the contract', async () => {
    const tokens = Array.from({ length: 3_000 }, (_, i) => awkward(2_999 - i));
    const { updatedAt } = await creator.ok('upsertSingleTokens', { body: { launchpadId, tokens } });
    const contract = await creator.ok('upsertContract', {
      body: {
        launchpadId,
        chain: 'BASE',
        chainId: 8453,
        address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        standard: 'ERC721',
        name: 'S',
        symbol: 'S',
        ownerAddress: null,
      },
    });
    const answer = await creator.ok('getContractMetadata', { query: { launchpadId } });
    expect(answer.contract).toEqual(contract);
    expect(answer.tokens).toEqual([...tokens].reverse().map((token) => ({ ...token, updatedAt })));
  });

  it('given no tokens and no contract, then {contract: null, tokens: []}', async () => {
    expect(await creator.ok('getContractMetadata', { query: { launchpadId } })).toEqual({ contract: null, tokens: [] });
  });

  it('given clients that abort half way through, then the server keeps answering and a full read still works', async () => {
    const tokens = Array.from({ length: 5_000 }, (_, i) => ({ ...awkward(i), description: '나'.repeat(2_000) }));
    await creator.ok('upsertSingleTokens', { body: { launchpadId, tokens } });
    for (let i = 0; i < 3; i++) {
      const controller = new AbortController();
      const response = await creator.raw(`${PATH}?launchpadId=${launchpadId}`, { signal: controller.signal });
      const reader = response.body!.getReader();
      await reader.read();
      controller.abort();
    }
    expect((await creator.call('listLaunchpads')).status).toBe(200);
    expect((await creator.ok('getContractMetadata', { query: { launchpadId } })).tokens).toHaveLength(5_000);
  });

  it('given another user, then 404 before any token is read', async () => {
    const artist = await t.signIn('artist');
    expect((await artist.call('getContractMetadata', { query: { launchpadId } })).status).toBe(404);
  });
});
