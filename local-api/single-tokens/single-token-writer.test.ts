import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalApi } from '../create-local-api';
import { ApiError } from '../http/errors';
import type { ApiClient } from '../test-support/api-client';
import { snapshotDatabase } from '../test-support/db-snapshot';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { SingleTokenWriter } from './single-token-writer';

/**
 * Issue 14, item 6: `PATCH single-tokens` is parsed, checked and written on a thread of its own, so
 * the server answers other requests while 10,000 tokens are saved, and still all or nothing.
 */

const TOKENS_PATH = '/cl/creators-lab/v1/contracts/single-tokens';
const token = (tokenId: number, name = `에디션 #${tokenId}`) => ({
  tokenId,
  name,
  description: '설명',
  imageUrl: null,
  attributes: [{ traitType: '배경', value: '파랑' }],
});
const tokens = (count: number, name?: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => token(i, name?.(i)));

let t: TestApi;
let creator: ApiClient;
let single: number;

beforeEach(async () => {
  // The first test holds the write lock through several requests: on a loaded machine that took longer
  // than the writer's 5 s wait, and the PATCH failed before the test could see it waiting.
  t = await startTestApi({ accessTtlSeconds: 3600, writerBusyTimeoutMs: 120_000 });
  creator = await t.signIn();
  single = (await creator.ok('listLaunchpads', { query: { size: 100 } })).items.find(
    (l) => l.collectionType === 'SINGLE',
  )!.id;
});
afterEach(() => t.close());

const patch = (body: unknown) =>
  creator.raw(TOKENS_PATH, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const storedNames = async () =>
  (await creator.ok('getContractMetadata', { query: { launchpadId: single } })).tokens.map((s) => s.name);

describe('while a 10,000-token PATCH is being saved', () => {
  it('given the PATCH held at the write lock, then list and token GETs are answered meanwhile with the tokens as they were, and the PATCH then stores all 10,000', async () => {
    await creator.ok('upsertSingleTokens', { body: { launchpadId: single, tokens: [token(0, '예전 이름')] } });
    // Another connection holds the database's write lock, so the PATCH cannot finish before the GETs.
    const lock = new Database(t.api.db.name);
    lock.exec('BEGIN IMMEDIATE');
    let answered = false;
    const saving = patch({ launchpadId: single, tokens: tokens(10_000) }).then((response) => {
      answered = true;
      return response;
    });
    try {
      await vi.waitFor(() => expect(t.api.services.singleTokens.pending).toBe(1), { timeout: 5_000 });
      expect((await creator.call('listLaunchpads')).status).toBe(200);
      expect(await storedNames()).toEqual(['예전 이름']);
      expect(answered).toBe(false);
    } finally {
      lock.exec('ROLLBACK');
      lock.close();
    }
    const response = await saving;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ launchpadId: single, count: 10_000, conflicts: [] });
    const names = await storedNames();
    expect(names).toHaveLength(10_000);
    expect(names[0]).toBe('에디션 #0');
  });

  it('given two 10,000-token PATCHes of one launchpad at once, then the tokens are all of one or all of the other', async () => {
    const [a, b] = await Promise.all([
      patch({ launchpadId: single, tokens: tokens(10_000, (i) => `가 ${i}`) }),
      patch({ launchpadId: single, tokens: tokens(10_000, (i) => `나 ${i}`) }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const prefixes = new Set((await storedNames()).map((name) => name.split(' ')[0]));
    expect(prefixes.size).toBe(1);
  });
});

describe('all or nothing', () => {
  it.each([
    [
      'an empty name on the last token',
      (list: ReturnType<typeof token>[]) => (list[9_999]!.name = ''),
      'tokens.9999.name',
    ],
    [
      'a token id repeated by the last token',
      (list: ReturnType<typeof token>[]) => (list[9_999]!.tokenId = 3),
      'tokens.9999.tokenId',
    ],
  ])('given 10,000 tokens with %s, then 400 at that item and nothing written', async (_, spoil, field) => {
    const list = tokens(10_000);
    spoil(list);
    const before = snapshotDatabase(t.api.db);
    const response = await patch({ launchpadId: single, tokens: list });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(snapshotDatabase(t.api.db)).toEqual(before);
  });

  it('given another creator’s launchpad, then 404 and nothing written', async () => {
    const newcomer = await t.signIn('newcomer');
    const before = snapshotDatabase(t.api.db);
    const answer = await newcomer.call('upsertSingleTokens', { body: { launchpadId: single, tokens: tokens(3) } });
    expect(answer.status).toBe(404);
    expect(snapshotDatabase(t.api.db)).toEqual(before);
  });

  it('given a body that is not JSON, then 400 as before', async () => {
    const response = await creator.raw(TOKENS_PATH, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"launchpadId":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('the writer thread', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('given a thread that cannot open its database, then the PATCH fails instead of waiting, and the next PATCH tries again', async () => {
    dir = mkdtempSync(join(tmpdir(), 'creators-lab-writer-'));
    // A folder is no database file: the thread fails as it starts.
    const writer = new SingleTokenWriter(dir);
    const bytes = () => new TextEncoder().encode('{"launchpadId":1,"tokens":[]}');
    for (let attempt = 0; attempt < 2; attempt++) {
      const failure = await writer.save('creator', bytes()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(ApiError);
      expect(writer.pending).toBe(0);
    }
    await writer.close();
  });
});

describe('a :memory: database', () => {
  it('given two APIs on :memory:, then each has its own database, and closing removes it', async () => {
    const [a, b] = [createLocalApi({ dbPath: ':memory:' }), createLocalApi({ dbPath: ':memory:' })];
    try {
      expect(a.db.name).not.toBe(b.db.name);
      a.db.exec("UPDATE launchpads SET name = '나만의 이름'");
      expect(b.db.prepare("SELECT count(*) FROM launchpads WHERE name = '나만의 이름'").pluck().get()).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
    expect(existsSync(dirname(a.db.name))).toBe(false);
    expect(existsSync(dirname(b.db.name))).toBe(false);
  });
});
