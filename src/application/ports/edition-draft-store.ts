import type { ServiceIdentifier } from 'inversify';
import type { EditionValues } from '../../domain/editions/edition-values';

/** The editions editor's unsaved rows, kept per user and launchpad. */
export interface EditionDraft {
  /** ISO-8601, from the Clock port. */
  savedAt: string;
  rows: EditionValues[];
  /** Positions (in `rows`) changed since the last save; the others match the server. */
  dirty: number[];
}

/**
 * Where the editions editor keeps its draft across reloads: IndexedDB in the browser (10,000 rows do
 * not fit in localStorage's 5 MB). Keys: `editions:<userId>:<launchpadId>`.
 * - `read` never throws: missing, unreadable or malformed drafts read as `null`.
 * - `write` rejects with UnexpectedError when the browser will not keep it (quota, private mode).
 * - `remove` never throws.
 */
export interface EditionDraftStore {
  read(key: string): Promise<EditionDraft | null>;
  write(key: string, draft: EditionDraft): Promise<void>;
  remove(key: string): Promise<void>;
}
export const EditionDraftStore: ServiceIdentifier<EditionDraftStore> = Symbol.for('EditionDraftStore');

export function editionDraftKey(userId: string, launchpadId: number): string {
  return `editions:${userId}:${launchpadId}`;
}
