import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { EditionsEditorViewModel } from '../../src/presentation/editions/editions-editor-view-model';
import { EditionsGrid } from '../../src/presentation/editions/editions-grid';
import { startEditionsEditor } from './editions-editor-kit';
import { renderWithMantine } from './mantine-render';
import { flush } from './flush';

/** What the EditionsGrid tests share: the grid rendered over a started editor, and where its focus is. */

let stopEditor: (() => void) | undefined;

/** happy-dom has no layout: gives the grid's scroll box a viewport to virtualise against, and stops the editor after each test. */
export function withGridViewport() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => {
    stopEditor?.();
    vi.restoreAllMocks();
  });
}

export async function renderGrid(tokens = 3) {
  const { vm, stop } = await startEditionsEditor(tokens);
  stopEditor = stop;
  const user = userEvent.setup();
  renderWithMantine(<EditionsGrid vm={vm} />);
  return { vm, user, grid: screen.getByRole('grid', { name: '에디션 목록' }) };
}

/** The cell that has the focus, itself or in the input resting in it. */
export const focusedCell = () => document.activeElement!.closest<HTMLElement>('[aria-colindex]')!;

/** Where the focus is in the grid: [aria-rowindex, aria-colindex] (1-based, the header is row 1). */
export function focused(): [number, number] {
  const cell = focusedCell();
  return [Number(cell.parentElement!.getAttribute('aria-rowindex')), Number(cell.getAttribute('aria-colindex'))];
}

/** No edit is open: the focused cell's input is empty and unseen, waiting for the next character. */
export function expectNotEditing() {
  expect(document.activeElement).toHaveValue('');
  expect(focusedCell()).not.toHaveClass(/editing/);
}

export const valuesOf = (vm: EditionsEditorViewModel, i: number) => vm.store.rows[i]!;

/** Scrolls the grid's box to `top`: happy-dom does not scroll, so the box says it did and tells its listeners. */
export async function scrollGridTo(grid: HTMLElement, top: number) {
  Object.defineProperty(grid, 'scrollTop', { configurable: true, value: top });
  await act(async () => {
    fireEvent.scroll(grid);
    await flush();
  });
}
