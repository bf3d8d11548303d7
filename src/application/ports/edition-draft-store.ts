import type { ServiceIdentifier } from 'inversify';
import type { UploadedFile } from '../../domain/editions/edition-image-plan';
import type { EditionValues } from '../../domain/editions/edition-values';

/** The editions editor's unsaved rows, kept per user and launchpad. */
export interface EditionDraft {
  /** ISO-8601, from the Clock port. */
  savedAt: string;
  rows: EditionValues[];
  /** Positions (in `rows`) changed since the last save; the others match the server. */
  dirty: number[];
}

/** The file an uploaded image link came from, as the creator named it. */
export type { UploadedFile };

/** Rows per stored part: an edit rewrites one part, and no single write blocks the page for long. */
export const EDITION_DRAFT_PART_ROWS = 500;

export interface EditionDraftHeader {
  savedAt: string;
  /** The ids of the parts that make the rows, in order (part i holds rows i·500 …), as `writePart` gave them. */
  parts: string[];
  dirty: number[];
}

/**
 * Where the editions editor keeps its draft across reloads: IndexedDB in the browser (10,000 rows do
 * not fit in localStorage's 5 MB). Keys: `editions:<userId>:<launchpadId>`. A draft is a header plus
 * parts of EDITION_DRAFT_PART_ROWS rows, written one by one so the caller can yield between them and
 * rewrite only the parts that changed.
 *
 * A draft changes all at once: new parts are written beside the stored draft's, under new ids, and
 * only the header, written last in one write, switches to them. A reload in the middle of a write
 * finds the draft before it whole, never parts from two moments.
 * - `read` never throws: missing, unreadable or malformed drafts (a part missing too) read as `null`.
 * - `writePart` stores rows for a coming header and gives their id; no read sees them before a header
 *   names them.
 * - `writeHeader` makes its header the draft only when every part it names is still stored (another
 *   tab's header may have replaced them), and then deletes the parts it does not name; it resolves
 *   `false`, changing nothing, when a part is missing.
 * - `writePart` and `writeHeader` reject with UnexpectedError when the browser will not keep them
 *   (quota, private mode).
 * - `remove` never throws; it leaves the upload names.
 * - Beside the draft, and outliving it (a save removes the draft), the creator's file name of each
 *   uploaded image link (`/local/uploads/<hex>.png` → `1.png` and its size): the image column shows
 *   it, and a folder picked again sends only the images still missing. `readUploadNames` never
 *   throws (none: `{}`); `keepUploadNames` adds these to those kept (names are only added: an upload's
 *   link is its content's), and never throws (names are a convenience).
 */
export interface EditionDraftStore {
  read(key: string): Promise<EditionDraft | null>;
  writePart(key: string, rows: EditionValues[]): Promise<string>;
  writeHeader(key: string, header: EditionDraftHeader): Promise<boolean>;
  remove(key: string): Promise<void>;
  readUploadNames(key: string): Promise<Record<string, UploadedFile>>;
  keepUploadNames(key: string, names: Record<string, UploadedFile>): Promise<void>;
}
export const EditionDraftStore: ServiceIdentifier<EditionDraftStore> = Symbol.for('EditionDraftStore');

export function editionDraftKey(userId: string, launchpadId: number): string {
  return `editions:${userId}:${launchpadId}`;
}
