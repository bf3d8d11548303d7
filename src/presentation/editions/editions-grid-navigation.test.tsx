import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { focused, focusedCell, renderGrid, withGridViewport } from '../../../tests/support/editions-grid-kit';

describe('EditionsGrid navigation: ARIA grid, keys, pointer and the active cell', () => {
  withGridViewport();

  it('is an ARIA grid with a header row, counts and one tab stop that Tab lands on', async () => {
    const { grid, user } = await renderGrid(3);
    expect(grid).toHaveAttribute('aria-rowcount', '4');
    expect(grid).toHaveAttribute('aria-colcount', '6');
    expect(grid.getAttribute('aria-describedby')).toContain('editions-grid-hint');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['행', '토큰 ID', '이름', '설명', '이미지', '속성']);
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.tab();
    expect(focused()).toEqual([2, 2]);
    expect(focusedCell()).toHaveTextContent('1');
    expect(focusedCell()).toHaveAttribute('aria-selected', 'true');
    // The focus rests in the cell's (empty) input, named by its column and described by the cell's value.
    expect(document.activeElement).toHaveAccessibleName('토큰 ID');
    expect(document.activeElement).toHaveAccessibleDescription('1');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('moves the active cell with arrows, Home/End, Ctrl+Home/End and PageUp/PageDown, and tells the view-model its row', async () => {
    const { grid, user, vm } = await renderGrid(50);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(focused()).toEqual([2, 3]);
    expect(focusedCell()).toHaveTextContent('토큰 1');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toEqual([4, 3]);
    expect(vm.activeKey).toBe(vm.store.rows[2]!.key);
    await user.keyboard('{End}');
    expect(focused()).toEqual([4, 6]);
    await user.keyboard('{Home}');
    expect(focused()).toEqual([4, 1]);
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focused()).toEqual([51, 6]);
    expect(vm.activeKey).toBe(vm.store.rows[49]!.key);
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(focused()).toEqual([2, 1]);
    // 400 px less the 38 px header holds 10 rows of 36 px.
    await user.keyboard('{PageDown}');
    expect(focused()).toEqual([12, 1]);
    await user.keyboard('{PageUp}{PageUp}');
    expect(focused()).toEqual([2, 1]);
    await user.keyboard('{ArrowUp}');
    expect(focused()).toEqual([1, 1]);
    expect(focusedCell()).toHaveAttribute('role', 'columnheader');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('a click makes a cell active', async () => {
    const { user, grid, vm } = await renderGrid(3);
    await user.click(within(grid).getByRole('gridcell', { name: '토큰 3' }));
    expect(focused()).toEqual([4, 3]);
    expect(vm.activeKey).toBe(vm.store.rows[2]!.key);
  });

  it('a tap makes a cell active but leaves the focus on it, so that no on-screen keyboard opens', async () => {
    const { grid, vm } = await renderGrid(3);
    const target = within(grid).getByRole('gridcell', { name: '토큰 2' });
    fireEvent.pointerDown(target, { pointerType: 'touch' });
    act(() => target.focus());
    expect(document.activeElement).toBe(target);
    expect(target).toHaveAttribute('aria-selected', 'true');
    expect(vm.activeKey).toBe(vm.store.rows[1]!.key);
    // A double tap edits, in the cell's input.
    fireEvent.doubleClick(target);
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('토큰 2');
  });

  it('puts the active cell on the row the summary asks for, and focuses it', async () => {
    const { vm } = await renderGrid(50);
    act(() => vm.shown.jumpTo(vm.store.rows[40]!.key, 'description'));
    await vi.waitFor(() => expect(focused()).toEqual([42, 4]));
    expect(vm.activeKey).toBe(vm.store.rows[40]!.key);
  });

  it('resizes a column with Ctrl+→ / Ctrl+← on its header', async () => {
    const { user, grid } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(focusedCell()).toHaveTextContent('이름');
    expect(grid.style.getPropertyValue('--col-2')).toBe('200px');
    await user.keyboard('{Control>}{ArrowRight}{ArrowRight}{/Control}');
    expect(grid.style.getPropertyValue('--col-2')).toBe('232px');
    await user.keyboard('{Control>}{ArrowLeft}{/Control}');
    expect(grid.style.getPropertyValue('--col-2')).toBe('216px');
  });

  it('says when no row matches the search', async () => {
    const { vm, grid } = await renderGrid(3);
    act(() => vm.shown.setSearch('없는 이름'));
    expect(grid).toHaveTextContent('조건에 맞는 행이 없습니다.');
    expect(grid).toHaveAttribute('aria-rowcount', '1');
  });
});
