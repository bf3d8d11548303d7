import Papa from 'papaparse';
import { EDITION_COLUMNS, emptyEditionValues, type EditionColumn, type EditionValues } from '../../domain/editions/edition-values';
import type { EditionPatch, EditionRow } from './edition-row-store';

/**
 * Tab-separated cells as a spreadsheet copies them (a block of rows and columns). A cell holding a
 * line break, a tab or a quote comes quoted (`"첫 줄\n둘째 줄"`), and stays one cell. Text that is
 * not quoted spreadsheet output (a stray `"` from a text editor) is split on tabs and line breaks as
 * it stands, so that nothing of it is lost to unquoting.
 */
export function parseBlock(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { delimiter: '\t', quoteChar: '"', skipEmptyLines: false });
  const quoteTrouble = parsed.errors.some((error) => error.type === 'Quotes');
  const lines = quoteTrouble ? text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.split('\t')) : parsed.data;
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
export function blockChanges(block: string[][], rows: readonly EditionRow[], startRow: number, startColumn: EditionColumn, nextTokenId: number): BlockChanges {
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
    else changes.added.push({ ...emptyEditionValues(), tokenId: String(nextTokenId + changes.added.length), ...valuesOf(cells) });
  });
  return changes;
}
