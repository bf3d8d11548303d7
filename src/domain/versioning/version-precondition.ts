/**
 * Optimistic concurrency, the one rule (docs/api-rules.md, "No silent overwrite"): a save carries the
 * version (`updatedAt`) of the record as its form loaded it (`null`: it found none; left out: not
 * checked, older clients). It is stale when the stored record's version is another one: the save is
 * then a conflict (409), never an overwrite. The local API holds it inside each write's transaction,
 * the test fakes hold it too.
 */
export function isStaleBase(base: string | null | undefined, current: string | null): boolean {
  if (base === undefined) return false;
  if (base === null || current === null) return base !== current;
  return Date.parse(base) !== Date.parse(current);
}

/**
 * The new `updatedAt`: now, but always later than the stored one, so two saves within one
 * millisecond (or under a clock that stands still in tests) still tell their versions apart.
 */
export function nextUpdatedAt(now: Date, current: string | null): string {
  const previous = current === null ? Number.NEGATIVE_INFINITY : Date.parse(current);
  return new Date(Math.max(now.getTime(), previous + 1)).toISOString();
}
