import type { EditionRow } from './edition-row';

/** Rows a delete took away and the places they held, for 되돌리기. */
export interface RemovedRows {
  readonly rows: readonly EditionRow[];
  readonly positions: readonly number[];
}

/** The table before an import and the rows the import made. */
export interface ImportStep {
  readonly before: readonly EditionRow[];
  readonly after: readonly EditionRow[];
}

/**
 * What the editions table can take back: the last delete, and the last import. Plain data: the
 * table records into it and asks it; nothing here changes rows.
 */
export class EditionUndo {
  lastRemoved: RemovedRows | null = null;
  lastImport: ImportStep | null = null;

  /**
   * The table before the last import, while the rows are still the ones the import made: any later
   * change (an edit, a delete, rows marked saved) makes a new rows array, and ends the undo, since
   * undoing then would drop later edits or show saved values as never sent.
   */
  beforeImport(rows: readonly EditionRow[]): readonly EditionRow[] | null {
    return this.lastImport?.after === rows ? this.lastImport.before : null;
  }

  /** The last delete, given once: undoing it forgets it. */
  takeRemoved(): RemovedRows | null {
    const last = this.lastRemoved;
    this.lastRemoved = null;
    return last;
  }
}
