import { useLayoutEffect, type RefObject } from 'react';

/**
 * Lays out a render that changed which rows are in the window in the render's own task (its commit reads
 * the element's box), instead of at the start of the next frame. While a virtualised list scrolls, React
 * renders the rows scrolled in in a task of its own after the scroll event; left to the frame, their
 * style and layout joined its paint and layering in one task, and a major GC's pause (20–30 ms at 4×
 * CPU) landing in it passed 50 ms. Split, each task does about half, and the pause fits beside either.
 * It is no extra work: the frame would have laid out the same.
 *
 * `window` names the rows rendered (the virtualiser's items, or their keys): a render that changes only
 * what the same rows show (uploaded links landing in the editions grid once a second) is left to the
 * frame, and so already is split from the task that made it.
 */
export function useLayoutInRenderTask(element: RefObject<Element | null>, window: unknown): void {
  useLayoutEffect(() => {
    element.current?.getBoundingClientRect();
  }, [element, window]);
}
