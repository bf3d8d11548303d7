import { describe, expect, it } from 'vitest';
import type { EditionFiles } from '../../application/ports/edition-files';
import { untilDraftKept } from '../../../tests/support/draft-wait';
import { startEditionsEditor } from '../../../tests/support/editions-editor-kit';
import { fakeFile, fakeFolder } from '../../../tests/support/fake-file-handles';
import type { EditionsEditorViewModel } from './editions-editor-view-model';
import { filesOfHandles } from './folder-handles';

const makeSut = startEditionsEditor;

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
  it('given rows still without their image, then the folder comes first; not while their images upload, nor once they are in, and 저장 then has what an edit changed', async () => {
    // Given three saved rows without their image, and image checks held back
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { vm, stop } = await makeSut(3, {
      readImageFacts: async (files) => {
        await held;
        return files.map((file) => ({ bytes: file.size, width: 500, height: 500 }));
      },
    });
    expect(vm.imagesComeFirst).toBe(true);
    expect(vm.hasSendable).toBe(false);

    // When their images are picked, then while they upload the folder is no longer the next action
    const adding = vm.addImages([png('1.png'), png('2.png'), png('3.png')]);
    expect(vm.imagesComeFirst).toBe(false);

    // When they are in (and saved by themselves, the launch being 작성 중), then nothing is left to pick or send
    release();
    await adding;
    expect(vm.store.completion).toMatchObject({ rows: 3, withImage: 3 });
    expect(vm.imagesComeFirst).toBe(false);
    expect(vm.hasSendable).toBe(false);

    // When a row's name is edited, then 저장 has it to send
    vm.store.update(vm.store.rows[0]!.key, 'name', '새 이름');
    expect(vm.hasSendable).toBe(true);
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
});

describe('EditionsEditorViewModel image folder from the browser’s folder picker', () => {
  const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  const namingImages = (vm: EditionsEditorViewModel) =>
    vm.store.patch(vm.store.rows.map((row) => ({ key: row.key, values: { image: `${row.tokenId}.png` } })));
  /** An editor of two rows naming 1.png and 2.png, and a folder of them whose reading waits until `release` is called. */
  async function editorWithHeldFolder() {
    const editor = await startEditionsEditor(2);
    namingImages(editor.vm);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = (name: string) => async () => (await held, png(name));
    const folder = fakeFolder('images', [fakeFile('1.png', read('1.png')), fakeFile('2.png', read('2.png'))]);
    return { ...editor, folder, release };
  }

  it('given the dialog open, then nothing runs yet; once the folder is being read, the upload runs, and its files then go up', async () => {
    const { vm, api, stop, folder, release } = await editorWithHeldFolder();
    let choose: (folder: FileSystemDirectoryHandle) => void = () => {};
    const adding = vm.addImageFolder(() => new Promise((resolve) => (choose = resolve)));
    expect(vm.uploads.running).toBe(false);
    choose(folder);
    await expect.poll(() => vm.uploads.running).toBe(true);
    release();
    await adding;
    expect(api.uploads).toHaveLength(2);
    expect(vm.uploads.running).toBe(false);
    stop();
  });

  it.each([
    [
      'picked',
      (vm: EditionsEditorViewModel, folder: FileSystemDirectoryHandle) => vm.addImageFolder(async () => folder),
    ],
    [
      'dropped',
      (vm: EditionsEditorViewModel, folder: FileSystemDirectoryHandle) => vm.addDropped(filesOfHandles([folder])),
    ],
  ])('given 취소 pressed while a %s folder is still read, then none of its files is sent', async (_how, give) => {
    const { vm, api, stop, folder, release } = await editorWithHeldFolder();
    const adding = give(vm, folder);
    await expect.poll(() => vm.uploads.running).toBe(true);
    vm.uploads.cancel();
    release();
    await adding;
    expect(api.uploads).toHaveLength(0);
    expect(vm.uploads.running).toBe(false);
    stop();
  });

  it('given the dialog closed without a folder, then nothing is sent or said', async () => {
    const { vm, api, notices, reporter, stop } = await startEditionsEditor(2);
    await vm.addImageFolder(async () => null);
    expect(api.uploads).toHaveLength(0);
    expect(vm.uploads.running).toBe(false);
    expect(notices.shown).toEqual([]);
    expect(reporter.errors).toEqual([]);
    stop();
  });

  it('given a folder the browser refuses to open, then it is reported, and the notice says what to do in Korean', async () => {
    const { vm, notices, reporter, stop } = await startEditionsEditor(2);
    const refusal = new DOMException('Permission denied.', 'NotAllowedError');
    await vm.addImageFolder(() => Promise.reject(refusal));
    expect(reporter.errors).toEqual([refusal]);
    expect(notices.shown).toMatchObject([
      {
        kind: 'failure',
        message: '폴더를 열지 못했습니다.',
        error: { userMessage: '브라우저가 폴더를 읽도록 허용하거나 다른 폴더를 선택해 주세요.' },
      },
    ]);
    expect(vm.uploads.running).toBe(false);
    stop();
  });

  it('given a drop the browser cannot read, then it is reported and said, not lost in the console', async () => {
    const { vm, notices, reporter, stop } = await startEditionsEditor(2);
    const gone = new DOMException('A requested file or directory could not be found.', 'NotFoundError');
    await vm.addDropped(Promise.reject(gone));
    expect(reporter.errors).toEqual([gone]);
    expect(notices.shown).toMatchObject([{ kind: 'failure', message: '끌어다 놓은 파일을 읽지 못했습니다.' }]);
    stop();
  });
});
