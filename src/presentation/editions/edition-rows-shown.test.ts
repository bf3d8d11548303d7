import { describe, expect, it } from 'vitest';
import { EditionRowStore } from './edition-row-store';
import { EditionRowsShown } from './edition-rows-shown';

/** Three rows: 1 with an uploaded image, 2 without a name, 3 with no image. */
function makeSut() {
  const store = new EditionRowStore();
  store.replaceAll(
    [
      { tokenId: '1', name: '남산의 밤', description: '', image: '/local/uploads/a-1.png', attributes: '' },
      { tokenId: '2', name: '', description: '', image: '/local/uploads/a-2.png', attributes: '' },
      { tokenId: '3', name: '한강의 새벽', description: '', image: '', attributes: '' },
    ],
    () => false,
  );
  return { store, shown: new EditionRowsShown(store) };
}

const ids = (shown: EditionRowsShown) => shown.rows.map((row) => row.tokenId);

describe('EditionRowsShown', () => {
  it('given a search, then only the rows whose token id or name holds it are shown, whatever the case', () => {
    const { shown } = makeSut();
    shown.setSearch(' 한강 ');
    expect(ids(shown)).toEqual(['3']);
    shown.setSearch('2');
    expect(ids(shown)).toEqual(['2']);
  });

  it('given the filters, then 오류 shows the rows with a problem and 이미지 없음 the rows without a stored image', () => {
    const { shown } = makeSut();
    shown.setFilter('errors');
    expect(ids(shown)).toEqual(['2']);
    shown.setFilter('noImage');
    expect(ids(shown)).toEqual(['3']);
    shown.showAll();
    expect(ids(shown)).toEqual(['1', '2', '3']);
  });

  it('given a row the search hides, when the summary asks for it, then the search is cleared and the row is the target', () => {
    const { store, shown } = makeSut();
    shown.setSearch('남산');
    const key = store.rows[1]!.key;
    shown.jumpTo(key, 'name');
    expect(shown.search).toBe('');
    expect(shown.jumpTarget).toEqual({ key, column: 'name' });
  });

  it('given a row the search shows, when the summary asks for it, then the search stays', () => {
    const { store, shown } = makeSut();
    shown.setSearch('남산');
    shown.jumpTo(store.rows[0]!.key, 'image');
    expect(shown.search).toBe('남산');
  });
});
