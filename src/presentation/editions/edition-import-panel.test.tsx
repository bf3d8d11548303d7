import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../tests/support/mantine-render';
import type { EditionFileRead, EditionFiles } from '../../application/ports/edition-files';
import { EditionImport } from './edition-import';
import { EditionImportPanel } from './edition-import-panel';
import { EditionRowStore } from './edition-row-store';
import { EditionSheets } from '../../application/editions/edition-sheets';

describe('EditionImportPanel', () => {
  it('given a file with 25 broken lines, then 20 are listed by line and the other 5 are counted', async () => {
    // Given a sheet whose rows read, with 25 lines the parser could not read whole
    const lineProblems = Array.from({ length: 25 }, (_, i) => ({ line: i + 2, code: 'too-few-fields' as const }));
    const files: EditionFiles = {
      read: async () => ({
        ok: true,
        format: 'csv',
        rows: [{ tokenId: '1', name: '밤' }],
        unknownColumns: [],
        lineProblems,
      }),
      readMany: () => Promise.reject(new Error('unused')),
      write: () => Promise.reject(new Error('unused')),
    };
    const store = new EditionRowStore();
    const importer = new EditionImport(new EditionSheets(files), store);

    // When it is imported into an empty table
    await importer.read(new File(['x'], 'broken.csv', { type: 'text/csv' }));
    renderWithMantine(<EditionImportPanel importer={importer} store={store} />);

    // Then the report is one line, and behind 자세히 lists the first 20 lines and says how many more there are
    const report = screen.getByRole('region', { name: 'broken.csv 가져오기 결과' });
    expect(within(report).getByRole('status')).toHaveTextContent('broken.csv에서 1개 행을 가져왔습니다. · 이미지 0/1');
    await userEvent.click(within(report).getByText('자세히'));
    const items = within(report).getAllByRole('listitem');
    expect(items).toHaveLength(21);
    expect(items[0]).toHaveTextContent('2번째 줄: 열 개수가 머리글보다 적습니다.');
    expect(items[20]).toHaveTextContent('그 밖에 5개 줄에도 문제가 있습니다. 파일을 고친 뒤 다시 가져와 주세요.');
  });

  it('given typed names and a sheet merged over them by mistake, when 가져오기 되돌리기 is pressed, then the typed names are back', async () => {
    // Given a table with names the creator typed
    const store = new EditionRowStore();
    store.replaceAll([{ tokenId: '1', name: '직접 쓴 이름', description: '', image: '', attributes: '' }], () => true);
    const read: EditionFileRead = {
      ok: true,
      format: 'csv',
      rows: [{ tokenId: '1', name: '다른 파일의 이름' }],
      unknownColumns: [],
      lineProblems: [],
    };
    const importer = new EditionImport(
      new EditionSheets({
        read: async () => read,
        readMany: () => Promise.reject(new Error('unused')),
        write: () => Promise.reject(new Error('unused')),
      }),
      store,
    );
    renderWithMantine(<EditionImportPanel importer={importer} store={store} />);
    const reading = importer.read(new File(['x'], 'wrong.csv', { type: 'text/csv' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '토큰 ID로 합치기' }));
    await reading;
    expect(store.rows[0]!.name).toBe('다른 파일의 이름');

    // When the import is undone
    await user.click(
      within(screen.getByRole('region', { name: 'wrong.csv 가져오기 결과' })).getByRole('button', {
        name: '가져오기 되돌리기',
      }),
    );

    // Then the table is as it was, and the panel says so
    expect(store.rows[0]!.name).toBe('직접 쓴 이름');
    expect(screen.getByRole('status')).toHaveTextContent('wrong.csv 가져오기를 되돌렸습니다.');
    expect(screen.queryByRole('button', { name: '가져오기 되돌리기' })).toBeNull();
  });

  it('offers no undo once the table has changed after the import', async () => {
    const store = new EditionRowStore();
    const read: EditionFileRead = {
      ok: true,
      format: 'csv',
      rows: [{ tokenId: '1', name: '밤' }],
      unknownColumns: [],
      lineProblems: [],
    };
    const importer = new EditionImport(
      new EditionSheets({
        read: async () => read,
        readMany: () => Promise.reject(new Error('unused')),
        write: () => Promise.reject(new Error('unused')),
      }),
      store,
    );
    await importer.read(new File(['x'], 'night.csv', { type: 'text/csv' }));
    renderWithMantine(<EditionImportPanel importer={importer} store={store} />);
    expect(screen.getByRole('button', { name: '가져오기 되돌리기' })).toBeInTheDocument();

    store.update(store.rows[0]!.key, 'name', '고친 밤');

    expect(await screen.findByText(/night\.csv에서 1개 행을 가져왔습니다\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '가져오기 되돌리기' })).toBeNull();
  });
});
