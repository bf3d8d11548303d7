import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { sampleTokens } from '../../../tests/fakes/sample-data';
import { pastDraftDelay, untilDraftKept, useDraftClock } from '../../../tests/support/draft-wait';
import { draftsAfterEditing, realEditionFiles, startEditionsEditor } from '../../../tests/support/editions-editor-kit';
import { NetworkError } from '../../application/errors/app-error';
import { InMemoryEditionDraftStore } from '../../../tests/fakes/in-memory-edition-draft-store';

const makeSut = startEditionsEditor;

describe('EditionsEditorViewModel drafts across reloads', () => {
  afterEach(() => vi.useRealTimers());
  /** The draft kept in `drafts` (one launchpad, one creator), as the next visit would read it. */
  const stored = async (drafts: Awaited<ReturnType<typeof makeSut>>['drafts']) => {
    const [key] = [...drafts.headers.keys()];
    return key ? drafts.read(key) : null;
  };

  it('given a draft offered after a reload, when the creator edits without choosing, then the newest edit is kept and the offer can still be restored', async () => {
    // Given an edit kept as a draft, and a reload that offers it
    const drafts = await draftsAfterEditing(0, 'name', '지난번 초안');
    const second = await makeSut(3, { drafts });
    expect(second.vm.draft.offer?.rows[0]?.name).toBe('지난번 초안');

    // When the creator edits another row without choosing
    second.vm.store.update(second.vm.store.rows[1]!.key, 'name', '새 편집');

    // Then that edit becomes the stored draft, and the offer is still there to restore
    await untilDraftKept(async () => (await stored(second.drafts))?.rows[1]?.name, '새 편집');
    expect(second.vm.draft.offer?.rows[0]?.name).toBe('지난번 초안');
    second.vm.draft.restore();
    expect(second.vm.store.rows[0]?.name).toBe('지난번 초안');
    second.stop();
  });

  it('given a draft offered after a reload, when the page is left untouched, then the draft is offered again next time', async () => {
    const drafts = await draftsAfterEditing(2, 'description', '남겨 둘 설명');

    // When the offer is neither taken nor dropped, past the draft's write delay
    useDraftClock();
    const second = await makeSut(3, { drafts });
    await pastDraftDelay();
    second.stop();

    // Then the next visit offers it again
    const third = await makeSut(3, { drafts });
    expect(third.vm.draft.offer?.rows[2]?.description).toBe('남겨 둘 설명');
    third.stop();
  });

  it('given an edit made while a draft was offered, when the offer is dropped, then the edit stays the draft', async () => {
    const drafts = await draftsAfterEditing(0, 'name', '버릴 초안');
    useDraftClock();
    const second = await makeSut(3, { drafts });
    second.vm.store.update(second.vm.store.rows[1]!.key, 'name', '지킬 편집');
    // (the creator presses 버리기 a while later, past the draft's write delay)
    await pastDraftDelay();

    // When 버리기 is pressed
    second.vm.draft.discard();

    // Then the dropped draft is gone from the rows and the new edit is what a reload offers
    await untilDraftKept(async () => (await stored(second.drafts))?.rows[1]?.name, '지킬 편집');
    expect((await stored(second.drafts))?.rows[0]?.name).not.toBe('버릴 초안');
    second.stop();
  });
});

describe('EditionsEditorViewModel given a drop of per-token files', () => {
  it('given 1.json … 3.json and their images dropped together, then they are one sheet, ids from the names, each image in its row', async () => {
    const { vm, api, stop } = await startEditionsEditor(0, { files: realEditionFiles() });
    const token = (n: number) =>
      new File(
        [
          JSON.stringify({
            name: `Your Collection #${n}`,
            description: '',
            image: `ipfs://NewUriToReplace/${n}.png`,
            attributes: [{ trait_type: 'Background', value: 'Blue' }],
          }),
        ],
        `${n}.json`,
        {
          type: 'application/json',
        },
      );
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

    await vm.addFiles([token(3), png('1.png'), token(1), token(2), png('3.png'), png('2.png')]);

    expect(vm.importer.report).toMatchObject({ fileName: 'JSON 파일 3개', rows: 3, files: { read: 3, skipped: [] } });
    expect(vm.store.rows.map((row) => [row.tokenId, row.attributes])).toEqual([
      ['1', 'Background: Blue'],
      ['2', 'Background: Blue'],
      ['3', 'Background: Blue'],
    ]);
    expect(api.uploads).toHaveLength(3);
    expect(vm.store.rows.map((row) => vm.imageFileName(row.image))).toEqual(['1.png', '2.png', '3.png']);
    // The launch is 작성 중, so after the pick's last image the rows saved by themselves.
    await expect.poll(() => api.singleTokens.get(1)?.map((token) => token.tokenId)).toEqual([1, 2, 3]);
    expect(vm.sendableCount).toBe(0);
    stop();
  });
});

describe('EditionsEditorViewModel opening', () => {
  it('given the tokens fail to load, then the failure is reported and shown, and 다시 시도 opens the editor', async () => {
    const api = new FakeCreatorsServer();
    api.singleTokens.set(1, sampleTokens(2));
    api.failNext(new NetworkError('offline'), 'getContractMetadata');
    const { vm, reporter, stop } = await startEditionsEditor(2, { api, until: 'error' });
    expect(vm.loadError).toBeInstanceOf(NetworkError);
    expect(reporter.reports).toEqual([
      { error: expect.any(NetworkError), context: { area: 'editions', action: 'load', launchpadId: 1 } },
    ]);

    vm.load();

    await expect.poll(() => vm.status).toBe('ready');
    expect(vm.store.rows.map((row) => row.tokenId)).toEqual(['1', '2']);
    stop();
  });
});

describe('EditionsEditorViewModel draft parts', () => {
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
});
