import { makeAutoObservable, observableRef } from 'mobx';
import type { EditionFileFailure, EditionFileLineProblem, EditionFileRead, EditionFiles } from '../../application/ports/edition-files';
import { withEmptyColumns } from '../../domain/editions/edition-records';
import type { EditionRowStore } from './edition-row-store';

export interface ImportReport {
  fileName: string;
  rows: number;
  badRows: number;
  unknownColumns: string[];
  lineProblems: EditionFileLineProblem[];
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
  failure: EditionFileFailure | null = null;

  constructor(
    private readonly files: EditionFiles,
    private readonly store: EditionRowStore,
  ) {
    makeAutoObservable<this, 'files' | 'store'>(this, { files: false, store: false, pending: observableRef, report: observableRef }, { autoBind: true });
  }

  async read(file: File): Promise<void> {
    this.reading = true;
    this.failure = null;
    this.report = null;
    const read = await this.files.read(file);
    this.reading = false;
    if (!read.ok) {
      this.failure = read;
      return;
    }
    if (read.rows.length === 0) {
      this.failure = { ok: false, reason: 'empty' };
      return;
    }
    const pending = { fileName: file.name, read };
    if (this.store.rows.length === 0) this.apply(pending, 'replace');
    else this.pending = pending;
  }

  choose(how: 'merge' | 'replace' | 'cancel'): void {
    const pending = this.pending;
    this.pending = null;
    if (pending && how !== 'cancel') this.apply(pending, how);
  }

  dismiss(): void {
    this.report = null;
    this.failure = null;
  }

  private apply({ fileName, read }: Pending, how: 'merge' | 'replace'): void {
    const rows = read.rows;
    // Replace keeps nothing of the table, so a column the file lacks is empty; merge keeps it.
    if (how === 'replace') this.store.replaceAll(rows.map(withEmptyColumns), () => true);
    else this.store.merge(rows);
    this.report = {
      fileName,
      rows: rows.length,
      // The table's rows with a problem after the import (duplicates of earlier rows included).
      badRows: this.store.invalidRowCount,
      unknownColumns: read.unknownColumns,
      lineProblems: read.lineProblems,
    };
  }
}
