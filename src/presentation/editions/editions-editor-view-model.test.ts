import { describe, expect, it } from 'vitest';
import { NetworkError, ValidationError } from '../../application/errors/app-error';
import type { EditionFiles } from '../../application/ports/edition-files';
import { untilDraftKept } from '../../../tests/support/draft-wait';
import { startEditionsEditor } from '../../../tests/support/editions-editor-kit';
import { InMemoryEditionDraftStore } from '../../../tests/fakes/in-memory-edition-draft-store';
import type { EditionsEditorViewModel } from './editions-editor-view-model';

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

  it('keeps unsaved rows as a draft in parts, rewriting only the part that changed, and reads back whole', async () => {
    const { drafts, vm, stop } = await makeSut(1_200);
    vm.store.update(vm.store.rows[0]!.key, 'name', '첫 변경');
    await untilDraftKept(() => drafts.headers.size, 1);
    const firstWrites = drafts.writes;
    expect(firstWrites).toBe(3);
    vm.store.update(vm.store.rows[1_100]!.key, 'name', '둘째 변경');
    const key = [...drafts.headers.keys()][0]!;
    // (the header lands a task after the part: waiting on the count alone raced it on a loaded machine)
    await untilDraftKept(async () => (await drafts.read(key))?.rows[1_100]?.name, '둘째 변경');
    expect(drafts.writes).toBe(firstWrites + 1);
    stop();
    const offered = await drafts.read(key);
    expect(offered?.rows[1_100]?.name).toBe('둘째 변경');
    expect(offered?.dirty).toEqual([0, 1_100]);
    // The part it replaced is gone: three parts stored, as many as the header names.
    expect(drafts.partsOf(key)).toHaveLength(3);
  });

  it("writes every part again when another tab's draft has replaced the parts it would reuse", async () => {
    const { drafts, vm, stop } = await makeSut(1_200);
    vm.store.update(vm.store.rows[0]!.key, 'name', '이 탭');
    await untilDraftKept(() => drafts.headers.size, 1);
    const key = [...drafts.headers.keys()][0]!;
    // Another tab of the same launchpad keeps its own draft: this tab's parts are deleted with its header.
    await drafts.writeHeader(key, {
      savedAt: '2026-11-25T00:00:00.000Z',
      parts: [await drafts.writePart(key, [])],
      dirty: [],
    });
    const writes = drafts.writes;

    vm.store.update(vm.store.rows[1_100]!.key, 'name', '이 탭의 다음 편집');

    // One part changed; its header, naming the two deleted ones, is refused, and all three are written anew.
    await untilDraftKept(() => drafts.writes, writes + 1 + 3);
    await untilDraftKept(async () => (await drafts.read(key))?.rows.length, 1_200);
    const kept = await drafts.read(key);
    expect([kept?.rows[0]?.name, kept?.rows[1_100]?.name]).toEqual(['이 탭', '이 탭의 다음 편집']);
    expect(vm.draft.failed).toBe(false);
    stop();
  });
});

describe('EditionsEditorViewModel images dropped with a sheet, and rows replaced under uploads', () => {
  const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  /** A sheet that reads as token 7 with its image named 7.png. */
  const sheetOfToken7: EditionFiles = {
    read: async () => ({
      ok: true,
      format: 'csv',
      rows: [{ tokenId: '7', name: '일곱째 밤', image: '7.png' }],
      unknownColumns: [],
      lineProblems: [],
    }),
    readMany: () => Promise.reject(new Error('unused')),
    write: () => Promise.reject(new Error('unused')),
  };
  const rowOfToken = (vm: EditionsEditorViewModel, tokenId: string) =>
    vm.store.rows.find((row) => row.tokenId === tokenId);

  it('given a table with rows, when a sheet and its images are dropped and 모두 바꾸기 is chosen, then the images go to the new rows', async () => {
    const { vm, api, stop } = await makeSut(3, { files: sheetOfToken7 });

    // When the sheet and 7.png are dropped together, the question is asked and nothing is uploaded yet
    const adding = vm.addFiles([new File(['token_id,name,image'], 'sheet.csv', { type: 'text/csv' }), png('7.png')]);
    await expect.poll(() => vm.importer.pending).not.toBeNull();
    expect(vm.uploads.entries.size).toBe(0);

    // When 모두 바꾸기 is chosen
    vm.importer.choose('replace');
    await adding;

    // Then 7.png was matched to the new row of token 7, and its link lands there
    await expect.poll(() => rowOfToken(vm, '7')?.image).toMatch(/^\/local\/uploads\/.+-7\.png$/);
    expect(api.uploads).toHaveLength(1);
    stop();
  });

  it('given an image matched to a row, when the rows are replaced before it is uploaded, then its link lands in the row with the same token id', async () => {
    // Given an image check held back, so the upload waits
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { vm, stop } = await makeSut(3, {
      readImageFacts: async (files) => (
        await held,
        files.map((file) => ({ bytes: file.size, width: 500, height: 500 }))
      ),
    });
    const uploading = vm.addImages([png('2.png')]);

    // When the rows are replaced (as 모두 바꾸기 or 복원 does: new keys) and the upload then goes on
    vm.store.replaceAll(
      [{ tokenId: '2', name: '바뀐 토큰 2', description: '', image: '', attributes: '' }],
      () => true,
    );
    release();
    await uploading;

    // Then the link is in the new row of token 2
    await expect.poll(() => rowOfToken(vm, '2')?.image).toMatch(/^\/local\/uploads\/.+-2\.png$/);
    stop();
  });
  it('given many images dropped, then the editor counts as unsaved at once, checks them together, and 취소 stops them before any is sent', async () => {
    // Given image checks held back
    let checks = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { vm, api, stop } = await makeSut(10, {
      readImageFacts: async (files) => {
        checks++;
        await held;
        return files.map((file) => ({ bytes: file.size, width: 500, height: 500 }));
      },
    });

    // When ten matched images are dropped
    const adding = vm.addImages(Array.from({ length: 10 }, (_, i) => png(`${i + 1}.png`)));

    // Then leaving asks first from the start, and the ten are checked in one batch
    expect(vm.hasUnsaved).toBe(true);
    await expect.poll(() => checks).toBe(1);

    // When 취소 is pressed while they are checked, then none is sent and all can be retried
    vm.uploads.cancel();
    release();
    await adding;
    expect(api.uploads).toHaveLength(0);
    expect(vm.uploads.failedCount).toBe(10);
    expect(vm.hasUnsaved).toBe(false);
    stop();
  });
});

describe('EditionsEditorViewModel with a creator’s files', () => {
  const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

  it('given images uploaded and the tab reloaded, when the same folder is picked again, then only the images still missing are sent', async () => {
    // Given rows that name their images, two of four uploaded, kept as a draft
    const first = await startEditionsEditor(4);
    first.vm.store.patch(
      first.vm.store.rows.map((row) => ({
        key: row.key,
        values: { image: `ipfs://NewUriToReplace/${row.tokenId}.png` },
      })),
    );
    await first.vm.addImages([png('1.png'), png('2.png')]);
    expect(first.api.uploads).toHaveLength(2);
    await untilDraftKept(
      async () => Object.keys(await first.drafts.readUploadNames([...first.drafts.headers.keys()][0]!)).length,
      2,
    );
    first.stop();

    // When the draft is restored after the reload and the whole folder is picked
    const second = await startEditionsEditor(4, { drafts: first.drafts });
    second.vm.draft.restore();
    expect(second.vm.imageFileName(second.vm.store.rows[0]!.image)).toBe('1.png');
    await second.vm.addImages(['1.png', '2.png', '3.png', '4.png'].map(png));

    // Then two are sent, two are said to be there already, and every row has its image
    expect(second.api.uploads).toHaveLength(2);
    expect(second.vm.uploads.alreadyUploaded).toBe(2);
    expect(second.vm.store.rows.map((row) => second.vm.imageFileName(row.image))).toEqual([
      '1.png',
      '2.png',
      '3.png',
      '4.png',
    ]);
    second.stop();
  });

  it('given uploaded images saved, when the editor is opened again, then the image column still names the creator’s files', async () => {
    const first = await startEditionsEditor(2);
    first.vm.store.patch(first.vm.store.rows.map((row) => ({ key: row.key, values: { image: `${row.tokenId}.png` } })));
    await first.vm.addImages([png('1.png'), png('2.png')]);
    await first.vm.save();
    await untilDraftKept(() => first.drafts.headers.size, 0);
    first.stop();

    // The same API and browser storage, a new visit: the saved links are named as the creator's files
    const again = await startEditionsEditor(2, { drafts: first.drafts, api: first.api });
    expect(again.vm.store.rows.map((row) => again.vm.imageFileName(row.image))).toEqual(['1.png', '2.png']);
    again.stop();
  });

  it('given a draft the server already holds (saved, the tab closed before the draft went), then it is not offered', async () => {
    // A draft whose changed row is what the server now holds
    const drafts = new InMemoryEditionDraftStore();
    const rows = [1, 2, 3].map((id) => ({
      tokenId: String(id),
      name: `토큰 ${id}`,
      description: '',
      image: '',
      attributes: '',
    }));
    await drafts.writeHeader('editions:creator:1', {
      savedAt: '2026-11-25T00:00:00.000Z',
      parts: [await drafts.writePart('editions:creator:1', rows)],
      dirty: [0],
    });
    const { vm, stop } = await startEditionsEditor(3, { drafts });
    expect(vm.draft.offer).toBeNull();
    await expect.poll(() => drafts.headers.size).toBe(0);
    stop();

    // One that differs is offered
    await drafts.writeHeader('editions:creator:1', {
      savedAt: '2026-11-25T00:00:00.000Z',
      parts: [await drafts.writePart('editions:creator:1', [{ ...rows[0]!, name: '다른 이름' }, ...rows.slice(1)])],
      dirty: [0],
    });
    const next = await startEditionsEditor(3, { drafts });
    expect(next.vm.draft.offer?.rows[0]?.name).toBe('다른 이름');
    next.stop();
  });

  it('given a placeholder or a file name in the image cell, then the row counts under 이미지 없음 until its file comes', async () => {
    const { vm, stop } = await startEditionsEditor(3);
    const [first, second] = vm.store.rows;
    vm.store.update(first!.key, 'image', 'ipfs://NewUriToReplace/1.png');
    vm.store.update(second!.key, 'image', 'https://cdn.example.com/2.png');
    vm.setFilter('noImage');
    expect(vm.visibleRows.map((row) => row.tokenId)).toEqual(['1', '3']);
    expect(vm.sendableCount).toBe(1);
    stop();
  });
});
