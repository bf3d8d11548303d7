import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { launchpadCopy } from '../copy/launchpad-copy';
import classes from './launchpad-list.module.css';
import { LaunchpadRow } from './launchpad-row';

const ROW_HEIGHT = 68;
const columns = launchpadCopy.columns;

/**
 * The launchpads, virtualised: only the rows in view (plus a few) are in the DOM, so 1,000
 * launchpads stay well under the 1,400-node budget and scroll smoothly on a cheap laptop.
 */
export function LaunchpadList({ items }: { items: Launchpad[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // Before layout (and in tests) assume a laptop-sized viewport.
    initialRect: { width: 1200, height: 720 },
    getItemKey: (index) => items[index]!.id,
  });
  return (
    <div>
      <div className={classes.header} aria-hidden="true">
        <span>{columns.name}</span>
        <span className={classes.chain}>{columns.chain}</span>
        <span className={classes.contract}>{columns.contract}</span>
        <span className={classes.status}>{columns.status}</span>
        <span className={classes.dates}>{columns.dates}</span>
        <span>{columns.work}</span>
      </div>
      <div ref={scroller} className={classes.scroller} tabIndex={0} role="region" aria-label={launchpadCopy.listLabel}>
        {/* The scroll region carries the name; naming the list too made screen readers say it twice. */}
        <ul style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <li
              key={row.key}
              className={classes.item}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
            >
              <LaunchpadRow launchpad={items[row.index]!} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
