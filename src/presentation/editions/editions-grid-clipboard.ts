import { EDITION_COLUMNS, type EditionColumn } from '../../domain/editions/edition-values';
import type { EditionPatch, EditionRow } from './edition-row-store';

/** Tab-separated cells as a spreadsheet copies them (a block of rows and columns). */
export function parseBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/** One value (a cell copied alone), or null for a block of several cells. */
export function singleValue(block: string[][]): string | null {
  if (block.length > 1 || (block[0]?.length ?? 0) > 1) return null;
  return block[0]?.[0] ?? '';
}

/**
 * The changes a pasted block makes from a starting cell: rows downwards and columns to the right
 * in the rows shown; what falls past the last row or column is left out.
 */
export function blockPatches(block: string[][], rows: readonly EditionRow[], startRow: number, startColumn: EditionColumn): EditionPatch[] {
  const first = EDITION_COLUMNS.indexOf(startColumn);
  const patches: EditionPatch[] = [];
  block.forEach((cells, r) => {
    const target = rows[startRow + r];
    if (!target) return;
    const values: Partial<Record<EditionColumn, string>> = {};
    cells.forEach((cell, c) => {
      const name = EDITION_COLUMNS[first + c];
      if (name) values[name] = cell;
    });
    patches.push({ key: target.key, values });
  });
  return patches;
}
