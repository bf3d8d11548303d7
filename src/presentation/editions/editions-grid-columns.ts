import { EDITION_COLUMNS, type EditionColumn } from '../../domain/editions/edition-values';

/** The grid's columns in order: the row number (read-only), then the token's cells. */
export const GRID_COLUMNS = ['row', ...EDITION_COLUMNS] as const;
export type GridColumn = (typeof GRID_COLUMNS)[number];

export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 38;

/** Starting widths in px. Fixed widths: no cell is measured, so a row costs the same wherever it scrolls in. */
export const INITIAL_WIDTHS: Record<GridColumn, number> = {
  row: 64,
  tokenId: 110,
  name: 200,
  description: 280,
  image: 220,
  attributes: 300,
};
export const MIN_WIDTHS: Record<GridColumn, number> = {
  row: 64,
  tokenId: 80,
  name: 80,
  description: 80,
  image: 80,
  attributes: 240,
};
/** Ctrl+←/→ on a header widens or narrows its column by this much. */
export const RESIZE_STEP = 16;

/** The editable column at a grid column index (index 0, the row number, has none). */
export function editableColumn(index: number): EditionColumn | null {
  return index >= 1 ? (EDITION_COLUMNS[index - 1] ?? null) : null;
}

export function columnIndex(column: EditionColumn): number {
  return EDITION_COLUMNS.indexOf(column) + 1;
}

/** Widths as CSS variables on the grid: a resize restyles the rows in view without rendering them again. */
export function widthVariables(widths: Record<GridColumn, number>): Record<string, string> {
  const variables: Record<string, string> = {};
  let total = 0;
  GRID_COLUMNS.forEach((column, i) => {
    variables[`--col-${i}`] = `${widths[column]}px`;
    total += widths[column];
  });
  variables['--grid-width'] = `${total}px`;
  return variables;
}
