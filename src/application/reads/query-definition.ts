/**
 * One read of the creators API as the app caches it: a key (what it is, so a save can update or
 * invalidate exactly it) and the call. The route table prefetches these and the view-models observe
 * them, from the same definitions (`page-reads.ts`), so a page's data is declared once.
 */
export interface QueryDefinition<T> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
}
