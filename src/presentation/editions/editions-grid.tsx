import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { editionsCopy } from '../shared/copy/editions-copy';
import { useLayoutInRenderTask } from '../shared/scrolling/use-layout-in-render-task';
import type { EditionsEditorViewModel } from './editions-editor-view-model';
import type { EditionRow } from './edition-row-store';
import { blockChanges, parseBlock, singleValue } from './editions-grid-clipboard';
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
import { isCellEditor, type CellEditorElement, type EditorEnd, type EditStart } from './editions-grid-editor';
import { afterCommit, isPrintable, movedPosition, type CellPosition, type GridBounds } from './editions-grid-keys';
import { EditionsGridHeader } from './editions-grid-header';
import { EditionsGridRow } from './editions-grid-row';
import classes from './editions-grid.module.css';
import { RowSlots } from './row-slots';
import { useGridScrolling } from './use-grid-scrolling';

/**
 * Whether a row is among the last few, where a growing editor (six lines, about four rows) would reach
 * past the last row, which the grid cannot scroll beyond; one with fewer rows above it grows downward.
 */
const nearEnd = (index: number, count: number) => index >= count - 5 && index >= 5;

/** The grid position of a cell element (its row's `data-row`, -1 for the header, and `data-col`). */
function positionOf(target: EventTarget | null): CellPosition | null {
  const cell = target instanceof Element ? target.closest<HTMLElement>('[data-col]') : null;
  const row = cell?.parentElement;
  if (!cell || !row) return null;
  return { row: row.dataset.row === undefined ? -1 : Number(row.dataset.row), col: Number(cell.dataset.col) };
}

const samePosition = (a: CellPosition | null, b: CellPosition | null) => a?.row === b?.row && a?.col === b?.col;

/**
 * A cell held by its row's key, not its place: the rows shown move under it (an upload finishing under
 * 이미지 없음, a fix under 오류만, a delete), and a place would then name another row. `row` is where it
 * was, for when its row is no longer shown. The header's cells have no key.
 */
type HeldCell = { key: number | null; row: number; col: number };

const hold = (shown: readonly EditionRow[], cell: CellPosition): HeldCell => ({ key: cell.row >= 0 ? (shown[cell.row]?.key ?? null) : null, row: cell.row, col: cell.col });

/** What takes the focus in a cell: the editor resting in the active data cell, or the cell itself. */
const focusTarget = (cell: HTMLElement): HTMLElement => cell.querySelector<HTMLElement>(':scope > input, :scope > textarea') ?? cell;

/**
 * The editions grid: an ARIA grid (WAI-ARIA grid pattern: one tab stop on the active cell, arrows,
 * Home/End, Ctrl+Home/End, PageUp/PageDown; Enter, F2 or typing edits) of plain elements, its rows
 * virtualised with TanStack Virtual inside the grid's own scroll box. The row number and token id
 * columns stay in view sideways; a pasted block of cells fills the rows and columns
 * from the active cell.
 */
export const EditionsGrid = observer(function EditionsGrid({ vm }: { vm: EditionsEditorViewModel }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActiveCell] = useState<HeldCell | null>(null);
  /** The edit under way: its row by key, so that it is committed to that row wherever the row went. */
  const [editing, setEditing] = useState<{ key: number; col: number; start: EditStart } | null>(null);
  const [widths, setWidths] = useState(INITIAL_WIDTHS);
  /** Focus the active cell after the next render (it may only then be rendered). */
  const focusPending = useRef(false);
  /** The last press's pointer: a tap leaves the focus on the cell, so that no on-screen keyboard opens. */
  const pointerType = useRef('');
  const store = vm.store;
  const rows = vm.visibleRows;
  const uploads = vm.uploads.entries.size > 0 ? vm.uploads : null;

  // The active cell within the rows shown now: its row's place, or, when a filter or a delete took the
  // row away, the cell at its old place; before any is chosen, the first cell is the grid's tab stop.
  // (Searched only when the rows or the cell change, not on every scrolled frame.)
  const heldKey = active?.key ?? null;
  const shownAt = useMemo(() => (heldKey === null ? -1 : rows.findIndex((row) => row.key === heldKey)), [rows, heldKey]);
  const position: CellPosition | null = active && { row: shownAt >= 0 ? shownAt : Math.min(active.row, rows.length - 1), col: active.col };
  const setActive = (cell: CellPosition) => setActiveCell(hold(rows, cell));
  const stop = position ?? (rows.length ? { row: 0, col: 1 } : { row: -1, col: 0 });

  // The active row stays rendered when scrolled away: it holds the tab stop and, often, the focus.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (stop.row >= 0 && stop.row < range.count && !indexes.includes(stop.row)) indexes.push(stop.row);
      return indexes.sort((a, b) => a - b);
    },
    [stop.row],
  );
  // Stable while the rows are: a new key function makes the virtualiser recount all 10,000 rows.
  const getItemKey = useCallback((index: number) => rows[index]!.key, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // 8 × 36 px beyond each edge covers a fast wheel's 240 px a frame.
    overscan: 8,
    // Rows render in their own task after the scroll event, not inside it (see launchpad-list.tsx).
    useFlushSync: false,
    // The sticky header sits above the rows inside the same scroll box.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    initialRect: { width: 1200, height: 640 },
    getItemKey,
    rangeExtractor,
  });

  const bounds = (): GridBounds => ({
    rows: rows.length,
    cols: GRID_COLUMNS.length,
    pageRows: Math.max(1, Math.floor(((scroller.current?.clientHeight ?? 640) - HEADER_HEIGHT) / ROW_HEIGHT)),
  });

  const activate = (next: CellPosition) => {
    focusPending.current = true;
    setActive(next);
  };

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
    if (!focusPending.current || editing) return;
    focusPending.current = false;
    reveal(stop);
    const selector = stop.row < 0 ? `[data-header] > [data-col="${stop.col}"]` : `[data-row="${stop.row}"] > [data-col="${stop.col}"]`;
    const cell = scroller.current?.querySelector<HTMLElement>(selector);
    if (cell) focusTarget(cell).focus({ preventScroll: true });
  });

  useGridScrolling(scroller);
  useLayoutInRenderTask(scroller);

  const activeKey = position && position.row >= 0 ? (rows[position.row]?.key ?? null) : null;
  const activeColumn = position && position.row >= 0 ? editableColumn(position.col) : null;
  useEffect(() => {
    if (active) vm.setActiveKey(activeKey, activeColumn);
  }, [active, activeKey, activeColumn, vm]);

  // The summary asked for a row: show it, make that cell active and focus it.
  const jump = vm.jumpTarget;
  useEffect(() => {
    if (!jump) return;
    const row = vm.visibleRows.findIndex((r) => r.key === jump.key);
    if (row < 0) return;
    focusPending.current = true;
    setActiveCell({ key: jump.key, row, col: columnIndex(jump.column) });
  }, [jump, vm]);

  /** Edits a cell from its value, or (`initial` null) from what was just typed into its input. */
  const startEditing = (cell: CellPosition, initial?: string | null) => {
    const column = editableColumn(cell.col);
    const row = rows[cell.row];
    if (!column || !row) return false;
    setActive(cell);
    setEditing({ key: row.key, col: cell.col, start: { initial: initial === undefined ? row[column] : initial } });
    return true;
  };

  // The editor's start and end, stable across renders so that memoised rows do not render again for them.
  const latest = useRef({ rows, editing, bounds, startEditing });
  latest.current = { rows, editing, bounds, startEditing };
  const onEditStart = useCallback((input: CellEditorElement) => {
    const cell = positionOf(input);
    if (cell && !latest.current.editing) latest.current.startEditing(cell, null);
  }, []);
  const onEditEnd = useCallback(
    (end: EditorEnd) => {
      const { rows: shown, editing: current, bounds: measure } = latest.current;
      if (!current) return;
      const column = editableColumn(current.col);
      if (end.value !== null && column) store.update(current.key, column, end.value);
      // Now, not at the next render: a click that ended the editing focuses its cell right after.
      latest.current.editing = null;
      setEditing(null);
      const row = shown.findIndex((r) => r.key === current.key);
      // A row that left the view while edited keeps the edit; the active cell stays where it is.
      if (!end.refocus || row < 0) return;
      const cell = { row, col: current.col };
      focusPending.current = true;
      setActiveCell(hold(shown, end.value !== null && end.move ? afterCommit(cell, end.move, measure()) : cell));
    },
    [store],
  );

  // Stable, so the memoised header does not render again on every scrolled frame.
  const resize = useCallback(
    (column: GridColumn, width: number) => setWidths((all) => ({ ...all, [column]: Math.max(MIN_WIDTHS[column], Math.round(width)) })),
    [],
  );

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
    const moved = movedPosition(from, event, bounds());
    if (moved) {
      event.preventDefault();
      activate(moved);
    } else if ((event.key === 'Enter' || event.key === 'F2') && startEditing(from)) {
      event.preventDefault();
    } else if (isPrintable(event) && editableColumn(from.col) && from.row >= 0 && !isCellEditor(event.target)) {
      // Only before the cell's input has the focus (it types there itself): the typed character starts
      // the new value (preventDefault: it is not typed twice).
      event.preventDefault();
      startEditing(from, event.key);
    } else if (event.key === 'Delete' && from.row >= 0) {
      const column = editableColumn(from.col);
      if (column) store.update(rows[from.row]!.key, column, '');
    }
  };

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    const cell = positionOf(event.target);
    const column = cell && editableColumn(cell.col);
    const row = cell && rows[cell.row];
    if (!column || !row) return;
    event.clipboardData.setData('text/plain', row[column]);
    event.preventDefault();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const cell = positionOf(event.target);
    const row = cell && rows[cell.row];
    if (!cell || !row) return;
    event.preventDefault();
    // Pasted on the row number, a block starts at the token id.
    const column = editableColumn(Math.max(1, cell.col))!;
    const block = parseBlock(event.clipboardData.getData('text/plain'));
    const single = singleValue(block);
    if (single !== null) store.update(row.key, column, single);
    else {
      const { patches, added } = blockChanges(block, rows, cell.row, column, store.nextTokenId);
      store.patch(patches);
      store.append(added);
    }
  };

  // Rows rendered under slot keys, in slot order: a row scrolled in reuses the element of one scrolled out
  // where it stands among its siblings (moved, an element is styled and laid out anew: that cost as much
  // as a new one). Their place on screen is their translation; for assistive technology the grid owns
  // the rows in the table's order (aria-owns), since the elements are not in it.
  const [slots] = useState(() => new RowSlots());
  const idPrefix = useId();
  const rowId = (slot: number) => `${idPrefix}row-${slot}`;
  const items = virtualizer.getVirtualItems();
  const itemSlots = slots.assign(items.map((item) => item.key as number));
  useLayoutEffect(() => slots.commit());
  const inSlotOrder = items.map((item, i) => ({ item, slot: itemSlots[i]! })).sort((a, b) => a.slot - b.slot);
  // The header row comes first as it is, a child of the grid.
  const rowOrder = itemSlots.map(rowId).join(' ');

  const selected = active !== null;
  const widthStyle = useMemo(() => widthVariables(widths), [widths]);
  return (
    <>
      <div
        ref={scroller}
        role="grid"
        aria-label={editionsCopy.gridLabel}
        aria-describedby="editions-grid-keys editions-grid-hint"
        aria-rowcount={rows.length + 1}
        aria-colcount={GRID_COLUMNS.length}
        aria-owns={rows.length ? rowOrder : undefined}
        className={classes.grid}
        style={widthStyle}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const cell = positionOf(event.target);
          if (!cell || latest.current.editing) return;
          // A data cell focused by a click passes the focus on to its input, once it is rendered (a tap does not:
          // on a touch screen a focused input opens the keyboard; a double tap edits).
          const toInput = cell.row >= 0 && editableColumn(cell.col) && !isCellEditor(event.target) && pointerType.current !== 'touch';
          if (toInput) activate(cell);
          else if (!samePosition(cell, position)) setActive(cell);
        }}
        onPointerDownCapture={(event) => (pointerType.current = event.pointerType)}
        onDoubleClick={(event) => {
          const cell = positionOf(event.target);
          if (cell && cell.row >= 0) startEditing(cell);
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
          <div className={classes.fallback}>{store.rows.length ? editionsCopy.noMatch : editionsCopy.empty}</div>
        ) : (
          <div className={editing ? `${classes.body} ${classes.bodyEditing}` : classes.body} style={{ height: virtualizer.getTotalSize() }}>
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
