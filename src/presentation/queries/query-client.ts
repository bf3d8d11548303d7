import { QueryClient } from '@tanstack/query-core';
import type { ServiceIdentifier } from 'inversify';

/** The app's one query cache in the container (loaders prefetch into it, view-models read and update it). */
export const QueryClientToken: ServiceIdentifier<QueryClient> = Symbol.for('QueryClient');

/**
 * Spec §9: no refetch on window focus, refetch on mount (cached data shows meanwhile),
 * no retries for queries or mutations (nor a silent second try when a page mounts on a query that
 * has just failed: the page shows the failure with 다시 시도). Failures are reported where they surface.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnMount: true, retry: false, retryOnMount: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
