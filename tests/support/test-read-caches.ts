import { QueryClient } from '@tanstack/query-core';
import { LaunchpadCache } from '../../src/application/launchpads/launchpad-cache';
import { MeCache } from '../../src/application/me/me-cache';
import { TanstackReadCache } from '../../src/infrastructure/cache/tanstack-read-cache';

/**
 * The areas' read caches over a fresh query client, for a use case's test without a container:
 * the test reads what a save left in `client` (the same effects the pages see).
 */
export function createTestReadCaches() {
  const client = new QueryClient();
  const cache = new TanstackReadCache(client);
  return {
    client,
    launchpads: new LaunchpadCache(cache),
    me: new MeCache(cache),
    /** The read under `key` is marked stale (a shown page refetches it). */
    stale: (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true,
  };
}
