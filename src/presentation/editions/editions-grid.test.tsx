import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEditionsEditor } from '../../../tests/support/editions-editor-kit';
import { renderWithMantine } from '../../../tests/support/mantine-render';
import type { EditionsEditorViewModel } from './editions-editor-view-model';
import { EditionsGrid } from './editions-grid';

let stopEditor: (() => void) | undefined;

async function renderGrid(tokens = 3) {
  const { vm, stop } = await startEditionsEditor(tokens);
  stopEditor = stop;
  const user = userEvent.setup();
  renderWithMantine(<EditionsGrid vm={vm} />);
  return { vm, user, grid: screen.getByRole('grid', { name: '에디션 목록' }) };
}

/** The cell that has the focus, itself or in the input resting in it. */
const focusedCell = () => document.activeElement!.closest<HTMLElement>('[aria-colindex]')!;

/** Where the focus is in the grid: [aria-rowindex, aria-colindex] (1-based, the header is row 1). */
function focused(): [number, number] {
  const cell = focusedCell();
  return [Number(cell.parentElement!.getAttribute('aria-rowindex')), Number(cell.getAttribute('aria-colindex'))];
}

/** No edit is open: the focused cell's input is empty and unseen, waiting for the next character. */
function expectNotEditing() {
  expect(document.activeElement).toHaveValue('');
  expect(focusedCell()).not.toHaveClass(/editing/);
}

const valuesOf = (vm: EditionsEditorViewModel, i: number) => vm.store.rows[i]!;

/** Scrolls the grid's box to `top`: happy-dom does not scroll, so the box says it did and tells its listeners. */
async function scrollGridTo(grid: HTMLElement, top: number) {
  Object.defineProperty(grid, 'scrollTop', { configurable: true, value: top });
  await act(async () => {
    fireEvent.scroll(grid);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('EditionsGrid', () => {
  // happy-dom has no layout: give the grid's scroll box a viewport to virtualise against.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => {
    stopEditor?.();
    vi.restoreAllMocks();
  });

  it('is an ARIA grid with a header row, counts and one tab stop that Tab lands on', async () => {
    const { grid, user } = await renderGrid(3);
    expect(grid).toHaveAttribute('aria-rowcount', '4');
    expect(grid).toHaveAttribute('aria-colcount', '6');
    expect(grid.getAttribute('aria-describedby')).toContain('editions-grid-hint');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['행', '토큰 ID', '이름', '설명', '이미지', '속성']);
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
    const owned = grid.getAttribute('aria-owns')!.split(' ').map((id) => document.getElementById(id)!);
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
    act(() => vm.setFilter('noImage'));
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter} 고침');
    // Scrolled far: the edited row stays rendered (it holds the tab stop), its element now out of the range.
    await scrollGridTo(grid, 100 * 36);
    // Its image lands: it leaves 이미지 없음, and the next row, not rendered until now, takes its element.
    act(() => vm.store.update(vm.store.rows[0]!.key, 'image', 'https://example.com/1.png'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(vm.store.rows[0]!.name).toBe('토큰 1 고침');
    expect(vm.store.rows[1]!.name).toBe('토큰 2');
    // No edit is left open: typing on the active cell starts a new one, in that row.
    expect(grid.querySelector('.editing, [class*="editing"]')).toBeNull();
  });

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

  it('keeps a description\'s line breaks: opened and committed as is it is unchanged, and Alt+Enter breaks a line', async () => {
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

  it('keeps an edit with its row when a row above it leaves the view (이미지 없음 while an upload lands)', async () => {
    const { user, vm } = await renderGrid(3);
    act(() => vm.setFilter('noImage'));
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
    act(() => vm.setFilter('noImage'));
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter} 고침');
    act(() => vm.store.update(vm.store.rows[0]!.key, 'image', 'https://example.com/1.png'));
    expect(valuesOf(vm, 0).name).toBe('토큰 1 고침');
    expect(valuesOf(vm, 1).name).toBe('토큰 2');
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

  it('pastes a tab-separated block from the active cell over rows and columns, and a single value into the cell', async () => {
    const { user, vm } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    fireEvent.paste(document.activeElement!, { clipboardData: { getData: () => '설명 가\t가.png\n설명 나\t나.png\t배경: 파랑\n다\n' } });
    expect([1, 2].map((i) => [valuesOf(vm, i).name, valuesOf(vm, i).description, valuesOf(vm, i).image, valuesOf(vm, i).attributes])).toEqual([
      ['토큰 2', '설명 가', '가.png', ''],
      ['토큰 3', '설명 나', '나.png', '배경: 파랑'],
    ]);
    // Past the last row: a new row, with the next token id (as a spreadsheet grows).
    expect(vm.store.rows).toHaveLength(4);
    expect(valuesOf(vm, 3)).toMatchObject({ tokenId: '4', name: '', description: '다', dirty: true });
    await user.keyboard('{ArrowUp}');
    fireEvent.paste(document.activeElement!, { clipboardData: { getData: () => '한 칸\r\n' } });
    expect(valuesOf(vm, 0).description).toBe('한 칸');
    expect(valuesOf(vm, 0).name).toBe('토큰 1');
    expect(valuesOf(vm, 0).image).toBe('');
  });

  it('pastes a spreadsheet cell with a line break as one cell, and text with a stray quote as it stands', async () => {
    const { user, vm } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // As Sheets and Excel copy two cells, the first holding a line break and a quote.
    fireEvent.paste(document.activeElement!, { clipboardData: { getData: () => '"첫 줄\n둘째 ""줄"""\t1.png\n' } });
    expect(valuesOf(vm, 0)).toMatchObject({ description: '첫 줄\n둘째 "줄"', image: '1.png' });
    expect(valuesOf(vm, 1).description).toBe('');
    expect(vm.store.rows).toHaveLength(3);

    await user.keyboard('{ArrowDown}');
    fireEvent.paste(document.activeElement!, { clipboardData: { getData: () => '"밤" 연작\t2.png\n세 번째\t3.png' } });
    expect(valuesOf(vm, 1)).toMatchObject({ description: '"밤" 연작', image: '2.png' });
    expect(valuesOf(vm, 2)).toMatchObject({ description: '세 번째', image: '3.png' });
  });

  it('copies the active cell as text', async () => {
    const { user } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    const setData = vi.fn();
    const event = new Event('copy', { bubbles: true, cancelable: true });
    Object.assign(event, { clipboardData: { setData } });
    act(() => void document.activeElement!.dispatchEvent(event));
    expect(setData).toHaveBeenCalledWith('text/plain', '토큰 2');
    expect(event.defaultPrevented).toBe(true);
  });

  it('clears a cell with Delete', async () => {
    const { user, vm } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{Delete}');
    expect(valuesOf(vm, 0).name).toBe('');
  });

  it('puts the active cell on the row the summary asks for, and focuses it', async () => {
    const { vm } = await renderGrid(50);
    act(() => vm.jumpTo(vm.store.rows[40]!.key, 'description'));
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
    act(() => vm.setSearch('없는 이름'));
    expect(grid).toHaveTextContent('조건에 맞는 행이 없습니다.');
    expect(grid).toHaveAttribute('aria-rowcount', '1');
  });
});
