import type { ServiceIdentifier } from 'inversify';
import type { ImportedValues } from '../../domain/editions/edition-records';
import type { EditionValues } from '../../domain/editions/edition-values';

export type EditionFileFormat = 'csv' | 'json';

/** A structural problem of a CSV line (its rows are still read). */
export interface EditionFileLineProblem {
  /** 1-based line of the file, the header being line 1. */
  line: number;
  code: 'quotes' | 'too-few-fields' | 'too-many-fields' | 'other';
}

export type EditionFileFailure =
  | { ok: false; reason: 'unsupported' | 'unreadable' | 'not-a-list' | 'empty' }
  | { ok: false; reason: 'too-large'; maxBytes: number }
  | { ok: false; reason: 'too-many-rows'; rows: number; maxRows: number };

export interface EditionFileRows {
  ok: true;
  format: EditionFileFormat;
  rows: ImportedValues[];
  unknownColumns: string[];
  lineProblems: EditionFileLineProblem[];
  /** Rows for which no source gave a token id (`token_id`, `tokenId`, `id`, `edition`, a `17.json` name): said once for the file. */
  withoutTokenId?: number;
  /**
   * Where ids came from when not from a top-level column, in one line of the report: a path one level
   * down (`custom_fields.edition`), `image` (the image link's file name) or `file` (a per-token file's name), and how many rows.
   */
  tokenIdFrom?: { source: string; rows: number }[];
  /** Per-token files read together: how many, and those left out (unreadable, or a list beside the per-token files). */
  files?: { read: number; skipped: { name: string; reason: 'unreadable' | 'list-beside-tokens' }[] };
}

export type EditionFileRead = EditionFileRows | EditionFileFailure;

/**
 * Editions spreadsheets and metadata files (CSV with a header row, or JSON). `read` parses off the
 * main thread where it can and never throws: a file it cannot use is `{ ok: false }` with the
 * reason; every row it can read is returned, cells as written, for the editor to check. A row holds
 * only the columns the file had (`ImportedValues`), so that a merge leaves the others alone.
 * A file over `EDITION_FILE_MAX_BYTES` is `too-large` before any of it is read; one with more rows
 * than `MAX_TOKENS_PER_REQUEST` is `too-many-rows` (with its count) before its rows are built.
 * `write` returns the export (`token_id, name, description, image, attributes`).
 */
export interface EditionFiles {
  read(file: File): Promise<EditionFileRead>;
  /**
   * Several JSON files picked or dropped together (per-token `1.json … N.json`, the ERC-721 layout)
   * as one sheet, in token id order. A list file among them (HashLips writes `_metadata.json` beside
   * the per-token files) is skipped, said so, as it repeats them.
   */
  readMany(files: readonly File[]): Promise<EditionFileRead>;
  write(rows: readonly EditionValues[], format: EditionFileFormat): Promise<Blob>;
}
export const EditionFiles: ServiceIdentifier<EditionFiles> = Symbol.for('EditionFiles');
