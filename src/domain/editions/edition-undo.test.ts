import { describe, expect, it } from 'vitest';
import { EditionRow } from './edition-row';
import { EditionUndo } from './edition-undo';

const row = (key: number) =>
  new EditionRow(key, { tokenId: String(key), name: '', description: '', image: '', attributes: '' }, null, true);

describe('EditionUndo', () => {
  it('gives the rows before an import only while the rows are the very array the import made', () => {
    const undo = new EditionUndo();
    const before = [row(1)];
    const after = [row(1), row(2)];
    undo.lastImport = { before, after };
    expect(undo.beforeImport(after)).toBe(before);
    expect(undo.beforeImport(after.slice())).toBeNull();
    undo.lastImport = null;
    expect(undo.beforeImport(after)).toBeNull();
  });

  it('gives the last delete once', () => {
    const undo = new EditionUndo();
    expect(undo.takeRemoved()).toBeNull();
    undo.lastRemoved = { rows: [row(3)], positions: [2] };
    expect(undo.takeRemoved()?.positions).toEqual([2]);
    expect(undo.takeRemoved()).toBeNull();
    expect(undo.lastRemoved).toBeNull();
  });
});
