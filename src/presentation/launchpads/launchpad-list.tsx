import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useContext, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { launchpadCopy } from '../shared/copy/launchpad-copy';
import { RoutePreloaderContext } from '../shared/navigation/route-preloader-context';
import { useLayoutInRenderTask } from '../shared/scrolling/use-layout-in-render-task';
import classes from './launchpad-list.module.css';
import { LaunchpadRow } from './launchpad-row';

const ROW_HEIGHT = 68;
const columns = launchpadCopy.columns;

/** The in-app link (`data-route`) an event happened on, if any. */
const routeLink = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-route]') : null;

/**
 * The launchpads, virtualised against the page's own scroll: the list is as tall as its rows (no
 * empty frame under a short list), its column header sticks under the app header, and only the
 * rows in view (plus a few) are in the DOM, so 1,000 launchpads stay well under the 1,400-node
 * budget. Rows are plain elements: their route links and copy buttons are handled here, once.
 */
export function LaunchpadList({ items, onCopy }: { items: Launchpad[]; onCopy: (address: string) => void }) {
  const list = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  const navigate = useNavigate();
  const preloader = useContext(RoutePreloaderContext);
  // Where the list starts in the page: the virtualizer counts rows from there.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setOffset(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_HEIGHT,
    // Rows beyond the viewport: 4 × 68 px covers a fast wheel's 240 px a frame, so the rows built a
    // task later are already there when they scroll into view; few enough that a frame builds little.
    overscan: 4,
    // Rows are rendered in their own task after the scroll event, not inside it (the default
    // flushSync): at 4× CPU, React's render and the browser's style, layout and paint of the same
    // frame in one task made it a long task on most frames of a fast scroll.
    useFlushSync: false,
    scrollMargin: offset,
    // Before layout (and in tests) assume a laptop-sized viewport.
    initialRect: { width: 1200, height: 720 },
    getItemKey: (index) => items[index]!.id,
  });
  useLayoutInRenderTask(list, virtualizer.getVirtualItems());

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const copy = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-copy]') : null;
    if (copy) {
      onCopy(copy.dataset.copy!);
      return;
    }
    const link = routeLink(event.target);
    // A modified or middle click keeps the browser's own behaviour (a new tab or window).
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(link.getAttribute('href')!);
  };
  // Intent (hover, focus) warms the target's chunk and data, as IntentLink does elsewhere.
  const onIntent = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    const link = routeLink(event.target);
    if (link) void preloader?.preload(link.getAttribute('href')!);
  };

  return (
    <div
      role="region"
      aria-label={launchpadCopy.listLabel}
      className={classes.frame}
      onClick={onClick}
      onMouseOver={onIntent}
      onFocus={onIntent}
    >
      <div className={classes.header} aria-hidden="true">
        <span className={classes.name}>{columns.name}</span>
        <span className={classes.chain}>{columns.chain}</span>
        <span className={classes.contract}>{columns.contract}</span>
        <span className={classes.status}>{columns.status}</span>
        <span className={classes.dates}>{columns.dates}</span>
        <span className={classes.work}>{columns.work}</span>
      </div>
      {/* The region carries the name; naming the list too made screen readers say it twice. */}
      <ul ref={list} className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            className={classes.item}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            style={{ height: ROW_HEIGHT, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <LaunchpadRow launchpad={items[row.index]!} />
          </li>
        ))}
      </ul>
    </div>
  );
}
