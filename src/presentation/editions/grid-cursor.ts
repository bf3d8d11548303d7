import { makeAutoObservable, observableRef } from 'mobx';
import type { EditionColumn } from '../../domain/editions/edition-values';
import type { EditionRow } from './edition-row-store';
import { editableColumn } from './editions-grid-columns';
import type { EditorEnd, EditStart } from './editions-grid-editor';
import { afterCommit, movedPosition, type CellPosition, type GridBounds } from './editions-grid-keys';

/**
 * A cell held by its row's key, not its place: the rows shown move under it (an upload finishing under
 * 이미지 없음, a fix under 오류만, a delete), and a place would then name another row. `row` is where it
 * was, for when its row is no longer shown. The header's cells have no key.
 */
export type HeldCell = { readonly key: number | null; readonly row: number; readonly col: number };

/** The edit under way: its row by key, so that it is committed to that row wherever the row went. */
export type CellEdit = { readonly key: number; readonly col: number; readonly start: EditStart };

/** A value an edit ended with, for the row store. */
export type CellCommit = { key: number; column: EditionColumn; value: string };

type Keys = Parameters<typeof movedPosition>[1];

/**
 * The editions grid's cursor: the active cell and the edit under way, and how keys and the editor's
 * end move them. `rows` in each call are the rows shown now (a filter may hide some); `bounds` the
 * grid's size. It decides; the grid renders, scrolls and focuses.
 */
export class GridCursor {
  active: HeldCell | null = null;
  editing: CellEdit | null = null;
  /** The active cell is to take the focus after the next render (it may only then be rendered). */
  focusPending = false;
  /** The last search of the active row among the rows shown: searched again only when they or the cell change, not on every scrolled frame. */
  private found: { rows: readonly EditionRow[] | null; key: number | null; at: number } = {
    rows: null,
    key: null,
    at: -1,
  };

  /** `readOnly`: no cell is edited (the launch does not let its tokens change); moving and copying stay. */
  constructor(private readonly readOnly: () => boolean = () => false) {
    // The queries are plain functions read in every render (each scrolled frame): tracked, not actions.
    makeAutoObservable<this, 'found' | 'readOnly'>(
      this,
      {
        active: observableRef,
        editing: observableRef,
        focusPending: false,
        found: false,
        readOnly: false,
        positionIn: false,
        stopIn: false,
        activeCellIn: false,
        takeFocus: false,
      },
      { autoBind: true },
    );
  }

  /** Whether the creator has chosen a cell (before that, nothing is shown as selected). */
  get selected(): boolean {
    return this.active !== null;
  }

  /** The active cell among the rows shown: its row's place, or, when a filter or a delete took the row away, the cell at its old place. */
  positionIn(rows: readonly EditionRow[]): CellPosition | null {
    const active = this.active;
    if (!active) return null;
    if (this.found.rows !== rows || this.found.key !== active.key) {
      this.found = {
        rows,
        key: active.key,
        at: active.key === null ? -1 : rows.findIndex((row) => row.key === active.key),
      };
    }
    return { row: this.found.at >= 0 ? this.found.at : Math.min(active.row, rows.length - 1), col: active.col };
  }

  /** The grid's one tab stop: the active cell, or before any is chosen the first cell (the header's when there are no rows). */
  stopIn(rows: readonly EditionRow[]): CellPosition {
    return this.positionIn(rows) ?? (rows.length ? { row: 0, col: 1 } : { row: -1, col: 0 });
  }

  /** The row and column of the active data cell, or nulls (the header, the row number). */
  activeCellIn(rows: readonly EditionRow[]): { key: number | null; column: EditionColumn | null } {
    const position = this.positionIn(rows);
    const inRows = position !== null && position.row >= 0;
    return {
      key: inRows ? (rows[position.row]?.key ?? null) : null,
      column: inRows ? editableColumn(position.col) : null,
    };
  }

  /** Makes a cell active (a click, a focus). */
  select(rows: readonly EditionRow[], cell: CellPosition): void {
    this.active = { key: cell.row >= 0 ? (rows[cell.row]?.key ?? null) : null, row: cell.row, col: cell.col };
  }

  /** Makes a cell active and has it take the focus. */
  activate(rows: readonly EditionRow[], cell: CellPosition): void {
    this.focusPending = true;
    this.select(rows, cell);
  }

  /** Makes a row's cell active and focused (the summary asked for it); false when the row is not shown. */
  jumpTo(rows: readonly EditionRow[], key: number, col: number): boolean {
    const row = rows.findIndex((r) => r.key === key);
    if (row < 0) return false;
    this.focusPending = true;
    this.active = { key, row, col };
    return true;
  }

  /** Moves the active cell by a navigation key (arrows, Home/End, Ctrl+Home/End, PageUp/PageDown); false for any other key. */
  move(rows: readonly EditionRow[], from: CellPosition, keys: Keys, bounds: GridBounds): boolean {
    const moved = movedPosition(from, keys, bounds);
    if (moved) this.activate(rows, moved);
    return moved !== null;
  }

  /** Edits a data cell from its value, or (`initial` null) from what was just typed into its input; false for a cell not edited. */
  beginEdit(rows: readonly EditionRow[], cell: CellPosition, initial?: string | null): boolean {
    const column = editableColumn(cell.col);
    const row = rows[cell.row];
    if (!column || !row || this.readOnly()) return false;
    this.select(rows, cell);
    this.editing = { key: row.key, col: cell.col, start: { initial: initial === undefined ? row[column] : initial } };
    return true;
  }

  /**
   * Ends the edit under way: Enter moves down, Tab right or left, Escape keeps the value. Returns the
   * value to write (null when cancelled). A row that left the view while edited keeps the edit; the
   * active cell then stays where it is.
   */
  endEdit(rows: readonly EditionRow[], end: EditorEnd, bounds: GridBounds): CellCommit | null {
    const current = this.editing;
    if (!current) return null;
    this.editing = null;
    const column = editableColumn(current.col);
    const commit = end.value !== null && column ? { key: current.key, column, value: end.value } : null;
    const row = rows.findIndex((r) => r.key === current.key);
    if (end.refocus && row >= 0) {
      const cell = { row, col: current.col };
      this.activate(rows, end.value !== null && end.move ? afterCommit(cell, end.move, bounds) : cell);
    }
    return commit;
  }

  /** Whether the active cell is to take the focus now (once; not while editing, where the editor has it). */
  takeFocus(): boolean {
    if (!this.focusPending || this.editing) return false;
    this.focusPending = false;
    return true;
  }
}
