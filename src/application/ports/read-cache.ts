import type { ServiceIdentifier } from 'inversify';
import type { QueryDefinition } from '../reads/query-definition';

/**
 * The cache of the pages' reads (`application/reads`), as the save use cases keep it true: after a
 * save the API's answer takes the place of what was read, and reads the save may have changed (a
 * status, a list) are fetched again. One place per area does this, not each view-model.
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
   * The value of a read for a use case: the cached value when the cache holds one (the route prefetched
   * it; concurrent asks share one fetch), else fetched and cached for the pages that show it; `fresh`
   * fetches it again whatever the cache holds (the latest stored version, after a conflict).
   */
  fetch<T>(definition: QueryDefinition<T>, options?: { fresh?: boolean }): Promise<T>;
}
export const ReadCache: ServiceIdentifier<ReadCache> = Symbol.for('ReadCache');
