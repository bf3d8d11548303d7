import Papa from 'papaparse';
import {
  EDITION_COLUMNS,
  emptyEditionValues,
  type EditionColumn,
  type EditionValues,
} from '../../domain/editions/edition-values';
import type { EditionPatch, EditionRow, EditionRowStore } from './edition-row-store';
import { editableColumn } from './editions-grid-columns';
import type { CellPosition } from './editions-grid-keys';

/**
 * Tab-separated cells as a spreadsheet copies them (a block of rows and columns). A cell holding a
 * line break, a tab or a quote comes quoted (`"첫 줄\n둘째 줄"`), and stays one cell. Text that is
 * not quoted spreadsheet output (a stray `"` from a text editor) is split on tabs and line breaks as
 * it stands, so that nothing of it is lost to unquoting.
 */
export function parseBlock(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { delimiter: '\t', quoteChar: '"', skipEmptyLines: false });
  const quoteTrouble = parsed.errors.some((error) => error.type === 'Quotes');
  const lines = quoteTrouble
    ? text
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => line.split('\t'))
    : parsed.data;
  // A copied block ends with a line break: no empty row after it.
  const last = lines.at(-1);
  if (lines.length > 1 && last?.length === 1 && last[0] === '') lines.pop();
  return lines;
}

/** One value (a cell copied alone), or null for a block of several cells. */
export function singleValue(block: string[][]): string | null {
  if (block.length > 1 || (block[0]?.length ?? 0) > 1) return null;
  return block[0]?.[0] ?? '';
}

export interface BlockChanges {
  /** The rows shown from the starting cell down, with the block's cells from its column rightwards. */
  patches: EditionPatch[];
  /**
   * The block's rows past the last row shown, as new rows (a spreadsheet grows the same way): a row
   * whose block does not reach the token id column gets the next free ids, from `nextTokenId`.
   */
  added: EditionValues[];
}

/** The changes a pasted block makes from a starting cell; columns past the last are left out. */
export function blockChanges(
  block: string[][],
  rows: readonly EditionRow[],
  startRow: number,
  startColumn: EditionColumn,
  nextTokenId: number,
): BlockChanges {
  const first = EDITION_COLUMNS.indexOf(startColumn);
  const valuesOf = (cells: string[]) => {
    const values: Partial<Record<EditionColumn, string>> = {};
    cells.forEach((cell, c) => {
      const name = EDITION_COLUMNS[first + c];
      if (name) values[name] = cell;
    });
    return values;
  };
  const changes: BlockChanges = { patches: [], added: [] };
  block.forEach((cells, r) => {
    const target = rows[startRow + r];
    if (target) changes.patches.push({ key: target.key, values: valuesOf(cells) });
    else
      changes.added.push({
        ...emptyEditionValues(),
        tokenId: String(nextTokenId + changes.added.length),
        ...valuesOf(cells),
      });
  });
  return changes;
}

/** What copying a cell puts on the clipboard: a data cell's value, or null (the row number, the header). */
export function copiedValue(rows: readonly EditionRow[], cell: CellPosition | null): string | null {
  const column = cell && editableColumn(cell.col);
  const row = cell && rows[cell.row];
  return column && row ? row[column] : null;
}

/**
 * Pastes text at a data cell of the rows shown: one value into the cell, or a block over the rows and
 * columns from it (rows past the last are added). False when the cell is not a row's (the header).
 */
export function pasteAt(
  store: Pick<EditionRowStore, 'update' | 'patch' | 'append' | 'nextTokenId'>,
  rows: readonly EditionRow[],
  cell: CellPosition | null,
  text: string,
): boolean {
  const row = cell && rows[cell.row];
  if (!cell || !row) return false;
  // Pasted on the row number, a block starts at the token id.
  const column = editableColumn(Math.max(1, cell.col))!;
  const block = parseBlock(text);
  const single = singleValue(block);
  if (single !== null) store.update(row.key, column, single);
  else {
    const { patches, added } = blockChanges(block, rows, cell.row, column, store.nextTokenId);
    store.patch(patches);
    store.append(added);
  }
  return true;
}
