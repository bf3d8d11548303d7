import { QueryClient, type Query } from '@tanstack/query-core';

/**
 * How long data counts as just fetched: the route's loader fetched it a moment ago for the page
 * that is now mounting, so mounting does not fetch it again (the 1,000-row list was fetched twice
 * per visit). Cached data older than this, or invalidated, is refetched on mount as requirements §9 asks.
 */
export const JUST_FETCHED_MS = 3000;

export function refetchOnMount(query: Query, now = Date.now()): boolean {
  return (
    query.state.isInvalidated || query.state.dataUpdatedAt === 0 || now - query.state.dataUpdatedAt > JUST_FETCHED_MS
  );
}

/**
 * Requirements §9: no refetch on window focus, refetch on mount (cached data shows meanwhile; not data
 * the route fetched just now), no retries for queries or mutations. Failures are reported where
 * they surface. Nor a silent second try when a page mounts on a query that has just failed: the
 * page shows the failure with 다시 시도.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => refetchOnMount(query),
        retry: false,
        retryOnMount: false,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
