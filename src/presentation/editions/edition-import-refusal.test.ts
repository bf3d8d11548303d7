import { describe, expect, it } from 'vitest';
import type { EditionFileRead, EditionFiles } from '../../application/ports/edition-files';
import { editionsCopy } from '../shared/copy/editions-copy';
import { EditionImport } from './edition-import';
import { EditionRowStore } from './edition-row-store';
import { EditionSheets } from '../../application/editions/edition-sheets';

const filesReading = (read: EditionFileRead): EditionFiles => ({
  read: async () => read,
  readMany: () => Promise.reject(new Error('unused')),
  write: () => Promise.reject(new Error('unused')),
});
const file = new File(['x'], 'tokens.csv', { type: 'text/csv' });

describe('an import the files refuse', () => {
  it('names the row limit and the file’s count, and leaves the table alone', async () => {
    // given a file with 12,345 rows, over the 10,000 one request carries
    const store = new EditionRowStore();
    const importer = new EditionImport(
      new EditionSheets(filesReading({ ok: false, reason: 'too-many-rows', rows: 12_345, maxRows: 10_000 })),
      store,
    );

    // when it is imported
    await importer.read(file);

    // then the creator reads both numbers, and no row went in
    expect(importer.failure && editionsCopy.importFailedText(importer.failure)).toBe(
      '한 번에 가져올 수 있는 토큰은 10,000개까지입니다. (파일: 12,345개)',
    );
    expect(store.rows).toHaveLength(0);
  });

  it('names the size limit of a file too large to read', async () => {
    const importer = new EditionImport(
      new EditionSheets(filesReading({ ok: false, reason: 'too-large', maxBytes: 20 * 1024 * 1024 })),
      new EditionRowStore(),
    );

    await importer.read(file);

    expect(importer.failure && editionsCopy.importFailedText(importer.failure)).toBe(
      '파일이 너무 큽니다. 20MB 이하의 파일을 올려 주세요.',
    );
  });

  it('keeps the other reasons’ words', async () => {
    const importer = new EditionImport(
      new EditionSheets(filesReading({ ok: false, reason: 'unsupported' })),
      new EditionRowStore(),
    );

    await importer.read(file);

    expect(importer.failure && editionsCopy.importFailedText(importer.failure)).toBe(
      editionsCopy.importFailed.unsupported,
    );
  });
});
