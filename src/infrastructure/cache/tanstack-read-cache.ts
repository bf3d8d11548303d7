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
    void this.client.invalidateQueries({ queryKey: key, exact: options.exact ?? false, refetchType: options.refetch === false ? 'none' : 'active' });
  }

  get<T>(key: readonly unknown[]): T | undefined {
    return this.client.getQueryData<T>(key);
  }

  read<T>(definition: QueryDefinition<T>): Promise<T> {
    return this.client.ensureQueryData({ queryKey: definition.queryKey, queryFn: definition.queryFn });
  }
}
