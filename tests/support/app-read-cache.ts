import { createQueryClient, JUST_FETCHED_MS } from '../../src/infrastructure/cache/query-client';
import { TanstackReadCache } from '../../src/infrastructure/cache/tanstack-read-cache';

export { JUST_FETCHED_MS };

/** The app's ReadCache (TanStack with the app's defaults) and its client, for a test of what observes it. */
export function createAppReadCache() {
  const client = createQueryClient();
  return { client, cache: new TanstackReadCache(client) };
}
