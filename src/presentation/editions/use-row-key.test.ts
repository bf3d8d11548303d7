import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowKey } from './use-row-key';

const rows = (...keys: number[]) => keys.map((key) => ({ key }));

describe('useRowKey', () => {
  it('keeps its function while the rows change but their keys do not (an edit, images landing)', () => {
    const { result, rerender } = renderHook(({ list }) => useRowKey(list), { initialProps: { list: rows(1, 2, 3) } });
    const first = result.current;

    rerender({ list: rows(1, 2, 3) });

    expect(result.current).toBe(first);
  });

  it('gives a new function with the new keys when rows are added, removed or moved', () => {
    const { result, rerender } = renderHook(({ list }) => useRowKey(list), { initialProps: { list: rows(1, 2, 3) } });
    const first = result.current;

    rerender({ list: rows(1, 3) });
    expect(result.current).not.toBe(first);
    expect([result.current(0), result.current(1)]).toEqual([1, 3]);

    rerender({ list: rows(3, 1) });
    expect([result.current(0), result.current(1)]).toEqual([3, 1]);
  });
});
