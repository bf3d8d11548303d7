import { observer } from 'mobx-react-lite';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { editionsCopy } from '../shared/copy/editions-copy';
import { useLayoutInRenderTask } from '../shared/scrolling/use-layout-in-render-task';
import type { EditionsEditorViewModel } from './editions-editor-view-model';
import { shownImage } from './edition-row-store';
import { copiedValue, pasteAt } from './editions-grid-clipboard';
import {
  columnIndex,
  editableColumn,
  GRID_COLUMNS,
  HEADER_HEIGHT,
  INITIAL_WIDTHS,
  MIN_WIDTHS,
  RESIZE_STEP,
  ROW_HEIGHT,
  widthVariables,
  type GridColumn,
} from './editions-grid-columns';
import { isCellEditor, type CellEditorElement, type EditorEnd } from './editions-grid-editor';
import { isPrintable, type CellPosition, type GridBounds } from './editions-grid-keys';
import { EditionsGridHeader } from './editions-grid-header';
import { EditionsGridRow } from './editions-grid-row';
import { focusTarget, positionOf, samePosition, thumbnailOf } from './editions-grid-targets';
import classes from './editions-grid.module.css';
import { GridCursor } from './grid-cursor';
import { useGridRows } from './use-grid-rows';
import { useGridScrolling } from './use-grid-scrolling';

/**
 * Whether a row is among the last few, where a growing editor (six lines, about four rows) would reach
 * past the last row, which the grid cannot scroll beyond; one with fewer rows above it grows downward.
 */
const nearEnd = (index: number, count: number) => index >= count - 5 && index >= 5;

/**
 * The editions grid: an ARIA grid (WAI-ARIA grid pattern: one tab stop on the active cell, arrows,
 * Home/End, Ctrl+Home/End, PageUp/PageDown; Enter, F2 or typing edits; Enter or Space on an image
 * opens it large) of plain elements, its rows virtualised (useGridRows). The row number and token id
 * columns stay in view sideways; a pasted block of cells fills the rows and columns from the active cell. The cursor (active cell, edit) is a GridCursor.
 */
export const EditionsGrid = observer(function EditionsGrid({ vm }: { vm: EditionsEditorViewModel }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [cursor] = useState(() => new GridCursor(() => !vm.editable));
  const [widths, setWidths] = useState(INITIAL_WIDTHS);
  /** The last press's pointer: a tap leaves the focus on the cell, so that no on-screen keyboard opens. */
  const pointerType = useRef('');
  const store = vm.store;
  const rows = vm.shown.rows;
  const uploads = vm.uploads.entries.size > 0 ? vm.uploads : null;

  const editing = cursor.editing;
  const position = cursor.positionIn(rows);
  const stop = cursor.stopIn(rows);

  const { virtualizer, inSlotOrder, rowId, rowOrder } = useGridRows(rows, stop.row, scroller);

  const bounds = (): GridBounds => ({
    rows: rows.length,
    cols: GRID_COLUMNS.length,
    pageRows: Math.max(1, Math.floor(((scroller.current?.clientHeight ?? 640) - HEADER_HEIGHT) / ROW_HEIGHT)),
  });

  /** Scrolls a cell into view: rows by the virtualiser, columns past the frozen two by hand. */
  const reveal = (cell: CellPosition) => {
    const box = scroller.current;
    if (!box) return;
    if (cell.row >= 0) virtualizer.scrollToIndex(cell.row, { align: 'auto' });
    if (cell.col < 2) return;
    const left = GRID_COLUMNS.slice(0, cell.col).reduce((sum, column) => sum + widths[column], 0);
    const frozen = widths.row + widths.tokenId;
    const width = widths[GRID_COLUMNS[cell.col]!];
    if (left - frozen < box.scrollLeft) box.scrollLeft = left - frozen;
    else if (left + width > box.scrollLeft + box.clientWidth) box.scrollLeft = left + width - box.clientWidth;
  };

  useLayoutEffect(() => {
    if (!cursor.takeFocus()) return;
    reveal(stop);
    const selector =
      stop.row < 0 ? `[data-header] > [data-col="${stop.col}"]` : `[data-row="${stop.row}"] > [data-col="${stop.col}"]`;
    const cell = scroller.current?.querySelector<HTMLElement>(selector);
    if (cell) focusTarget(cell).focus({ preventScroll: true });
  });

  useGridScrolling(scroller);
  useLayoutInRenderTask(scroller, rowOrder);

  const { key: activeKey, column: activeColumn } = cursor.activeCellIn(rows);
  const active = cursor.active;
  useEffect(() => {
    if (active) vm.setActiveKey(activeKey, activeColumn);
  }, [active, activeKey, activeColumn, vm]);

  // The summary asked for a row: show it, make that cell active and focus it.
  const jump = vm.shown.jumpTarget;
  useEffect(() => {
    if (jump) cursor.jumpTo(vm.shown.rows, jump.key, columnIndex(jump.column));
  }, [jump, vm, cursor]);

  // The editor's start and end, stable across renders so that memoised rows do not render again for them.
  const latest = useRef({ rows, bounds });
  latest.current = { rows, bounds };
  const onEditStart = useCallback(
    (input: CellEditorElement) => {
      const cell = positionOf(input);
      if (cell && !cursor.editing) cursor.beginEdit(latest.current.rows, cell, null);
    },
    [cursor],
  );
  const onEditEnd = useCallback(
    (end: EditorEnd) => {
      // The cursor ends the edit now, not at the next render: a click that ended it focuses its cell right after.
      const commit = cursor.endEdit(latest.current.rows, end, latest.current.bounds());
      if (commit) store.update(commit.key, commit.column, commit.value);
    },
    [cursor, store],
  );

  // Stable, so the memoised header does not render again on every scrolled frame.
  const resize = useCallback(
    (column: GridColumn, width: number) =>
      setWidths((all) => ({ ...all, [column]: Math.max(MIN_WIDTHS[column], Math.round(width)) })),
    [],
  );

  /** Opens the preview of a cell's image, when it is an image cell with one the page can show. */
  const previewImage = (cell: CellPosition) => {
    const row = editableColumn(cell.col) === 'image' ? rows[cell.row] : undefined;
    const link = row ? shownImage(row) : null;
    if (link !== null) vm.showPreview(link);
    return link !== null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = positionOf(event.target);
    if (!from) return;
    const ctrl = event.ctrlKey || event.metaKey;
    if (from.row < 0 && from.col > 0 && ctrl && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      const column = GRID_COLUMNS[from.col]!;
      resize(column, widths[column] + (event.key === 'ArrowRight' ? RESIZE_STEP : -RESIZE_STEP));
      return;
    }
    if (cursor.move(rows, from, event, bounds())) {
      event.preventDefault();
    } else if ((event.key === 'Enter' || event.key === ' ') && !cursor.editing && previewImage(from)) {
      // Enter or Space on an image the page can show opens its preview (F2 or typing edits the link).
      event.preventDefault();
    } else if ((event.key === 'Enter' || event.key === 'F2') && cursor.beginEdit(rows, from)) {
      event.preventDefault();
    } else if (isPrintable(event) && editableColumn(from.col) && from.row >= 0 && !isCellEditor(event.target)) {
      // Only before the cell's input has the focus (it types there itself): the typed character starts
      // the new value (preventDefault: it is not typed twice).
      event.preventDefault();
      cursor.beginEdit(rows, from, event.key);
    } else if (event.key === 'Delete' && from.row >= 0 && vm.editable) {
      const column = editableColumn(from.col);
      if (column) store.update(rows[from.row]!.key, column, '');
    }
  };

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    const value = copiedValue(rows, positionOf(event.target));
    if (value === null) return;
    event.clipboardData.setData('text/plain', value);
    event.preventDefault();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (vm.editable && pasteAt(store, rows, positionOf(event.target), event.clipboardData.getData('text/plain')))
      event.preventDefault();
  };

  const selected = cursor.selected;
  const widthStyle = useMemo(() => widthVariables(widths), [widths]);
  return (
    <>
      <div
        ref={scroller}
        role="grid"
        aria-label={editionsCopy.gridLabel}
        aria-readonly={!vm.editable}
        aria-describedby="editions-grid-keys editions-grid-hint"
        aria-rowcount={rows.length + 1}
        aria-colcount={GRID_COLUMNS.length}
        aria-owns={rows.length ? rowOrder : undefined}
        className={classes.grid}
        style={widthStyle}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const cell = positionOf(event.target);
          if (!cell || cursor.editing) return;
          // A data cell focused by a click passes the focus on to its input, once it is rendered (a tap does not:
          // on a touch screen a focused input opens the keyboard; a double tap edits).
          const toInput =
            cell.row >= 0 && editableColumn(cell.col) && !isCellEditor(event.target) && pointerType.current !== 'touch';
          if (toInput) cursor.activate(rows, cell);
          else if (!samePosition(cell, position)) cursor.select(rows, cell);
        }}
        onPointerDownCapture={(event) => (pointerType.current = event.pointerType)}
        // A thumbnail takes no focus (the cell would render again under the pointer); its click opens the preview.
        onMouseDown={(event) => thumbnailOf(event.target) && event.preventDefault()}
        onClick={(event) => {
          const cell = thumbnailOf(event.target) && positionOf(event.target);
          if (!cell) return;
          cursor.activate(rows, cell);
          previewImage(cell);
        }}
        onDoubleClick={(event) => {
          const cell = positionOf(event.target);
          if (cell && cell.row >= 0) cursor.beginEdit(rows, cell);
        }}
        onCopy={onCopy}
        onPaste={onPaste}
      >
        <EditionsGridHeader
          widths={widths}
          tabCol={stop.row < 0 ? stop.col : -1}
          activeCol={selected && stop.row < 0 ? stop.col : -1}
          onResize={resize}
        />
        {rows.length === 0 ? (
          <div className={classes.fallback}>
            {store.rows.length ? editionsCopy.noMatch : editionsCopy.empty(vm.editable)}
          </div>
        ) : (
          <div
            className={editing ? `${classes.body} ${classes.bodyEditing}` : classes.body}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {inSlotOrder.map(({ item, slot }) => {
              const row = rows[item.index]!;
              const isStop = item.index === stop.row;
              return (
                <EditionsGridRow
                  key={slot}
                  id={rowId(slot)}
                  row={row}
                  index={item.index}
                  rowNumber={(store.positionOf(row.key) ?? item.index) + 1}
                  top={item.start - HEADER_HEIGHT}
                  activeCol={isStop ? stop.col : -1}
                  selected={selected}
                  editing={isStop && editing?.key === row.key ? editing.start : null}
                  nearEnd={isStop && nearEnd(item.index, rows.length)}
                  uploads={uploads}
                  imageName={vm.imageFileName}
                  onEditStart={onEditStart}
                  onEditEnd={onEditEnd}
                />
              );
            })}
          </div>
        )}
      </div>
      <p id="editions-grid-keys" className={classes.keysHint}>
        {editionsCopy.gridKeys}
      </p>
    </>
  );
});
