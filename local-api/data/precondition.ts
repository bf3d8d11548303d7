/**
 * Optimistic concurrency for records a form edits whole (collection metadata, auction description,
 * creator profile, contract; each single token on its own). The form sends the `updatedAt` it loaded
 * (`baseUpdatedAt`); the save runs `Precondition` inside its transaction with the stored one, and a
 * difference is a conflict, never an overwrite (src/domain/versioning/version-precondition.ts).
 */
export type Precondition = (baseUpdatedAt: string | null | undefined, currentUpdatedAt: string | null) => void;
