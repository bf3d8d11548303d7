import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  focusedCell,
  renderGrid,
  scrollGridTo,
  valuesOf,
  withGridViewport,
} from '../../../tests/support/editions-grid-kit';
import { flush } from '../../../tests/support/flush';

describe('EditionsGrid while scrolling: reused rows and edits that follow their row', () => {
  withGridViewport();

  it('reuses the row elements it scrolls past, and gives assistive technology its rows in order', async () => {
    const { grid, user } = await renderGrid(300);
    const rendered = () => [...grid.querySelectorAll<HTMLElement>('[role="row"]:not([data-header])')];
    await user.tab();
    const activeRow = focusedCell().parentElement!;
    const before = new Set(rendered());
    // A few rows down: the rows that came in took the elements of those that left, which stayed where they were
    // among their siblings (a moved element is styled and laid out anew).
    await scrollGridTo(grid, 20 * 36);
    const first = rendered();
    expect(first.slice(0, before.size)).toEqual([...before]);
    // So they are not in the table's order, and the grid owns them in it for assistive technology.
    const indexes = first.map((row) => Number(row.getAttribute('aria-rowindex')));
    const inOrder = [...indexes].sort((a, b) => a - b);
    expect(indexes).not.toEqual(inOrder);
    const owned = grid
      .getAttribute('aria-owns')!
      .split(' ')
      .map((id) => document.getElementById(id)!);
    expect(owned).toHaveLength(first.length);
    expect(owned.map((row) => Number(row.getAttribute('aria-rowindex')))).toEqual(inOrder);
    // Then far.
    await scrollGridTo(grid, 100 * 36);
    const after = rendered();
    const shown = after.map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(shown).toContain(102);
    // Every row but the active one (kept for its tab stop) took the element of one scrolled out: none was made.
    expect(shown.filter((index) => index < 50)).toEqual([2]);
    expect(after.filter((row) => !before.has(row))).toHaveLength(Math.max(0, after.length - before.size));
    expect(focusedCell().parentElement).toBe(activeRow);
    expect(document.activeElement).toHaveAccessibleName('토큰 ID');
  });

  it('commits an edit to its row when that row leaves the view while scrolled away, and is not carried into the next row', async () => {
    const { grid, user, vm } = await renderGrid(300);
    act(() => vm.shown.setFilter('noImage'));
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter} 고침');
    // Scrolled far: the edited row stays rendered (it holds the tab stop), its element now out of the range.
    await scrollGridTo(grid, 100 * 36);
    // Its image lands: it leaves 이미지 없음, and the next row, not rendered until now, takes its element.
    act(() => vm.store.update(vm.store.rows[0]!.key, 'image', 'https://example.com/1.png'));
    await act(async () => {
      await flush();
    });
    expect(vm.store.rows[0]!.name).toBe('토큰 1 고침');
    expect(vm.store.rows[1]!.name).toBe('토큰 2');
    // No edit is left open: typing on the active cell starts a new one, in that row.
    expect(grid.querySelector('.editing, [class*="editing"]')).toBeNull();
  });

  it('keeps an edit with its row when a row above it leaves the view (이미지 없음 while an upload lands)', async () => {
    const { user, vm } = await renderGrid(3);
    act(() => vm.shown.setFilter('noImage'));
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{Enter} 수정');

    // When the first row gets its image and leaves the view, the edited row moves up a place
    act(() => vm.store.update(vm.store.rows[0]!.key, 'image', 'https://example.com/1.png'));
    await user.keyboard(' 계속{Enter}');

    // Then the edit went on in its own row and landed there, and the row now in its old place is untouched
    expect(valuesOf(vm, 2).name).toBe('토큰 3 수정 계속');
    expect(valuesOf(vm, 1).name).toBe('토큰 2');
  });

  it('commits what was typed when the edited row itself leaves the view', async () => {
    const { user, vm } = await renderGrid(3);
    act(() => vm.shown.setFilter('noImage'));
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter} 고침');
    act(() => vm.store.update(vm.store.rows[0]!.key, 'image', 'https://example.com/1.png'));
    expect(valuesOf(vm, 0).name).toBe('토큰 1 고침');
    expect(valuesOf(vm, 1).name).toBe('토큰 2');
  });
});
