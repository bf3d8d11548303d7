import { describe, expect, it } from 'vitest';
import type { EditionFiles } from '../../application/ports/edition-files';
import { valuesFromRecord } from '../../domain/editions/edition-records';
import type { EditionValues } from '../../domain/editions/edition-values';
import { EditionImport } from './edition-import';
import { EditionRowStore } from './edition-row-store';
import { EditionSheets } from '../../application/editions/edition-sheets';

const named = (tokenId: string): EditionValues => ({
  tokenId,
  name: `밤 ${tokenId}`,
  description: '설명',
  image: `https://cdn.example.com/${tokenId}.png`,
  attributes: '배경: 파랑',
});
const file = new File(['token_id,image'], 'images.csv', { type: 'text/csv' });

/** An import over a table of tokens 1 and 2, reading a file whose records are `records`. */
function makeSut(records: Record<string, unknown>[]) {
  const files: EditionFiles = {
    read: () =>
      Promise.resolve({
        ok: true,
        format: 'csv',
        rows: records.map((record) => valuesFromRecord(record)),
        unknownColumns: [],
        lineProblems: [],
      }),
    readMany: () => Promise.reject(new Error('unused')),
    write: () => Promise.reject(new Error('unused')),
  };
  const store = new EditionRowStore();
  store.replaceAll([named('1'), named('2')], () => false);
  return { store, importer: new EditionImport(new EditionSheets(files), store) };
}

/** Reads the file into a table that has rows: the question is asked, and answered with `how`. */
async function readAndChoose(importer: EditionImport, how: 'merge' | 'replace' | 'cancel') {
  const reading = importer.read(file);
  await expect.poll(() => importer.pending).not.toBeNull();
  importer.choose(how);
  await reading;
}

describe('importing a file over rows', () => {
  it('given named rows, when a token_id,image file is merged, then the rows keep their other columns', async () => {
    const { store, importer } = makeSut([{ token_id: '2', image: 'https://cdn.example.com/new.png' }]);

    await readAndChoose(importer, 'merge');

    expect(store.values()).toEqual([named('1'), { ...named('2'), image: 'https://cdn.example.com/new.png' }]);
    expect(importer.report).toMatchObject({ fileName: 'images.csv', rows: 1, badRows: 0 });
  });

  it('given rows with problems, when good rows are merged, then the report counts only the file’s rows with problems', async () => {
    const { store, importer } = makeSut([
      { token_id: '3', name: '밤 3', image: 'https://cdn.example.com/3.png' },
      { token_id: '4', name: '', image: 'https://cdn.example.com/4.png' },
    ]);
    // Two rows already wrong before the file: a blank name, a token id that is not a number.
    // (An image not uploaded yet is a count above the grid, not an error.)
    store.append([
      { ...named('5'), name: '' },
      { ...named('6'), tokenId: '육' },
    ]);
    expect(store.invalidRowCount).toBe(2);

    await readAndChoose(importer, 'merge');

    expect(store.invalidRowCount).toBe(3);
    expect(importer.report).toMatchObject({ rows: 2, badRows: 1 });
  });

  it('given named rows, when a token_id,image file replaces them, then only its rows remain, the other columns empty', async () => {
    const { store, importer } = makeSut([{ token_id: '2', image: 'https://cdn.example.com/new.png' }]);

    await readAndChoose(importer, 'replace');

    expect(store.values()).toEqual([
      { tokenId: '2', name: '', description: '', image: 'https://cdn.example.com/new.png', attributes: '' },
    ]);
  });

  it('given the question asked, when 취소 is chosen, then the read ends with the table as it was', async () => {
    const { store, importer } = makeSut([{ token_id: '2', image: 'https://cdn.example.com/new.png' }]);

    await readAndChoose(importer, 'cancel');

    expect(store.values()).toEqual([named('1'), named('2')]);
    expect(importer.pending).toBeNull();
  });
});
