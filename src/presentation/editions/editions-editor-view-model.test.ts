import { describe, expect, it } from 'vitest';
import { NetworkError, ValidationError } from '../../application/errors/app-error';
import type { EditionFiles } from '../../application/ports/edition-files';
import { startEditionsEditor } from '../../../tests/support/editions-editor-kit';

const makeSut = startEditionsEditor;

describe('EditionsEditorViewModel', () => {
  it('given saved tokens, when rows are edited and saved, then only changed valid rows are sent and become clean', async () => {
    const { api, vm, notices, stop } = await makeSut();
    const [first, second] = vm.store.rows;
    vm.store.update(first!.key, 'name', '바뀐 이름');
    vm.store.update(second!.key, 'name', '');
    expect(vm.sendableCount).toBe(1);
    await vm.save();
    const sent = api
      .callsOf('upsertSingleTokens')
      .map(([input]) => (input as { tokens: { name: string }[] }).tokens.map((t) => t.name));
    expect(sent).toEqual([['바뀐 이름']]);
    expect(vm.store.dirtyRows.map((r) => r.tokenId)).toEqual(['2']);
    expect(notices.shown.at(-1)?.message).toContain('1개 토큰을 저장했습니다.');
    stop();
  });

  it('marks the row the server refused at its cell and keeps it unsaved', async () => {
    const { api, vm, stop } = await makeSut();
    vm.store.update(vm.store.rows[0]!.key, 'description', '새 설명');
    api.failNext(new ValidationError('허용되지 않는 내용입니다.', 'tokens.0.description'), 'upsertSingleTokens');
    await vm.save();
    expect(vm.store.rows[0]).toMatchObject({
      dirty: true,
      serverProblem: { column: 'description', problem: { code: 'schema', message: '허용되지 않는 내용입니다.' } },
    });
    stop();
  });

  it('given a batch that fails in transit twice, then the rows stay unsaved and the message says to save again, not to check marks', async () => {
    const { api, vm, notices, stop } = await makeSut();
    vm.store.update(vm.store.rows[0]!.key, 'name', '보낼 이름');
    // The batch and its one retry both fail in transit.
    api.failNext(new NetworkError('offline'), 'upsertSingleTokens');
    api.failNext(new NetworkError('offline'), 'upsertSingleTokens');

    await vm.save();

    expect(vm.store.rows[0]).toMatchObject({ name: '보낼 이름', dirty: true, serverProblem: undefined });
    expect(notices.shown.at(-1)?.message).toContain(
      '1개를 저장하지 못했습니다. 저장하지 못한 행은 그대로 남아 있으니 다시 저장해 주세요.',
    );
    stop();
  });

  it('given an imported sheet, when a save begins, then the import can no longer be undone (the rows it sends stay as sent)', async () => {
    const files: EditionFiles = {
      read: async () => ({
        ok: true,
        format: 'csv',
        rows: [{ tokenId: '1', name: '가져온 이름' }],
        unknownColumns: [],
        lineProblems: [],
      }),
      readMany: () => Promise.reject(new Error('unused')),
      write: () => Promise.reject(new Error('unused')),
    };
    const { api, vm, stop } = await makeSut(3, { files });
    const reading = vm.importer.read(new File(['x'], 'names.csv', { type: 'text/csv' }));
    await expect.poll(() => vm.importer.pending).not.toBeNull();
    vm.importer.choose('merge');
    await reading;
    expect(vm.importer.canUndo).toBe(true);

    const saving = vm.save();
    expect(vm.importer.canUndo).toBe(false);
    vm.importer.undo();
    await saving;

    expect(vm.store.rows[0]).toMatchObject({ name: '가져온 이름', dirty: false });
    expect(api.singleTokens.get(1)?.find((token) => token.tokenId === 1)?.name).toBe('가져온 이름');
    stop();
  });

  it('given a placeholder or a file name in the image cell, then the row counts under 이미지 없음 until its file comes', async () => {
    const { vm, stop } = await startEditionsEditor(3);
    const [first, second] = vm.store.rows;
    vm.store.update(first!.key, 'image', 'ipfs://NewUriToReplace/1.png');
    vm.store.update(second!.key, 'image', 'https://cdn.example.com/2.png');
    vm.shown.setFilter('noImage');
    expect(vm.shown.rows.map((row) => row.tokenId)).toEqual(['1', '3']);
    expect(vm.sendableCount).toBe(1);
    stop();
  });
});
