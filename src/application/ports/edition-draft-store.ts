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

/** Rows per stored part: an edit rewrites one part, and no single write blocks the page for long. */
export const EDITION_DRAFT_PART_ROWS = 500;

export interface EditionDraftHeader {
  savedAt: string;
  /** How many parts make the rows (part i holds rows i·500 …). */
  parts: number;
  dirty: number[];
}

/**
 * Where the editions editor keeps its draft across reloads: IndexedDB in the browser (10,000 rows do
 * not fit in localStorage's 5 MB). Keys: `editions:<userId>:<launchpadId>`. A draft is a header plus
 * parts of EDITION_DRAFT_PART_ROWS rows, written one by one so the caller can yield between them and
 * rewrite only the parts that changed.
 * - `read` never throws: missing, unreadable or malformed drafts (a part missing too) read as `null`.
 * - `writePart` and `writeHeader` reject with UnexpectedError when the browser will not keep them
 *   (quota, private mode).
 * - `remove` never throws.
 */
export interface EditionDraftStore {
  read(key: string): Promise<EditionDraft | null>;
  writePart(key: string, index: number, rows: EditionValues[]): Promise<void>;
  writeHeader(key: string, header: EditionDraftHeader): Promise<void>;
  remove(key: string): Promise<void>;
}
export const EditionDraftStore: ServiceIdentifier<EditionDraftStore> = Symbol.for('EditionDraftStore');

export function editionDraftKey(userId: string, launchpadId: number): string {
  return `editions:${userId}:${launchpadId}`;
}
