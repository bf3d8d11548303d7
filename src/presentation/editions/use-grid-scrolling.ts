import { useEffect, type RefObject } from 'react';

/**
 * What the grid does while it scrolls, in a scroll listener outside React:
 * - the row number and token id cells keep their place sideways by a translation of the scrolled
 *   distance (`--scroll-x`), not by position: sticky — each sticky cell was a composited layer of
 *   its own, two per row, and layering and committing them took a large share of every frame;
 * - while the rows move under a resting pointer the browser hit-tests them every frame and sends
 *   pointer and mouse over/out events through React: a layer over the rows takes the pointer
 *   (`data-scrolling`, see the stylesheet) until scrolling has stopped for a moment.
 */
export function useGridScrolling(scroller: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let x = 0;
    const onScroll = () => {
      if (box.scrollLeft !== x) {
        x = box.scrollLeft;
        box.style.setProperty('--scroll-x', `${x}px`);
      }
      if (timer === undefined) box.dataset.scrolling = '';
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        delete box.dataset.scrolling;
      }, 150);
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      box.removeEventListener('scroll', onScroll);
    };
  }, [scroller]);
}
