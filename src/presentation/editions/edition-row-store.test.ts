import { describe, expect, it } from 'vitest';
import type { EditionValues } from '../../domain/editions/edition-values';
import { EditionRowStore, tokenOf } from './edition-row-store';

const row = (tokenId: string, name = `토큰 ${tokenId}`): EditionValues => ({ tokenId, name, description: '', image: '', attributes: '' });

function storeWith(...ids: string[]) {
  const store = new EditionRowStore();
  store.replaceAll(ids.map((id) => row(id)), () => false);
  return store;
}

describe('EditionRowStore', () => {
  it('given loaded rows, when one cell is edited, then only that row is a new object and it is dirty', () => {
    const store = storeWith('1', '2', '3');
    const before = store.rows;
    store.update(before[1]!.key, 'name', '새 이름');
    expect(store.rows[0]).toBe(before[0]);
    expect(store.rows[2]).toBe(before[2]);
    expect(store.rows[1]).toMatchObject({ name: '새 이름', dirty: true });
    expect(store.dirtyRows).toHaveLength(1);
  });

  it('marks duplicate token ids on every row that shares them, and clears them when one changes', () => {
    const store = storeWith('1', '2', '01');
    expect(store.problems.map((p) => [p.rowNumber, p.column, p.problem.code])).toEqual([
      [1, 'tokenId', 'token-id-duplicate'],
      [3, 'tokenId', 'token-id-duplicate'],
    ]);
    store.update(store.rows[2]!.key, 'tokenId', '3');
    expect(store.problems).toEqual([]);
    store.update(store.rows[1]!.key, 'tokenId', '3');
    expect(store.problems.map((p) => p.rowNumber)).toEqual([2, 3]);
  });

  it('keeps bad rows with their problems and gives tokens only for valid rows', () => {
    const store = new EditionRowStore();
    store.replaceAll([row('1'), row('x'), row('3', '')], () => true);
    expect(store.invalidRowCount).toBe(2);
    expect(store.rows.map(tokenOf).map((t) => t?.tokenId ?? null)).toEqual([1, null, null]);
  });

  it('merges by token id: known ids replace their row, new ones are appended', () => {
    const store = storeWith('1', '2');
    const firstKey = store.rows[0]!.key;
    store.merge([row('2', '바뀐 둘'), row('5', '다섯')]);
    expect(store.rows.map((r) => [r.tokenId, r.name])).toEqual([
      ['1', '토큰 1'],
      ['2', '바뀐 둘'],
      ['5', '다섯'],
    ]);
    expect(store.rows[0]!.key).toBe(firstKey);
    expect(store.dirtyRows.map((r) => r.tokenId)).toEqual(['2', '5']);
  });

  it('deletes rows and puts them back in place with undo; duplicates follow', () => {
    const store = storeWith('1', '2', '2');
    store.remove([store.rows[1]!.key]);
    expect(store.rows.map((r) => r.tokenId)).toEqual(['1', '2']);
    expect(store.problems).toEqual([]);
    store.undoRemove();
    expect(store.rows.map((r) => r.tokenId)).toEqual(['1', '2', '2']);
    expect(store.invalidRowCount).toBe(2);
    expect(store.lastRemoved).toBeNull();
  });

  it('marks saved only the rows sent unchanged; a row edited during the save stays dirty', () => {
    const store = new EditionRowStore();
    store.replaceAll([row('1'), row('2')], () => true);
    const sent = store.dirtyRows;
    store.update(sent[1]!.key, 'name', '저장 중에 고침');
    store.markSaved(sent);
    expect(store.rows.map((r) => r.dirty)).toEqual([false, true]);
  });

  it('pastes a block over several rows at once', () => {
    const store = storeWith('1', '2');
    store.patch(store.rows.map((r, i) => ({ key: r.key, values: { name: `붙여넣기 ${i}`, description: '설명' } })));
    expect(store.rows.map((r) => [r.name, r.description, r.dirty])).toEqual([
      ['붙여넣기 0', '설명', true],
      ['붙여넣기 1', '설명', true],
    ]);
  });

  it('suggests the next token id after the highest', () => {
    expect(storeWith('3', '10', 'x').nextTokenId).toBe(11);
    expect(new EditionRowStore().nextTokenId).toBe(0);
  });
});
