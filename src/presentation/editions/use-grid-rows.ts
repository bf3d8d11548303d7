import { useRowKey } from './use-row-key';
import { defaultRangeExtractor, useVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useId, useLayoutEffect, useState, type RefObject } from 'react';
import { HEADER_HEIGHT, ROW_HEIGHT } from './editions-grid-columns';
import { RowSlots } from './row-slots';

/** The grid's rendered rows: the virtualiser, and each rendered row with the slot whose element shows it. */
export interface GridRows {
  virtualizer: ReturnType<typeof useVirtualizer<HTMLDivElement, Element>>;
  /** The rendered rows in slot order, each with its slot. */
  inSlotOrder: { item: VirtualItem; slot: number }[];
  /** The element id of a slot. */
  rowId: (slot: number) => string;
  /** The rows' element ids in the table's order, for the grid's aria-owns. */
  rowOrder: string;
}

/**
 * Which of the grid's rows are rendered, and by which element: rows virtualised with TanStack Virtual
 * inside the grid's own scroll box, the active row (`stopRow`) kept rendered when scrolled away (it holds
 * the tab stop and, often, the focus).
 *
 * Rows render under slot keys, in slot order: a row scrolled in reuses the element of one scrolled out
 * where it stands among its siblings (moved, an element is styled and laid out anew: that cost as much
 * as a new one). Their place on screen is their translation; for assistive technology the grid owns
 * the rows in the table's order (aria-owns), since the elements are not in it.
 */
export function useGridRows(
  rows: readonly { key: number }[],
  stopRow: number,
  scroller: RefObject<HTMLDivElement | null>,
): GridRows {
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (stopRow >= 0 && stopRow < range.count && !indexes.includes(stopRow)) indexes.push(stopRow);
      return indexes.sort((a, b) => a - b);
    },
    [stopRow],
  );
  // Stable while the rows' keys are (use-row-key.ts): a new key function makes the virtualiser recount all 10,000 rows.
  const getItemKey = useRowKey(rows);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in the build; the grid reads the virtualiser afresh each render
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

  const [slots] = useState(() => new RowSlots());
  const idPrefix = useId();
  const rowId = (slot: number) => `${idPrefix}row-${slot}`;
  const items = virtualizer.getVirtualItems();
  const itemSlots = slots.assign(items.map((item) => item.key as number));
  useLayoutEffect(() => slots.commit());
  const inSlotOrder = items.map((item, i) => ({ item, slot: itemSlots[i]! })).sort((a, b) => a.slot - b.slot);
  // The header row comes first as it is, a child of the grid.
  return { virtualizer, inSlotOrder, rowId, rowOrder: itemSlots.map(rowId).join(' ') };
}
