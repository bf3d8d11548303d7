import { QueryObserver, type QueryClient, type QueryKey, type QueryObserverResult } from '@tanstack/query-core';
import type { QueryDefinition, ReadCache, ReadSnapshot, ReadWatch } from '../../application/ports/read-cache';

const snapshotOf = <T>(result: QueryObserverResult<T, Error>): ReadSnapshot<T> => ({
  data: result.data,
  error: result.error ?? null,
  failed: result.status === 'error' && result.data === undefined,
  fetching: result.isFetching,
});

/** The reads' cache on TanStack query-core's client (src/infrastructure/cache/query-client.ts makes it). */
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

  prefetch(definition: QueryDefinition<unknown>): Promise<void> {
    return this.client.prefetchQuery(definition);
  }

  observe<T>(definition: QueryDefinition<T>, onChange: (snapshot: ReadSnapshot<T>) => void): ReadWatch {
    const observer = new QueryObserver<T, Error, T, T, QueryKey>(this.client, definition);
    onChange(snapshotOf(observer.getOptimisticResult(this.client.defaultQueryOptions(definition))));
    const stop = observer.subscribe((result) => onChange(snapshotOf(result)));
    return {
      stop,
      refetch: async () => {
        await observer.refetch();
      },
    };
  }
}
