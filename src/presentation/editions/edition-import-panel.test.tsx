import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../tests/support/mantine-render';
import type { EditionFiles } from '../../application/ports/edition-files';
import { EditionImport } from './edition-import';
import { EditionImportPanel } from './edition-import-panel';
import { EditionRowStore } from './edition-row-store';

describe('EditionImportPanel', () => {
  it('given a file with 25 broken lines, then 20 are listed by line and the other 5 are counted', async () => {
    // Given a sheet whose rows read, with 25 lines the parser could not read whole
    const lineProblems = Array.from({ length: 25 }, (_, i) => ({ line: i + 2, code: 'too-few-fields' as const }));
    const files: EditionFiles = {
      read: async () => ({ ok: true, format: 'csv', rows: [{ tokenId: '1', name: '밤' }], unknownColumns: [], lineProblems }),
      write: () => Promise.reject(new Error('unused')),
    };
    const importer = new EditionImport(files, new EditionRowStore());

    // When it is imported into an empty table
    await importer.read(new File(['x'], 'broken.csv', { type: 'text/csv' }));
    renderWithMantine(<EditionImportPanel importer={importer} />);

    // Then the report lists the first 20 lines and says how many more there are
    const items = within(screen.getByRole('status')).getAllByRole('listitem');
    expect(items).toHaveLength(21);
    expect(items[0]).toHaveTextContent('2번째 줄: 열 개수가 머리글보다 적습니다.');
    expect(items[20]).toHaveTextContent('그 밖에 5개 줄에도 문제가 있습니다. 파일을 고친 뒤 다시 가져와 주세요.');
  });
});
