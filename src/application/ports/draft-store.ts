import type { ServiceIdentifier } from 'inversify';

/** One saved draft: the form's values as typed, the form's draft format version and when it was kept. */
export interface StoredDraft {
  version: number;
  /** ISO-8601, from the Clock port. */
  savedAt: string;
  value: unknown;
}

/**
 * Where unsaved form input waits for the creator (localStorage in the browser). Keys come from
 * `draftKey()` (`draft:<userId>:<form>:<recordId>`).
 * - `read` never throws: a missing key, unreadable storage or anything that is not a StoredDraft
 *   (garbage, an old format, a hand edit) reads as `null`.
 * - `write` throws UnexpectedError when the value cannot be kept (storage full or disabled);
 *   nothing else changes then.
 * - `remove` and `keys` never throw.
 */
export interface DraftStore {
  read(key: string): StoredDraft | null;
  write(key: string, draft: StoredDraft): void;
  remove(key: string): void;
  /** Every stored key that starts with `prefix`. */
  keys(prefix: string): string[];
}
export const DraftStore: ServiceIdentifier<DraftStore> = Symbol.for('DraftStore');
