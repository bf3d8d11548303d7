import type { ServiceIdentifier } from 'inversify';

/**
 * What the app frame does to the whole query cache (drop it at sign-out, reset it for 새로고침),
 * usable from the first screen: the query library loads with the signed-in areas, so before
 * then there is no cache and both do nothing.
 */
export interface QueryCache {
  clear(): void;
  reset(): Promise<void>;
}

export const QueryCache: ServiceIdentifier<QueryCache> = Symbol.for('QueryCache');
