/**
 * Optimistic concurrency for records one form edits whole (collection metadata, auction description).
 * The form sends the `updatedAt` it loaded (`baseUpdatedAt`); the save runs `Precondition` inside its
 * transaction with the stored one, and a difference is a conflict, never an overwrite.
 */
export type Precondition = (baseUpdatedAt: string | null | undefined, currentUpdatedAt: string | null) => void;

/**
 * The new `updatedAt`: now, but always later than the stored one, so two saves within one
 * millisecond (or under a clock that stands still in tests) still tell their versions apart.
 */
export function nextUpdatedAt(now: Date, current: string | null): string {
  const previous = current === null ? Number.NEGATIVE_INFINITY : Date.parse(current);
  return new Date(Math.max(now.getTime(), previous + 1)).toISOString();
}
