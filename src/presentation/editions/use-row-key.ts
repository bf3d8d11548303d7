import { useState } from 'react';

/** Whether two lists of rows hold the same keys in the same order. */
function sameKeys(a: readonly { key: number }[], b: readonly { key: number }[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.key !== b[i]!.key) return false;
  return true;
}

/**
 * The virtualiser's key of each row, as a function that changes only when the keys do. A new one makes
 * the virtualiser recount the measurements of all 10,000 rows, and an edit, or uploaded images landing
 * in their rows (twice a second while a folder uploads), is a new rows array with the same keys in the
 * same order. Comparing 10,000 keys takes a few hundredths of a millisecond.
 */
export function useRowKey(rows: readonly { key: number }[]): (index: number) => number {
  const [keyed, setKeyed] = useState(() => ({ rows, key: (index: number) => rows[index]!.key }));
  if (keyed.rows !== rows && !sameKeys(keyed.rows, rows)) {
    const next = { rows, key: (index: number) => rows[index]!.key };
    // The new keys now, in this render (React renders again at once with the state it was given).
    setKeyed(next);
    return next.key;
  }
  return keyed.key;
}
