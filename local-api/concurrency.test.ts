import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalApi, type LocalApi } from './create-local-api';
import { ApiClient } from './test-support/api-client';
import { spawnApi, type SpawnedApi } from './test-support/spawn-api';
import { signInToken, startTestApi, type TestApi } from './test-support/test-api';

const PER_CLIENT = 50;

const launchpadBody = (owner: string, i: number) => ({
  name: `${owner} 동시 생성 ${i}`,
  chain: 'POLYGON' as const,
  chainId: 137,
  collectionType: i % 2 ? ('SINGLE' as const) : ('MULTI' as const),
});

async function client(url: string, account: string): Promise<ApiClient> {
  // Agreed on the way, as the app does: a user who has not agreed may not write.
  const pair = await new ApiClient(url, null).ok('refresh', {
    body: { token: await signInToken(url, account), termsAgreed: true },
  });
  return new ApiClient(url, pair.accessToken);
}

describe('concurrent writes', () => {
  let t: TestApi | undefined;
  let local: LocalApi | undefined;
  let spawned: SpawnedApi | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await spawned?.stop();
    await local?.close();
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    t = local = spawned = dir = undefined;
  });

  it(`given two users creating ${PER_CLIENT} launchpads each at once, then all ${2 * PER_CLIENT} exist, each with its owner`, async () => {
    t = await startTestApi();
    const [a, b] = await Promise.all([client(t.url, 'creator'), client(t.url, 'newcomer')]);
    const created = await Promise.all([
      ...Array.from({ length: PER_CLIENT }, (_, i) => a.ok('createLaunchpad', { body: launchpadBody('creator', i) })),
      ...Array.from({ length: PER_CLIENT }, (_, i) => b.ok('createLaunchpad', { body: launchpadBody('newcomer', i) })),
    ]);
    expect(new Set(created.map((l) => l.id)).size).toBe(2 * PER_CLIENT);
    const listA = await a.ok('listLaunchpads', { query: { size: 1000 } });
    const listB = await b.ok('listLaunchpads', { query: { size: 1000 } });
    expect(listA.total).toBe(6 + PER_CLIENT);
    expect(listB.total).toBe(PER_CLIENT);
    expect(listB.items.map((l) => l.name).sort()).toEqual(
      Array.from({ length: PER_CLIENT }, (_, i) => `newcomer 동시 생성 ${i}`).sort(),
    );
  });

  it(`given one user updating ${PER_CLIENT} launchpads and submitting profiles at once, then every update is kept`, async () => {
    t = await startTestApi();
    const a = await client(t.url, 'creator');
    const own = await Promise.all(
      Array.from({ length: PER_CLIENT }, (_, i) => a.ok('createLaunchpad', { body: launchpadBody('creator', i) })),
    );
    const profile = (await a.ok('listCreators')).items[0]!;
    await Promise.all([
      ...own.map((l, i) =>
        a.ok('updateLaunchpad', {
          params: { id: l.id },
          body: { name: `수정 ${i}`, contractAddress: null, startAt: null, endAt: null },
        }),
      ),
      ...Array.from({ length: PER_CLIENT }, (_, i) =>
        a.ok('submitCreator', {
          params: { id: profile.id },
          body: { name: `프로필 ${i}`, description: '', youtubeUrl: '', instagramUrl: '', xUrl: '' },
        }),
      ),
    ]);
    const after = await Promise.all(own.map((l) => a.ok('getLaunchpad', { params: { id: l.id } })));
    expect(after.map((l) => l.name)).toEqual(own.map((_, i) => `수정 ${i}`));
    expect((await a.ok('getCreator', { params: { id: profile.id } })).name).toMatch(/^프로필 \d+$/);
  });

  it(`given two server processes on one database file, when each takes ${PER_CLIENT} creates at once, then none is lost`, async () => {
    dir = mkdtempSync(join(tmpdir(), 'creators-lab-concurrency-'));
    const dbPath = join(dir, 'shared.sqlite');
    local = createLocalApi({ dbPath });
    const { url: localUrl } = await local.listen(0);
    spawned = await spawnApi({ LOCAL_API_DB: dbPath });
    const [a, b] = await Promise.all([client(localUrl, 'creator'), client(spawned.url, 'creator')]);
    await Promise.all([
      ...Array.from({ length: PER_CLIENT }, (_, i) =>
        a.ok('createLaunchpad', { body: launchpadBody('in-process', i) }),
      ),
      ...Array.from({ length: PER_CLIENT }, (_, i) => b.ok('createLaunchpad', { body: launchpadBody('child', i) })),
    ]);
    const seenByA = await a.ok('listLaunchpads', { query: { size: 1000 } });
    const seenByB = await b.ok('listLaunchpads', { query: { size: 1000 } });
    expect(seenByA.total).toBe(6 + 2 * PER_CLIENT);
    expect(seenByB.items.map((l) => l.id).sort()).toEqual(seenByA.items.map((l) => l.id).sort());
  });
});
