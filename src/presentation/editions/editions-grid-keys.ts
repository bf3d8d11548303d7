/** A cell of the grid: `row` -1 is the header row; `col` 0 is the row number. */
export interface CellPosition {
  row: number;
  col: number;
}

export interface GridBounds {
  rows: number;
  cols: number;
  /** Rows in one screen (PageUp/PageDown). */
  pageRows: number;
}

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where a navigation key moves the active cell, as the WAI-ARIA grid pattern has it: arrows by one,
 * Home/End to the row's ends, Ctrl+Home/End to the first and last cell, PageUp/PageDown by a screen.
 * The header row is reachable (its cells resize their column); `null` when the key does not move.
 */
export function movedPosition(from: CellPosition, event: Keys, bounds: GridBounds): CellPosition | null {
  const ctrl = event.ctrlKey || event.metaKey;
  const lastRow = bounds.rows - 1;
  const lastCol = bounds.cols - 1;
  const at = (row: number, col: number) => ({ row: clamp(row, -1, lastRow), col: clamp(col, 0, lastCol) });
  switch (event.key) {
    case 'ArrowUp':
      return at(from.row - 1, from.col);
    case 'ArrowDown':
      return at(from.row + 1, from.col);
    case 'ArrowLeft':
      return at(from.row, from.col - 1);
    case 'ArrowRight':
      return at(from.row, from.col + 1);
    case 'Home':
      return ctrl ? at(bounds.rows > 0 ? 0 : -1, 0) : at(from.row, 0);
    case 'End':
      return ctrl ? at(lastRow, lastCol) : at(from.row, lastCol);
    case 'PageUp':
      // A page up stops at the first row; only ↑ goes on to the header.
      return at(from.row < 0 ? -1 : Math.max(0, from.row - bounds.pageRows), from.col);
    case 'PageDown':
      return at(from.row + bounds.pageRows, from.col);
    default:
      return null;
  }
}

/** A key that types a character (starts editing with it), not a shortcut or a named key. */
export function isPrintable(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** The active cell moved by a commit in the editor (Enter down, Tab right, Shift+Tab left). */
export function afterCommit(from: CellPosition, move: 'down' | 'right' | 'left', bounds: GridBounds): CellPosition {
  if (move === 'down') return { row: Math.min(from.row + 1, bounds.rows - 1), col: from.col };
  // Tab stays among the editable cells (the row number is column 0).
  return { row: from.row, col: clamp(from.col + (move === 'right' ? 1 : -1), 1, bounds.cols - 1) };
}
