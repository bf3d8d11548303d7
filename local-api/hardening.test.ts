import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainIdMessages } from '../src/domain/chain/chain-id';
import type { ApiClient } from './test-support/api-client';
import { startTestApi, type TestApi } from './test-support/test-api';

/**
 * Issue 14 over real HTTP: numbers with real bounds, chain ids that agree with their chain,
 * oversized arrays and bodies refused without a crash or a reset, gzip, and the security headers.
 */

let t: TestApi;
let creator: ApiClient;
let single: number;

beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 3600, seed: 'large' });
  creator = await t.signIn();
  const launchpads = (await creator.ok('listLaunchpads', { query: { size: 100 } })).items;
  // 작성 중: tokens of an approved or ended launch are read-only (launch lifecycle).
  single = launchpads.find((l) => l.collectionType === 'SINGLE' && l.status === 'DRAFT')!.id;
});
afterAll(() => t.close());

const TOKENS_PATH = '/cl/creators-lab/v1/contracts/single-tokens';
const json = (text: string) => ({ method: 'PATCH', headers: { 'content-type': 'application/json' }, body: text });
const token = (tokenId: number | string) =>
  `{"tokenId":${tokenId},"name":"토큰","description":"","imageUrl":null,"attributes":[]}`;

/** A raw request through node:http, so nothing (fetch's decompression, its own limits) hides what the server sent. */
function rawRequest(path: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(new URL(path, t.url), {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${creator.accessToken}`, ...init.headers },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(init.body);
    },
  );
}

describe('numbers', () => {
  it.each([
    ['POLYGON', 1, chainIdMessages.mismatch],
    ['ETHEREUM', 80002, chainIdMessages.mismatch],
    ['ETHEREUM', 31337, chainIdMessages.unsupported],
    ['BASE', 1e308, chainIdMessages.unsupported],
  ])('given a launchpad on %s with chain id %s, then 400 at chainId in Korean', async (chain, chainId, message) => {
    const answer = await creator.call('createLaunchpad', {
      body: { name: '체인 확인', chain: chain as 'POLYGON', chainId, collectionType: 'SINGLE' },
    });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toEqual({
      code: 'BAD_REQUEST',
      field: 'chainId',
      message,
    });
  });

  it('given POLYGON with the Amoy test chain (80002), then the launchpad is created', async () => {
    const answer = await creator.call('createLaunchpad', {
      body: { name: '아모이', chain: 'POLYGON', chainId: 80002, collectionType: 'SINGLE' },
    });
    expect(answer.status).toBe(201);
  });

  it('given a contract on POLYGON with chain id 1, then 400 at chainId', async () => {
    const answer = await creator.call('upsertContract', {
      body: {
        launchpadId: single,
        chain: 'POLYGON',
        chainId: 1,
        address: '0x' + 'a'.repeat(40),
        standard: 'ERC721',
        name: '',
        symbol: '',
        ownerAddress: null,
      },
    });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error.field).toBe('chainId');
  });

  it.each(['9007199254740993', '1e308', '-1', '1.5', '9007199254740992'])(
    'given tokenId %s, then 400 at the token id and nothing stored',
    async (tokenId) => {
      const response = await creator.raw(TOKENS_PATH, json(`{"launchpadId":${single},"tokens":[${token(tokenId)}]}`));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'tokens.0.tokenId' });
    },
  );

  it('given launchpad id 2^53 in the address, then 400', async () => {
    expect((await creator.raw('/cl/creators-lab/v2/launchpads/9007199254740993')).status).toBe(400);
  });
});

describe('big arrays and bodies', () => {
  it('given 51 attributes on a token, then 400 at the list itself, counted in items', async () => {
    const attributes = Array.from({ length: 51 }, () => '{"traitType":"a","value":"b"}').join(',');
    const tokens = `{"tokenId":1,"name":"토큰","description":"","imageUrl":null,"attributes":[${attributes}]}`;
    const response = await creator.raw(TOKENS_PATH, json(`{"launchpadId":${single},"tokens":[${tokens}]}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'BAD_REQUEST',
      field: 'tokens.0.attributes',
      message: '최대 50개까지 입력할 수 있습니다.',
    });
  });

  it.each([
    ['10,001 tokens', `[${Array.from({ length: 10_001 }, (_, i) => token(i)).join(',')}]`],
    ['a 5 MB array of zeros', `[${'0,'.repeat(2_500_000)}0]`],
    ['a 30 MB array of zeros', `[${'0,'.repeat(15_000_000)}0]`],
    ['an object of 50,000 members', `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":0`).join(',')}}`],
    ['arrays nested 100 deep', `${'['.repeat(100)}${']'.repeat(100)}`],
  ])(
    'given %s as the tokens, then 400 before the body is parsed, and the server keeps answering',
    async (_, tokens) => {
      const response = await creator.raw(TOKENS_PATH, json(`{"launchpadId":${single},"tokens":${tokens}}`));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'BAD_REQUEST',
        message: '요청 본문의 목록이 너무 길거나 항목이 너무 많습니다.',
      });
      expect((await creator.call('listLaunchpads')).status).toBe(200);
    },
  );

  it('given a valid 10,000-token PATCH, then every token is stored', async () => {
    const tokens = Array.from({ length: 10_000 }, (_, i) => token(i)).join(',');
    const response = await creator.raw(TOKENS_PATH, json(`{"launchpadId":${single},"tokens":[${tokens}]}`));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ launchpadId: single, count: 10_000, conflicts: [] });
  });

  it('given 16 oversized bodies at once (declared and streamed), then each one gets its 413 JSON, no reset', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 0x20);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        rawRequest('/cl/creators-lab/v2/launchpads', {
          method: 'POST',
          // Half declare their length; half stream (chunked), so the limit is counted as the bytes arrive.
          headers:
            i % 2
              ? { 'content-type': 'application/json', 'content-length': String(body.length) }
              : { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          body,
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
  });
});

describe('compression and headers', () => {
  it('given the 1,000-row list asked with Accept-Encoding gzip, then it is sent gzipped and far smaller', async () => {
    const plain = await rawRequest('/cl/creators-lab/v2/launchpads?size=1000', {});
    const zipped = await rawRequest('/cl/creators-lab/v2/launchpads?size=1000', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 5);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect((JSON.parse(plain.body.toString()) as { items: unknown[] }).items).toHaveLength(1000);
  });

  it('given an authenticated answer, then nosniff, no-store and a referrer policy', async () => {
    const answer = await rawRequest('/cl/user/v1/users/info', {});
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
  });

  it('given an error answer, then the same headers', async () => {
    const answer = await rawRequest('/cl/creators-lab/v2/launchpads/999999', {});
    expect(answer.status).toBe(404);
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
  });

  it('given an uploaded image, then it is served with a referrer policy and nosniff', async () => {
    const { PNG_BYTES } = await import('./test-support/images');
    const form = new FormData();
    form.set('image', new File([PNG_BYTES], 'a.png', { type: 'image/png' }));
    const uploaded = await creator.ok('uploadImage', { form });
    const answer = await rawRequest(new URL(uploaded.url, t.url).pathname, {});
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' });
  });
});
