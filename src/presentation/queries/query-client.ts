import { QueryClient } from '@tanstack/query-core';

/**
 * Spec §9: no refetch on window focus, refetch on mount (cached data shows meanwhile),
 * no retries for queries or mutations. Failures are reported where they surface.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnMount: true, retry: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
