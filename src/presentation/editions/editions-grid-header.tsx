import { memo, useRef, type PointerEvent } from 'react';
import { editionsCopy } from '../shared/copy/editions-copy';
import { GRID_COLUMNS, type GridColumn } from './editions-grid-columns';
import { cellClass } from './editions-grid-row';
import classes from './editions-grid.module.css';

/**
 * The grid's header row: a columnheader per column, reachable by the keyboard (the active cell can
 * move up to it, and Ctrl+←/→ there resizes its column), each but the row number with an edge to drag.
 */
// Memoised: the grid renders on every scrolled frame, the header only when its own props change.
export const EditionsGridHeader = memo(function EditionsGridHeader({
  widths,
  tabCol,
  activeCol,
  onResize,
}: {
  widths: Record<GridColumn, number>;
  /** The header cell that is the grid's tab stop, or -1. */
  tabCol: number;
  /** The header cell that is the active cell, or -1. */
  activeCol: number;
  onResize: (column: GridColumn, width: number) => void;
}) {
  const drag = useRef<{ column: GridColumn; x: number; width: number } | null>(null);
  const onResizeStart = (event: PointerEvent<HTMLSpanElement>, column: GridColumn) => {
    // Not a focus or a text selection: the pointer drags the edge.
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { column, x: event.clientX, width: widths[column] };
  };
  const onResizeMove = (event: PointerEvent<HTMLSpanElement>) => {
    const current = drag.current;
    if (current) onResize(current.column, current.width + event.clientX - current.x);
  };
  return (
    <div role="row" aria-rowindex={1} data-header className={classes.headerRow}>
      {GRID_COLUMNS.map((column, col) => (
        <div
          key={column}
          role="columnheader"
          aria-colindex={col + 1}
          tabIndex={tabCol === col ? 0 : -1}
          data-col={col}
          className={cellClass(col, classes.header, activeCol === col)}
        >
          {editionsCopy.columns[column]}
          {col > 0 && (
            <span
              aria-hidden
              className={classes.resizer}
              onPointerDown={(event) => onResizeStart(event, column)}
              onPointerMove={onResizeMove}
              onPointerUp={() => (drag.current = null)}
              onPointerCancel={() => (drag.current = null)}
            />
          )}
        </div>
      ))}
    </div>
  );
});
