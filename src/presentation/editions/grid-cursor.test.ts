import { describe, expect, it } from 'vitest';
import { EditionRow } from './edition-row-store';
import { GridCursor } from './grid-cursor';

const makeRows = (n: number, from = 1) =>
  Array.from(
    { length: n },
    (_, i) =>
      new EditionRow(
        from + i,
        { tokenId: String(from + i), name: `이름 ${from + i}`, description: '', image: '', attributes: '' },
        null,
        false,
      ),
  );
const rows = makeRows(30);
// Six columns (row number + five cells), ten rows a page.
const bounds = { rows: rows.length, cols: 6, pageRows: 10 };
const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

function at(row: number, col: number) {
  const cursor = new GridCursor();
  cursor.select(rows, { row, col });
  return cursor;
}

describe('GridCursor', () => {
  it('before a cell is chosen, the tab stop is the first data cell, or the header when there are no rows', () => {
    const cursor = new GridCursor();
    expect(cursor.selected).toBe(false);
    expect(cursor.positionIn(rows)).toBeNull();
    expect(cursor.stopIn(rows)).toEqual({ row: 0, col: 1 });
    expect(cursor.stopIn([])).toEqual({ row: -1, col: 0 });
  });

  it('moves by one with the arrows and stops at the edges, the header row included', () => {
    const cursor = at(0, 1);
    expect(cursor.move(rows, { row: 0, col: 1 }, key('ArrowUp'), bounds)).toBe(true);
    expect(cursor.positionIn(rows)).toEqual({ row: -1, col: 1 });
    cursor.move(rows, { row: -1, col: 1 }, key('ArrowUp'), bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: -1, col: 1 });
    cursor.move(rows, { row: -1, col: 1 }, key('ArrowLeft'), bounds);
    cursor.move(rows, { row: -1, col: 0 }, key('ArrowLeft'), bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: -1, col: 0 });
    cursor.move(rows, { row: 29, col: 5 }, key('ArrowDown'), bounds);
    cursor.move(rows, { row: 29, col: 5 }, key('ArrowRight'), bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: 29, col: 5 });
    expect(cursor.focusPending).toBe(true);
  });

  it('goes to the row ends with Home/End and to the table ends with Ctrl+Home/End', () => {
    const cursor = at(4, 3);
    cursor.move(rows, { row: 4, col: 3 }, key('Home'), bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: 4, col: 0 });
    cursor.move(rows, { row: 4, col: 0 }, key('End'), bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: 4, col: 5 });
    cursor.move(rows, { row: 4, col: 5 }, key('Home', { ctrlKey: true }), bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: 0, col: 0 });
    cursor.move(rows, { row: 0, col: 0 }, key('End', { metaKey: true }), bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: 29, col: 5 });
  });

  it('moves a page with PageUp/PageDown, clamped to the first and last rows', () => {
    const cursor = at(5, 2);
    cursor.move(rows, { row: 5, col: 2 }, key('PageDown'), bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: 15, col: 2 });
    cursor.move(rows, { row: 25, col: 2 }, key('PageDown'), bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: 29, col: 2 });
    cursor.move(rows, { row: 3, col: 2 }, key('PageUp'), bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: 0, col: 2 });
  });

  it('does not move for other keys', () => {
    const cursor = at(2, 2);
    expect(cursor.move(rows, { row: 2, col: 2 }, key('a'), bounds)).toBe(false);
    expect(cursor.positionIn(rows)).toEqual({ row: 2, col: 2 });
    expect(cursor.focusPending).toBe(false);
  });

  it('begins an edit from the cell value, or from typed text; not on the row number or the header', () => {
    const cursor = new GridCursor();
    expect(cursor.beginEdit(rows, { row: 2, col: 0 })).toBe(false);
    expect(cursor.beginEdit(rows, { row: -1, col: 2 })).toBe(false);
    expect(cursor.editing).toBeNull();
    expect(cursor.beginEdit(rows, { row: 2, col: 2 })).toBe(true);
    expect(cursor.editing).toEqual({ key: 3, col: 2, start: { initial: '이름 3' } });
    expect(cursor.positionIn(rows)).toEqual({ row: 2, col: 2 });
    cursor.beginEdit(rows, { row: 3, col: 2 }, '가');
    expect(cursor.editing?.start).toEqual({ initial: '가' });
    cursor.beginEdit(rows, { row: 3, col: 2 }, null);
    expect(cursor.editing?.start).toEqual({ initial: null });
  });

  it('commits with Enter down, Tab right and Shift+Tab left, staying among the editable cells', () => {
    const cursor = new GridCursor();
    cursor.beginEdit(rows, { row: 2, col: 2 });
    expect(cursor.endEdit(rows, { value: '새 이름', move: 'down', refocus: true }, bounds)).toEqual({
      key: 3,
      column: 'name',
      value: '새 이름',
    });
    expect(cursor.editing).toBeNull();
    expect(cursor.positionIn(rows)).toEqual({ row: 3, col: 2 });
    expect(cursor.takeFocus()).toBe(true);
    expect(cursor.takeFocus()).toBe(false);

    cursor.beginEdit(rows, { row: 3, col: 5 });
    cursor.endEdit(rows, { value: '', move: 'right', refocus: true }, bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: 3, col: 5 });
    cursor.beginEdit(rows, { row: 3, col: 1 });
    cursor.endEdit(rows, { value: '4', move: 'left', refocus: true }, bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: 3, col: 1 });
    cursor.beginEdit(rows, { row: 29, col: 2 });
    cursor.endEdit(rows, { value: 'x', move: 'down', refocus: true }, bounds);
    expect(cursor.positionIn(rows)).toEqual({ row: 29, col: 2 });
  });

  it('cancels with Escape: nothing to write, the cell stays active; a click away commits without moving', () => {
    const cursor = new GridCursor();
    cursor.beginEdit(rows, { row: 4, col: 3 });
    expect(cursor.takeFocus()).toBe(false);
    expect(cursor.endEdit(rows, { value: null, refocus: true }, bounds)).toBeNull();
    expect(cursor.positionIn(rows)).toEqual({ row: 4, col: 3 });
    expect(cursor.takeFocus()).toBe(true);

    cursor.beginEdit(rows, { row: 4, col: 3 });
    expect(cursor.endEdit(rows, { value: '설명', move: null, refocus: false }, bounds)).toEqual({
      key: 5,
      column: 'description',
      value: '설명',
    });
    expect(cursor.takeFocus()).toBe(false);
    expect(cursor.endEdit(rows, { value: '다시', move: null, refocus: false }, bounds)).toBeNull();
  });

  it('holds the active cell by its row: it follows the row as rows move, and stays at its place when the row is gone', () => {
    const cursor = at(2, 2);
    const shifted = [...makeRows(1, 100), ...rows];
    expect(cursor.positionIn(shifted)).toEqual({ row: 3, col: 2 });
    const without = rows.filter((row) => row.key !== 3);
    expect(cursor.positionIn(without)).toEqual({ row: 2, col: 2 });
    expect(cursor.positionIn(rows.slice(0, 2))).toEqual({ row: 1, col: 2 });
    expect(cursor.activeCellIn(shifted)).toEqual({ key: 3, column: 'name' });
  });

  it('keeps the edit on its row wherever the row went; a row no longer shown keeps the active cell where it is', () => {
    const cursor = new GridCursor();
    cursor.beginEdit(rows, { row: 2, col: 2 });
    const hidden = rows.filter((row) => row.key !== 3);
    expect(cursor.endEdit(hidden, { value: '고침', move: 'down', refocus: true }, bounds)).toEqual({
      key: 3,
      column: 'name',
      value: '고침',
    });
    expect(cursor.focusPending).toBe(false);
  });

  it('jumps to a row shown (the summary), not to one hidden', () => {
    const cursor = new GridCursor();
    expect(cursor.jumpTo(rows, 12, 4)).toBe(true);
    expect(cursor.positionIn(rows)).toEqual({ row: 11, col: 4 });
    expect(cursor.jumpTo(rows, 999, 4)).toBe(false);
    expect(cursor.positionIn(rows)).toEqual({ row: 11, col: 4 });
  });
});
