import type { CellPosition } from './editions-grid-keys';
import { PREVIEW_ATTRIBUTE } from './editions-grid-row';

/** The grid position of a cell element or of something in it (its row's `data-row`, -1 for the header, and `data-col`). */
export function positionOf(target: EventTarget | null): CellPosition | null {
  const cell = target instanceof Element ? target.closest<HTMLElement>('[data-col]') : null;
  const row = cell?.parentElement;
  if (!cell || !row) return null;
  return { row: row.dataset.row === undefined ? -1 : Number(row.dataset.row), col: Number(cell.dataset.col) };
}

export const samePosition = (a: CellPosition | null, b: CellPosition | null) => a?.row === b?.row && a?.col === b?.col;

/** What takes the focus in a cell: the editor resting in the active data cell, or the cell itself. */
export const focusTarget = (cell: HTMLElement): HTMLElement =>
  cell.querySelector<HTMLElement>(':scope > input, :scope > textarea') ?? cell;

/** The image cell's thumbnail an event came from, or null. */
export const thumbnailOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest(`[${PREVIEW_ATTRIBUTE}]`) : null;
