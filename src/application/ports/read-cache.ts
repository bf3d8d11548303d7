import type { ServiceIdentifier } from 'inversify';

/**
 * One read of the creators API as the app caches it: a key (what it is, so a save can update or
 * invalidate exactly it) and the call. The route table prefetches these and the view-models observe
 * them, from the same definitions (`application/reads`), so a page's data is declared once.
 */
export interface QueryDefinition<T> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
}

/** Where an observed read stands. `error` is what the read threw (the last one, kept while older data shows). */
export interface ReadSnapshot<T> {
  data: T | undefined;
  error: unknown;
  /** Failed with no data to show. */
  failed: boolean;
  fetching: boolean;
}

/** An observation of one read: `stop` ends it, `refetch` reads it again (다시 시도). */
export interface ReadWatch {
  stop(): void;
  refetch(): Promise<void>;
}

/**
 * The cache of the pages' reads (`application/reads`): the one way to it for the routes (prefetch),
 * the view-models (observe), the draft owner and the use cases (fetch), and the save use cases that
 * keep it true (set, invalidate: one place per area, not each view-model). Creating the cache itself
 * is the infrastructure's (TanStack query-core); nothing else holds its client.
 */
export interface ReadCache {
  /** Replaces the cached value of the read under `key` (a function gets the cached value, if any). */
  set<T>(key: readonly unknown[], value: T | ((cached: T | undefined) => T | undefined)): void;
  /**
   * Marks the reads under `key` (every key that starts with it, unless `exact`) stale: shown ones fetch
   * again, unless `refetch: false` (the next page that shows it fetches it).
   */
  invalidate(key: readonly unknown[], options?: { exact?: boolean; refetch?: boolean }): void;
  /**
   * The value of a read: the cached value when the cache holds one (the route prefetched it;
   * concurrent asks share one fetch), else fetched and cached for the pages that show it; `fresh`
   * fetches it again whatever the cache holds (the latest stored version, after a conflict). Rejects
   * as the read does. What a route waits for before its page shows.
   */
  fetch<T>(definition: QueryDefinition<T>, options?: { fresh?: boolean }): Promise<T>;
  /** Warms a read (a link hovered or focused): fetched unless fresh in the cache. Never rejects. */
  prefetch(definition: QueryDefinition<unknown>): Promise<void>;
  /**
   * Observes a read: `onChange` gets its snapshot at once (cached data shows meanwhile) and after every
   * change; the read is fetched when the cache's rules say so (missing, stale, invalidated; not data a
   * route fetched a moment ago). Nothing is retried on its own.
   */
  observe<T>(definition: QueryDefinition<T>, onChange: (snapshot: ReadSnapshot<T>) => void): ReadWatch;
}
export const ReadCache: ServiceIdentifier<ReadCache> = Symbol.for('ReadCache');
