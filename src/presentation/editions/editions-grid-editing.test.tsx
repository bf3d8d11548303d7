import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectNotEditing,
  focused,
  focusedCell,
  renderGrid,
  valuesOf,
  withGridViewport,
} from '../../../tests/support/editions-grid-kit';

describe('EditionsGrid editing a cell', () => {
  withGridViewport();

  it('edits with Enter: Enter commits and moves down, and the focus comes back to the grid', async () => {
    const { user, vm } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    const editor = screen.getByRole('textbox', { name: '이름' });
    expect(editor).toHaveValue('토큰 1');
    expect(editor).toHaveFocus();
    await user.keyboard(' 수정{Enter}');
    expect(valuesOf(vm, 0).name).toBe('토큰 1 수정');
    expect(valuesOf(vm, 0).dirty).toBe(true);
    expect(focused()).toEqual([3, 3]);
    expectNotEditing();
  });

  it("keeps a description's line breaks: opened and committed as is it is unchanged, and Alt+Enter breaks a line", async () => {
    const { user, vm } = await renderGrid(3);
    vm.store.update(vm.store.rows[0]!.key, 'description', '첫 줄\n둘째 줄');
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('textbox', { name: '설명' })).toHaveValue('첫 줄\n둘째 줄');
    await user.keyboard('{Enter}');
    expect(valuesOf(vm, 0).description).toBe('첫 줄\n둘째 줄');

    await user.keyboard('{ArrowUp}{Enter}{Alt>}{Enter}{/Alt}셋째 줄{Enter}');
    expect(valuesOf(vm, 0).description).toBe('첫 줄\n둘째 줄\n셋째 줄');
    expect(focused()).toEqual([3, 4]);
  });

  it('cancels with Escape: the value stays and the focus returns to the cell', async () => {
    const { user, vm } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{F2}');
    await user.clear(screen.getByRole('textbox', { name: '이름' }));
    await user.keyboard('지운 값{Escape}');
    expect(valuesOf(vm, 0).name).toBe('토큰 1');
    expect(valuesOf(vm, 0).dirty).toBe(false);
    expect(focused()).toEqual([2, 3]);
    expectNotEditing();
    expect(focusedCell()).toHaveTextContent('토큰 1');
  });

  it('starts editing with a typed character, and Tab / Shift+Tab commit and move sideways', async () => {
    const { user, vm } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}새');
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('새');
    await user.keyboard(' 이름{Tab}');
    expect(valuesOf(vm, 0).name).toBe('새 이름');
    expect(focused()).toEqual([2, 4]);
    await user.keyboard('설명{Shift>}{Tab}{/Shift}');
    expect(valuesOf(vm, 0).description).toBe('설명');
    expect(focused()).toEqual([2, 3]);
  });

  it('an input method composing on the active cell edits it in the same input, so the syllable carries on', async () => {
    const { user, vm } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    const input = document.activeElement as HTMLInputElement;
    expect(input).toHaveAccessibleName('이름');
    expect(input).toHaveValue('');
    fireEvent.compositionStart(input);
    // Editing now, in the very element the composition began in.
    expect(focusedCell()).toHaveClass(/editing/);
    expect(document.activeElement).toBe(input);
    fireEvent.input(input, { target: { value: '한' } });
    fireEvent.compositionEnd(input);
    expect(document.activeElement).toBe(input);
    await user.keyboard('글{Enter}');
    expect(valuesOf(vm, 1).name).toBe('한글');
    expect(focused()).toEqual([4, 3]);
  });

  it('does not edit the row number; a double-click edits a cell', async () => {
    const { user, grid } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{Home}{Enter}x');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(focused()).toEqual([2, 1]);
    await user.dblClick(within(grid).getByRole('gridcell', { name: '토큰 2' }));
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('토큰 2');
  });

  it('commits the editor when another cell is clicked, and makes that cell active', async () => {
    const { user, grid, vm } = await renderGrid(3);
    await user.dblClick(within(grid).getByRole('gridcell', { name: '토큰 1' }));
    await user.keyboard('!');
    await user.click(within(grid).getByRole('gridcell', { name: '토큰 3' }));
    expect(valuesOf(vm, 0).name).toBe('토큰 1!');
    expect(focused()).toEqual([4, 3]);
    expectNotEditing();
    expect(focusedCell()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });
});
