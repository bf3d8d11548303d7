import { describe, expect, it } from 'vitest';
import { rowProblems, tokenOf } from './edition-row';
import { EditionTable } from './edition-table';
import type { EditionValues } from './edition-values';

const values = (tokenId: string, name = `토큰 ${tokenId}`): EditionValues => ({
  tokenId,
  name,
  description: '',
  image: '',
  attributes: '',
});

function tableWith(...ids: string[]) {
  const table = new EditionTable();
  table.replaceAll(
    ids.map((id) => values(id)),
    () => false,
  );
  return table;
}

const duplicates = (table: EditionTable) =>
  rowProblems(table.rows)
    .filter((p) => p.problem.code === 'token-id-duplicate')
    .map((p) => p.rowNumber);

describe('EditionTable', () => {
  it('given an edit, then only that row and the rows sharing its old or new id are new objects', () => {
    const table = tableWith('1', '2', '3', '2');
    const before = table.rows;
    expect(duplicates(table)).toEqual([2, 4]);
    table.patch([{ key: before[3]!.key, values: { tokenId: '3' } }]);
    expect(table.rows).not.toBe(before);
    expect(table.rows[0]).toBe(before[0]);
    expect(table.rows[1]).not.toBe(before[1]);
    expect(table.rows[2]).not.toBe(before[2]);
    expect(duplicates(table)).toEqual([3, 4]);
    expect(table.rows[3]).toMatchObject({ tokenId: '3', dirty: true });
  });

  it('counts its changes in version, and a value left as it was is no change', () => {
    const table = tableWith('1');
    const version = table.version;
    const rows = table.rows;
    table.patch([{ key: rows[0]!.key, values: { name: '토큰 1' } }]);
    expect(table.version).toBe(version);
    expect(table.rows).toBe(rows);
    table.patch([{ key: rows[0]!.key, values: { name: '다른 이름' } }]);
    expect(table.version).toBeGreaterThan(version);
  });

  it('merges by token id: the first file row patches, a repeated one is appended with the table cells under it', () => {
    const table = tableWith('1', '2');
    table.merge([{ tokenId: '2', image: 'ipfs://a' }, { tokenId: '2', name: '둘째' }, { tokenId: '7' }]);
    expect(table.rows.map((row) => [row.tokenId, row.name, row.image])).toEqual([
      ['1', '토큰 1', ''],
      ['2', '토큰 2', 'ipfs://a'],
      ['2', '둘째', ''],
      ['7', '', ''],
    ]);
    expect(duplicates(table)).toEqual([2, 3]);
    expect(table.nextTokenId()).toBe(8);
  });

  it('puts deleted rows back where they were, once, and their duplicates follow', () => {
    const table = tableWith('1', '2', '1', '4');
    const [first, , third] = table.rows;
    table.remove([first!.key]);
    expect(duplicates(table)).toEqual([]);
    expect(table.undo.lastRemoved?.positions).toEqual([0]);
    table.undoRemove();
    expect(table.rows.map((row) => row.key)[0]).toBe(first!.key);
    expect(duplicates(table)).toEqual([1, 3]);
    expect(table.positionOf(third!.key)).toBe(2);
    expect(table.undo.lastRemoved).toBeNull();
    const rows = table.rows;
    table.undoRemove();
    expect(table.rows).toBe(rows);
  });

  it('undoes an import while its rows are unchanged; a later edit ends the undo', () => {
    const table = tableWith('1');
    table.setSaved();
    const before = table.rows;
    table.merge([{ tokenId: '2', name: '새 토큰' }]);
    table.finishImport(before);
    expect(table.undo.beforeImport(table.rows)).toBe(before);
    table.undoImport();
    expect(table.rows).toBe(before);
    expect(table.keyOfTokenId('2')).toBeNull();

    table.merge([{ tokenId: '2' }]);
    table.finishImport(before);
    table.patch([{ key: table.rows[1]!.key, values: { name: '이름' } }]);
    expect(table.undo.beforeImport(table.rows)).toBeNull();
  });

  it('given an import that brings a saved token back unchanged, then that row is not unsaved', () => {
    const table = tableWith('1', '2');
    table.setSaved();
    const before = table.rows;
    table.replaceAll([values('1'), values('2', '바뀐 이름')], () => true);
    table.finishImport(before);
    expect(table.rows.map((row) => row.dirty)).toEqual([false, true]);
    expect(table.isSaved(values('1'))).toBe(true);
  });

  it('keeps the server ids of deleted rows and marks saved only the rows sent as they are', () => {
    const table = tableWith('1', '2');
    table.setSaved();
    table.remove([table.rows[0]!.key]);
    expect(table.keptOnServer).toBe(1);
    const added = table.append([values('3')]);
    const sent = table.rows.slice();
    table.patch([{ key: table.rows[0]!.key, values: { name: '저장 중에 고침' } }]);
    table.markSaved(sent);
    expect(table.rows.map((row) => row.dirty)).toEqual([true, false]);
    expect([...table.serverTokenIds].sort()).toEqual([1, 2, 3]);
    expect(table.positionOf(added[0]!)).toBe(1);
  });

  it('shows a server refusal at its cell until the row changes; a refused row sends no token', () => {
    const table = tableWith('1');
    const key = table.rows[0]!.key;
    expect(tokenOf(table.rows[0]!)).not.toBeNull();
    table.markRefused([{ key, column: 'image', problem: { code: 'image-refused' } }]);
    expect(rowProblems(table.rows).map((p) => [p.column, p.problem.code])).toEqual([['image', 'image-refused']]);
    table.patch([{ key, values: { name: '새 이름' } }]);
    expect(rowProblems(table.rows)).toEqual([]);
  });
});
