import { makeAutoObservable, observableRef } from 'mobx';
import type { EditionSheets } from '../../application/editions/edition-sheets';
import type {
  EditionFileFailure,
  EditionFileLineProblem,
  EditionFileRead,
} from '../../application/ports/edition-files';
import { withEmptyColumns } from '../../domain/editions/edition-records';
import { editionsCopy } from '../shared/copy/editions-copy';
import type { EditionRowStore } from './edition-row-store';

export interface ImportReport {
  fileName: string;
  format: 'csv' | 'json';
  rows: number;
  badRows: number;
  unknownColumns: string[];
  lineProblems: EditionFileLineProblem[];
  /** Rows no column or file name gave a token id: one line for the file. */
  withoutTokenId: number;
  /** Where ids came from when not from a top-level field (one line of the report). */
  tokenIdFrom: { source: string; rows: number }[];
  files: Extract<EditionFileRead, { ok: true }>['files'];
}

type Pending = { fileName: string; read: Extract<EditionFileRead, { ok: true }> };

/**
 * Importing a CSV or JSON file into the row store: every row goes in (bad ones too, to be fixed in
 * the grid), and a table that already has rows asks first: merge by token id, or replace.
 */
export class EditionImport {
  reading = false;
  /** A file read while the table has rows: waiting for 합치기 / 바꾸기. */
  pending: Pending | null = null;
  report: ImportReport | null = null;
  /** The file whose import was just undone. */
  undone: string | null = null;
  failure: EditionFileFailure | null = null;
  /** Ends the wait of the `read` whose file is pending. */
  private settle: (() => void) | null = null;

  constructor(
    private readonly sheets: Pick<EditionSheets, 'read'>,
    private readonly store: EditionRowStore,
  ) {
    makeAutoObservable<this, 'sheets' | 'store' | 'settle'>(
      this,
      { sheets: false, store: false, settle: false, pending: observableRef, report: observableRef },
      { autoBind: true },
    );
  }

  /**
   * Reads a file into the table. Resolves once the table holds what it will hold: at once, or, when
   * the table already has rows, after 합치기 / 바꾸기 / 취소 — images dropped with the file are matched
   * to the rows that result, not to rows a replace is about to take away.
   */
  async read(file: File): Promise<void> {
    return this.readAll([file]);
  }

  /** Several files at once: per-token metadata `1.json … N.json` (by picker or drop) as one sheet. */
  async readAll(files: readonly File[]): Promise<void> {
    const file = files[0];
    if (!file) return;
    this.reading = true;
    this.failure = null;
    this.report = null;
    this.undone = null;
    const read = await this.sheets.read(files);
    this.reading = false;
    if (!read.ok) {
      this.failure = read;
      return;
    }
    if (read.rows.length === 0) {
      this.failure = { ok: false, reason: 'empty' };
      return;
    }
    const pending = {
      fileName: files.length === 1 ? file.name : editionsCopy.importResult.manyFiles(files.length),
      read,
    };
    if (this.store.rows.length === 0) {
      this.apply(pending, 'replace');
      return;
    }
    this.settle?.();
    this.pending = pending;
    await new Promise<void>((resolve) => (this.settle = resolve));
  }

  choose(how: 'merge' | 'replace' | 'cancel'): void {
    const pending = this.pending;
    this.pending = null;
    if (pending && how !== 'cancel') this.apply(pending, how);
    this.settle?.();
    this.settle = null;
  }

  /** Whether the import just reported can still be undone (the table has not changed since). */
  get canUndo(): boolean {
    return this.report !== null && this.store.beforeImport !== null;
  }

  /** 가져오기 되돌리기: the table as it was before the file. */
  undo(): void {
    if (!this.canUndo) return;
    this.store.undoImport();
    this.undone = this.report!.fileName;
    this.report = null;
  }

  dismiss(): void {
    this.report = null;
    this.failure = null;
    this.undone = null;
  }

  private apply({ fileName, read }: Pending, how: 'merge' | 'replace'): void {
    const rows = read.rows;
    const before = new Set(this.store.rows);
    // Replace keeps nothing of the table, so a column the file lacks is empty; merge keeps it.
    this.store.importing(() => {
      if (how === 'replace') this.store.replaceAll(rows.map(withEmptyColumns), () => true);
      else this.store.merge(rows);
    });
    this.report = {
      fileName,
      format: read.format,
      withoutTokenId: read.withoutTokenId ?? 0,
      tokenIdFrom: read.tokenIdFrom ?? [],
      files: read.files,
      rows: rows.length,
      // The rows the file brought or changed that have a problem now (a duplicate of an earlier row
      // included), not every row of the table: a merge of 300 good tokens into a table with 1,000
      // rows still missing their images reports none.
      badRows: this.store.rows.filter((row) => !before.has(row) && (row.problems || row.serverProblem)).length,
      unknownColumns: read.unknownColumns,
      lineProblems: read.lineProblems,
    };
  }
}
