import { inject, injectable } from 'inversify';
import { ReadCache, type QueryDefinition } from '../../../application/ports/read-cache';
import { ReadApis } from '../../../application/reads/read-apis';
import { ObservableQuery } from './observable-query';

type Reads = Record<string, QueryDefinition<unknown>>;
export type Observed<R extends Reads> = {
  [K in keyof R]: R[K] extends QueryDefinition<infer T> ? ObservableQuery<T> : never;
};

/**
 * A page's reads, observed from the cache: what a view-model shows. It names a `pageReads` entry (the
 * same the route prefetched) with its arguments and gets each read as an ObservableQuery under its
 * name; nothing is fetched until a query's `start()`.
 */
@injectable()
export class PageQueries {
  constructor(
    @inject(ReadCache) private readonly cache: ReadCache,
    @inject(ReadApis) private readonly apis: ReadApis,
  ) {}

  observe<A extends unknown[], R extends Reads>(page: (apis: ReadApis, ...args: A) => R, ...args: A): Observed<R> {
    const reads = page(this.apis, ...args);
    return Object.fromEntries(
      Object.entries(reads).map(([name, definition]) => [name, new ObservableQuery(this.cache, definition)]),
    ) as Observed<R>;
  }
}
