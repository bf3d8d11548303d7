import { describe, expect, it } from 'vitest';
import { valuesFromRecord } from '../../domain/editions/edition-records';
import type { EditionValues } from '../../domain/editions/edition-values';
import { EditionRowStore, tokenOf } from './edition-row-store';

const row = (tokenId: string, name = `토큰 ${tokenId}`): EditionValues => ({
  tokenId,
  name,
  description: '',
  image: '',
  attributes: '',
});

function storeWith(...ids: string[]) {
  const store = new EditionRowStore();
  store.replaceAll(
    ids.map((id) => row(id)),
    () => false,
  );
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

  it('given 1,000 named tokens, when a CSV of token_id,image is merged, then only the images change', () => {
    const store = new EditionRowStore();
    const named = (i: number): EditionValues => ({
      tokenId: String(i),
      name: `밤 ${i}`,
      description: '설명',
      image: `old/${i}.png`,
      attributes: '배경: 파랑',
    });
    store.replaceAll(
      Array.from({ length: 1000 }, (_, i) => named(i)),
      () => false,
    );
    store.merge(
      Array.from({ length: 1000 }, (_, i) => valuesFromRecord({ token_id: String(i), image: `new/${i}.png` })),
    );
    expect(store.rows).toHaveLength(1000);
    expect(store.values()).toEqual(Array.from({ length: 1000 }, (_, i) => ({ ...named(i), image: `new/${i}.png` })));
  });

  it('given rows with attributes, when a JSON without attributes is merged, then the attributes stay and a new id gets empty cells', () => {
    const store = new EditionRowStore();
    store.replaceAll(
      [{ tokenId: '1', name: '밤', description: '설명', image: '1.png', attributes: '배경: 파랑' }],
      () => false,
    );
    store.merge([
      valuesFromRecord({ token_id: 1, name: '낮', image: '1b.png' }),
      valuesFromRecord({ token_id: 2, name: '둘' }),
    ]);
    expect(store.values()).toEqual([
      { tokenId: '1', name: '낮', description: '설명', image: '1b.png', attributes: '배경: 파랑' },
      { tokenId: '2', name: '둘', description: '', image: '', attributes: '' },
    ]);
  });

  it('given rows with traits, when a sheet of one trait column is merged, then only that trait changes in each row', () => {
    const store = new EditionRowStore();
    store.replaceAll(
      [
        { ...row('1'), attributes: '배경: 파랑; 눈: 초록' },
        { ...row('2'), attributes: '눈: 갈색' },
      ],
      () => false,
    );
    store.merge([
      valuesFromRecord({ token_id: '1', 'trait_type:배경': '빨강' }),
      valuesFromRecord({ token_id: '2', 'trait_type:배경': '노랑' }),
    ]);
    expect(store.rows.map((r) => r.attributes)).toEqual(['배경: 빨강; 눈: 초록', '눈: 갈색; 배경: 노랑']);
    expect(store.rows.map((r) => r.name)).toEqual(['토큰 1', '토큰 2']);
  });

  it('given a file that repeats a token id, when it is merged, then every file row is kept and the duplicates are marked', () => {
    const store = storeWith('1', '2');
    store.merge([
      valuesFromRecord({ token_id: '2', image: 'a.png' }),
      valuesFromRecord({ token_id: '2', image: 'b.png' }),
      valuesFromRecord({ token_id: '7', name: '일곱' }),
      valuesFromRecord({ token_id: '7', name: '또 일곱' }),
    ]);
    expect(store.rows.map((r) => [r.tokenId, r.name, r.image])).toEqual([
      ['1', '토큰 1', ''],
      ['2', '토큰 2', 'a.png'],
      ['2', '토큰 2', 'b.png'],
      ['7', '일곱', ''],
      ['7', '또 일곱', ''],
    ]);
    expect(store.problems.filter((p) => p.problem.code === 'token-id-duplicate').map((p) => p.rowNumber)).toEqual([
      2, 3, 4, 5,
    ]);
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

  it('given a typed row and an import, when the import is undone, then the table is as it was: rows, unsaved marks and token ids', () => {
    const store = storeWith('1', '2');
    store.update(store.rows[0]!.key, 'name', '직접 입력한 이름');
    const before = store.rows;
    store.importing(() => store.merge([row('1', '파일의 이름'), row('2', '파일의 둘'), row('3')]));
    expect(store.rows.map((r) => r.name)).toEqual(['파일의 이름', '파일의 둘', '토큰 3']);

    store.undoImport();
    expect(store.rows).toBe(before);
    expect(store.dirtyRows.map((r) => r.name)).toEqual(['직접 입력한 이름']);
    expect(store.beforeImport).toBeNull();
    // The token id index is the table's again: id 3 is free, and a new 2 is a duplicate.
    expect(store.keyOfTokenId('3')).toBeNull();
    store.update(store.rows[0]!.key, 'tokenId', '2');
    expect(store.problems.map((p) => [p.rowNumber, p.problem.code])).toEqual([
      [1, 'token-id-duplicate'],
      [2, 'token-id-duplicate'],
    ]);
  });

  it('given a delete and then an import, when the import is undone, then the delete can still be undone', () => {
    const store = storeWith('1', '2', '3');
    store.remove([store.rows[1]!.key]);
    store.importing(() => store.merge([row('9')]));
    store.undoImport();
    store.undoRemove();
    expect(store.rows.map((r) => r.tokenId)).toEqual(['1', '2', '3']);
  });

  it('keeps an import undoable until the table changes again or is saved; a value left as it was is no change', () => {
    const store = storeWith('1', '2');
    store.importing(() => store.replaceAll([row('7')], () => true));
    store.update(store.rows[0]!.key, 'name', store.rows[0]!.name);
    expect(store.beforeImport).not.toBeNull();
    store.update(store.rows[0]!.key, 'name', '고친 이름');
    expect(store.beforeImport).toBeNull();

    store.importing(() => store.merge([row('8')]));
    store.markSaved(store.dirtyRows);
    expect(store.beforeImport).toBeNull();

    store.importing(() => store.merge([row('9')]));
    store.remove([store.rows[0]!.key]);
    expect(store.beforeImport).toBeNull();
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
