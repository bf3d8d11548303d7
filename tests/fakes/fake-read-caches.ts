import { LaunchGuard } from '../../src/application/launchpads/launch-lock';
import { LaunchpadCache } from '../../src/application/launchpads/launchpad-cache';
import { MeCache } from '../../src/application/me/me-cache';
import type { FakeCreatorsServer } from './fake-creators-server';
import { FakeLaunchpadsApi } from './fake-launchpads-api';
import { InMemoryReadCache } from './in-memory-read-cache';

/**
 * The areas' read caches over one in-memory cache, for a use case's test without a container: the
 * test reads what a save left in `client` (named as the query client it stands for). `guard(server)`
 * is the launch lifecycle's guard, reading the launchpads of `server` through the same cache.
 */
export function createTestReadCaches() {
  const client = new InMemoryReadCache();
  return {
    client,
    launchpads: new LaunchpadCache(client),
    guard: (server: FakeCreatorsServer) => new LaunchGuard(client, new FakeLaunchpadsApi(server)),
    me: new MeCache(client),
    /** The read under `key` is marked stale (a shown page refetches it). */
    stale: (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true,
  };
}
