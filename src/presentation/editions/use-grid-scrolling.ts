import { useEffect, type RefObject } from 'react';

/** How long after the last scroll event the rows take the pointer back. */
const SETTLE_MS = 150;

/**
 * What the grid does while it scrolls, in listeners outside React:
 * - the row number and token id cells keep their place sideways by a translation of the scrolled
 *   distance (`--scroll-x`), not by position: sticky — each sticky cell was a composited layer of
 *   its own, two per row, and layering and committing them took a large share of every frame;
 * - while the rows move under a resting pointer the browser hit-tests them every frame and sends
 *   pointer and mouse over/out events through React: a layer over the rows takes the pointer
 *   (`data-scrolling`, see the stylesheet) until scrolling has stopped for a moment;
 * - a press on that layer is meant for the cell under it: the layer goes at once and the cell
 *   takes the focus, as a press on it would have given it.
 */
export function useGridScrolling(scroller: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let x = 0;
    const settle = () => {
      clearTimeout(timer);
      timer = undefined;
      delete box.dataset.scrolling;
    };
    const onScroll = () => {
      if (box.scrollLeft !== x) {
        x = box.scrollLeft;
        box.style.setProperty('--scroll-x', `${x}px`);
      }
      if (timer === undefined) box.dataset.scrolling = '';
      clearTimeout(timer);
      timer = setTimeout(settle, SETTLE_MS);
    };
    const onPointerDown = (event: PointerEvent) => {
      // Only a press on the layer itself: the scroll bar's presses land on the box as well, but no cell lies under them.
      if (timer === undefined || event.target !== box) return;
      settle();
      const cell = document
        .elementFromPoint(event.clientX, event.clientY)
        ?.closest<HTMLElement>('[role="row"] > [data-col]');
      if (!cell || !box.contains(cell)) return;
      // The press would otherwise focus nothing and take the focus from the active cell.
      event.preventDefault();
      cell.focus({ preventScroll: true });
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    box.addEventListener('pointerdown', onPointerDown);
    return () => {
      clearTimeout(timer);
      box.removeEventListener('scroll', onScroll);
      box.removeEventListener('pointerdown', onPointerDown);
    };
  }, [scroller]);
}
