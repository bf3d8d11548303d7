import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MAX_LENGTH } from '../src/domain/validation/rules';
import type { ApiClient } from './test-support/api-client';
import { snapshotDatabase } from './test-support/db-snapshot';
import { buildFuzzTargets, type FuzzTarget } from './test-support/fuzz-targets';
import { planMalformedRequest } from './test-support/malformed-requests';
import { seededRandom } from './test-support/random';
import { startTestApi, type TestApi } from './test-support/test-api';

/**
 * Sends hundreds of generated malformed requests across the endpoints and holds the server to:
 * never a 5xx, always a JSON error of the contract, and not one row or file written.
 */

const SEED = 20261122;
const REQUESTS = 600;

let t: TestApi;
let creator: ApiClient;
let targets: FuzzTarget[];

beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 3600 });
  creator = await t.signIn();
  const launchpads = (await creator.ok('listLaunchpads', { query: { size: 100 } })).items;
  targets = buildFuzzTargets({
    single: launchpads.find((l) => l.collectionType === 'SINGLE')!.id,
    multi: launchpads.find((l) => l.collectionType === 'MULTI')!.id,
    profile: (await creator.ok('listCreators')).items[0]!.id,
  });
});
afterAll(() => t.close());

describe('malformed requests', () => {
  it(`given ${REQUESTS} generated malformed requests (seed ${SEED}), then no 5xx, only contract errors, and nothing written`, async () => {
    const r = seededRandom(SEED);
    const before = snapshotDatabase(t.api.db);
    const filesBefore = readdirSync(t.api.services.storage.dir).length;
    const statuses = new Map<number, number>();
    const failures: string[] = [];

    for (let i = 0; i < REQUESTS; i++) {
      const target = targets[i % targets.length]!;
      const { label, path, init } = planMalformedRequest(target, r, creator.accessToken!);
      const response = await fetch(new URL(path, t.url), init);
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      let body: { code?: unknown; message?: unknown } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        /* reported below */
      }
      const refused = response.status >= 400 && response.status < 500;
      const wellFormed =
        typeof body.code === 'string' && typeof body.message === 'string' && /[가-힣]/.test(body.message);
      if (!refused || !wellFormed)
        failures.push(
          `#${i} ${target.name} ${label} ${init.method} ${path} → ${response.status} ${text.slice(0, 160)}`,
        );
    }

    expect(failures).toEqual([]);
    expect(snapshotDatabase(t.api.db)).toEqual(before);
    expect(readdirSync(t.api.services.storage.dir)).toHaveLength(filesBefore);
    // The generator reaches every kind of refusal, so a run that only hit the bearer check cannot pass.
    for (const status of [400, 401, 404, 413, 415])
      expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
  });

  it(`given an over-long link (over ${LINK_MAX_LENGTH}), then 400 at the field with the spec message`, async () => {
    const answer = await creator.call('submitCreator', {
      params: { id: (await creator.ok('listCreators')).items[0]!.id },
      body: {
        name: 'n',
        description: '',
        youtubeUrl: `https://youtube.com/${'a'.repeat(LINK_MAX_LENGTH)}`,
        instagramUrl: '',
        xUrl: '',
      },
    });
    expect(!answer.ok && answer.error).toEqual({
      code: 'BAD_REQUEST',
      message: `항목이 ${LINK_MAX_LENGTH}자를 넘어갑니다.`,
      field: 'youtubeUrl',
    });
  });
});
