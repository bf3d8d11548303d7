import type { QueryClient } from '@tanstack/query-core';
import type { ReadCache } from '../../application/ports/read-cache';
import type { QueryDefinition } from '../../application/reads/query-definition';

/** The reads' cache on TanStack query-core's client (the one the pages observe). */
export class TanstackReadCache implements ReadCache {
  constructor(private readonly client: QueryClient) {}

  set<T>(key: readonly unknown[], value: T | ((cached: T | undefined) => T | undefined)): void {
    this.client.setQueryData<T>(key, value);
  }

  invalidate(key: readonly unknown[], options: { exact?: boolean; refetch?: boolean } = {}): void {
    // Fire and forget: the shown reads refetch; a failure surfaces on the page that shows it.
    void this.client.invalidateQueries({
      queryKey: key,
      exact: options.exact ?? false,
      refetchType: options.refetch === false ? 'none' : 'active',
    });
  }

  fetch<T>(definition: QueryDefinition<T>, options: { fresh?: boolean } = {}): Promise<T> {
    // Not fetchQuery without `fresh`: the app's staleTime is 0, so it would fetch again what the route
    // has just fetched (10,000 tokens for a prefill).
    return options.fresh
      ? this.client.fetchQuery({ ...definition, staleTime: 0 })
      : this.client.ensureQueryData(definition);
  }
}
