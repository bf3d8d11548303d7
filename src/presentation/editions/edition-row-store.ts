import { makeAutoObservable, observableRef } from 'mobx';
import type { EditionProblem } from '../../domain/editions/check-edition';
import type { ImportedValues } from '../../domain/editions/edition-records';
import type { EditionCounts } from '../../domain/editions/edition-counts';
import { completionOf, type EditionsCompletion } from '../../domain/editions/editions-completion';
import {
  rowProblems,
  valuesOf,
  type EditionPatch,
  type EditionRow,
  type RowProblem,
} from '../../domain/editions/edition-row';
import { EditionTable } from '../../domain/editions/edition-table';
import type { ImportStep, RemovedRows } from '../../domain/editions/edition-undo';
import type { EditionColumn, EditionValues } from '../../domain/editions/edition-values';

// The row and its helpers are the domain's; the editor's files keep importing them from here.
export {
  EditionRow,
  problemAt,
  shownImage,
  tokenOf,
  valuesOf,
  type EditionPatch,
  type RowProblem,
  type ServerProblem,
} from '../../domain/editions/edition-row';

/**
 * The editions table (src/domain/editions/edition-table.ts) made observable for the editor. MobX holds
 * the table's rows array by reference only: 10,000 rows are never copied into observables, and an edit
 * replaces one row object and the array, so the grid (memoised by row) renders that row alone. Every
 * change goes through an action here, which publishes what the table changed.
 */
export class EditionRowStore {
  rows: readonly EditionRow[] = [];
  /** What the last delete removed, for 되돌리기. */
  lastRemoved: RemovedRows | null = null;
  /** The token ids the server holds (loaded or saved): a row deleted from the table stays there, and the screen says so. */
  serverTokenIds: ReadonlySet<number> = new Set();
  /** The counts over the rows, kept by the table as rows change (a landing of links recounts its rows alone). */
  counts: EditionCounts;
  /** The last import's undo, published so that `beforeImport` follows it. */
  private lastImport: ImportStep | null = null;
  private readonly table = new EditionTable();
  private published = 0;

  constructor() {
    this.counts = this.table.counts;
    makeAutoObservable<this, 'table' | 'published' | 'lastImport'>(
      this,
      {
        rows: observableRef,
        lastRemoved: observableRef,
        lastImport: observableRef,
        serverTokenIds: observableRef,
        counts: observableRef,
        table: false,
        published: false,
      },
      { autoBind: true },
    );
  }

  /** Replaces every row (load, restore, import by replace). */
  replaceAll(list: readonly EditionValues[], dirty: (index: number) => boolean): void {
    this.table.replaceAll(list, dirty);
    this.publish();
  }

  /** Import by merge (see EditionTable.merge). */
  merge(list: readonly ImportedValues[]): void {
    this.table.merge(list);
    this.publish();
  }

  /** The table before the last import, while the rows are still the ones the import made. */
  get beforeImport(): readonly EditionRow[] | null {
    return this.lastImport?.after === this.rows ? this.lastImport.before : null;
  }

  /** The rows as they are now are the server's (just loaded). */
  setSaved(): void {
    this.table.setSaved();
    this.publish();
  }

  /** Whether these values are a server token's as last loaded or saved. */
  isSaved(values: EditionValues): boolean {
    return this.table.isSaved(values);
  }

  /** Server tokens no row of the table holds: deleted here, kept there (the API has no delete). */
  get keptOnServer(): number {
    // Read so the count follows the table's changes (the table's index is not observable).
    void this.rows;
    void this.serverTokenIds;
    return this.table.keptOnServer;
  }

  /** Makes an import's change (a merge or a replace) one that 가져오기 되돌리기 can take back. */
  importing(change: () => void): void {
    const before = this.table.rows;
    change();
    this.table.finishImport(before);
    this.publish();
  }

  /** The last import can no longer be undone: a save has begun (see EditionTable.settleImport). */
  settleImport(): void {
    this.table.settleImport();
    this.publish();
  }

  /** Puts the table back as it was before the last import: its rows, with their unsaved marks and problems. */
  undoImport(): void {
    this.table.undoImport();
    this.publish();
  }

  /** Adds rows at the end; returns their keys. */
  append(list: readonly EditionValues[]): number[] {
    const keys = this.table.append(list);
    this.publish();
    return keys;
  }

  update(key: number, column: EditionColumn, value: string): void {
    this.patch([{ key, values: { [column]: value } }]);
  }

  /** Changes cells of several rows at once (paste, matched images, merge). */
  patch(patches: readonly EditionPatch[]): void {
    this.table.patch(patches);
    this.publish();
  }

  remove(keys: readonly number[]): void {
    this.table.remove(keys);
    this.publish();
  }

  /** Puts the last deleted rows back where they were. */
  undoRemove(): void {
    this.table.undoRemove();
    this.publish();
  }

  /** The rows saved as they were sent are clean again (a row edited meanwhile stays dirty). */
  markSaved(sent: readonly EditionRow[]): void {
    this.table.markSaved(sent);
    this.publish();
  }

  /** A refusal by the server for one row, shown at its cell. */
  markRefused(refusals: readonly { key: number; column: EditionColumn; problem: EditionProblem }[]): void {
    this.table.markRefused(refusals);
    this.publish();
  }

  /** The first row with this token id, or null (an id that is not a number has none). */
  keyOfTokenId(tokenId: string): number | null {
    return this.table.keyOfTokenId(tokenId);
  }

  positionOf(key: number): number | null {
    void this.rows;
    return this.table.positionOf(key);
  }

  /**
   * Every cell problem, in table order (the summary). None without a row in error, and then the same
   * empty list: the summary does not render again at each landing of links.
   */
  get problems(): readonly RowProblem[] {
    return this.counts.withError === 0 ? NO_PROBLEMS : rowProblems(this.rows);
  }

  /** Rows with an error (an image still to upload is none: it is counted in `waitingForImage`). */
  get invalidRowCount(): number {
    return this.counts.withError;
  }

  /** Rows whose only problem is an image still to upload. */
  get waitingForImage(): number {
    return this.counts.waitingForImage;
  }

  /** How many rows: a number that changes when rows come or go, not at each edit. */
  get rowCount(): number {
    return this.counts.rows;
  }

  /** Rows, rows with their image, unsaved rows; done when all are saved with their images. */
  get completion(): EditionsCompletion {
    return completionOf(this.counts);
  }

  /** The unsaved rows, in table order (what a save sends, with those that have a problem). */
  get dirtyRows(): EditionRow[] {
    return this.rows.filter((row) => row.dirty);
  }

  get isDirty(): boolean {
    return this.counts.unsaved > 0;
  }

  /** The highest token id plus one (a new row's suggestion). */
  get nextTokenId(): number {
    void this.rows;
    return this.table.nextTokenId();
  }

  values(): EditionValues[] {
    return this.rows.map(valuesOf);
  }

  /** What the table changed, to the observers (each field only when it is another object). */
  private publish(): void {
    const table = this.table;
    if (table.version === this.published) return;
    this.published = table.version;
    this.rows = table.rows;
    this.lastRemoved = table.undo.lastRemoved;
    this.lastImport = table.undo.lastImport;
    this.serverTokenIds = table.serverTokenIds;
    this.counts = table.counts;
  }
}

const NO_PROBLEMS: readonly RowProblem[] = Object.freeze([]);
