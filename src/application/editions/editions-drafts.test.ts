import { describe, expect, it, vi } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { InMemoryEditionDraftStore } from '../../../tests/fakes/in-memory-edition-draft-store';
import { UnexpectedError } from '../errors/app-error';
import type { UploadedFile } from '../ports/edition-draft-store';
import { EditionsDrafts, type DraftRow } from './editions-drafts';

const KEY = 'editions:creator:1';
const row = (id: number, dirty = false, name = `토큰 ${id}`): DraftRow => ({
  tokenId: String(id),
  name,
  description: '',
  image: '',
  attributes: '',
  dirty,
});
const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => row(i + 1));
const none = new Map<string, UploadedFile>();

function makeSut(store = new InMemoryEditionDraftStore()) {
  const reporter = new FakeErrorReporter();
  const session = new EditionsDrafts(store, new FixedClock(), reporter).session(KEY, none);
  return { store, reporter, session };
}

describe('EditionDraftSession', () => {
  it('keeps the rows in parts of 500 and, after one edit, rewrites only the part that holds it', async () => {
    const { store, session } = makeSut();
    const rows = rowsOf(1_200);
    rows[0] = row(1, true, '첫 변경');
    expect(await session.keep(() => ({ rows, uploads: none }))).toBe('kept');
    expect(store.writes).toBe(3);

    const next = rows.slice();
    next[1_100] = row(1_101, true, '둘째 변경');
    await session.keep(() => ({ rows: next, uploads: none }));

    expect(store.writes).toBe(4);
    const kept = await store.read(KEY);
    expect([kept?.rows[0]?.name, kept?.rows[1_100]?.name, kept?.dirty]).toEqual(['첫 변경', '둘째 변경', [0, 1_100]]);
    expect(kept?.savedAt).toBe('2026-11-23T09:00:00.000Z');
    expect(store.partsOf(KEY)).toHaveLength(3);
  });

  it('removes the draft once nothing is unsaved', async () => {
    const { store, session } = makeSut();
    await session.keep(() => ({ rows: [row(1, true)], uploads: none }));
    expect(store.headers.size).toBe(1);
    expect(await session.keep(() => ({ rows: [row(1)], uploads: none }))).toBe('kept');
    expect(store.headers.size).toBe(0);
    expect(store.partsOf(KEY)).toHaveLength(0);
  });

  it('leaves the stored draft for the next visit while one is offered and nothing is typed, and keeps typing done meanwhile', async () => {
    const store = new InMemoryEditionDraftStore();
    await store.writeHeader(KEY, {
      savedAt: '2026-11-20T00:00:00.000Z',
      parts: [await store.writePart(KEY, [row(1, false, '지난번')])],
      dirty: [0],
    });
    const { session } = makeSut(store);
    expect(await session.keep(() => ({ rows: [row(1)], uploads: none, offered: true }))).toBe('waiting');
    expect((await store.read(KEY))?.rows[0]?.name).toBe('지난번');
    expect(await session.keep(() => ({ rows: [row(1, true, '새 편집')], uploads: none, offered: true }))).toBe('kept');
    expect((await store.read(KEY))?.rows[0]?.name).toBe('새 편집');
  });

  it('writes every part again when another tab replaced the parts it would reuse', async () => {
    const { store, session } = makeSut();
    const rows = rowsOf(1_200);
    rows[0] = row(1, true, '이 탭');
    await session.keep(() => ({ rows, uploads: none }));
    await store.writeHeader(KEY, {
      savedAt: '2026-11-25T00:00:00.000Z',
      parts: [await store.writePart(KEY, [])],
      dirty: [],
    });
    const writes = store.writes;

    const next = rows.slice();
    next[1_100] = row(1_101, true, '다음 편집');
    expect(await session.keep(() => ({ rows: next, uploads: none }))).toBe('kept');

    expect(store.writes).toBe(writes + 1 + 3);
    expect((await store.read(KEY))?.rows.map((r) => r.name).filter((name) => !name.startsWith('토큰'))).toEqual([
      '이 탭',
      '다음 편집',
    ]);
  });

  it('given a keep while a write is under way, then one more pass writes the rows as they are then', async () => {
    const { store, session } = makeSut();
    let rows = rowsOf(1_000).map((r, i) => (i === 0 ? row(1, true, '처음') : r));
    const first = session.keep(() => ({ rows, uploads: none }));
    rows = rows.map((r, i) => (i === 999 ? row(1_000, true, '나중') : r));
    expect(await session.keep(() => ({ rows, uploads: none }))).toBe('queued');
    expect(await first).toBe('kept');
    const kept = await store.read(KEY);
    expect([kept?.rows[0]?.name, kept?.rows[999]?.name]).toEqual(['처음', '나중']);
  });

  it('reports a store that will not keep the draft, once, as failed', async () => {
    const store = new InMemoryEditionDraftStore();
    const full = Object.assign(store, { writePart: () => Promise.reject(new UnexpectedError('quota')) });
    const { reporter, session } = makeSut(full);
    expect(await session.keep(() => ({ rows: [row(1, true)], uploads: none }))).toBe('failed');
    expect(reporter.reports).toEqual([
      { error: expect.any(UnexpectedError), context: { area: 'editions', action: 'keep-draft' } },
    ]);
  });

  it('adds the file names of the uploaded links the rows hold, each once, only when an upload landed since', async () => {
    const { store, session } = makeSut();
    const uploads = new Map<string, UploadedFile>([
      ['/local/uploads/a.png', { name: '1.png', size: 10 }],
      ['/local/uploads/old.png', { name: '0.png', size: 5 }],
    ]);
    const rows = [{ ...row(1, true), image: '/local/uploads/a.png' }];
    await session.keep(() => ({ rows, uploads }));
    expect(await store.readUploadNames(KEY)).toEqual({ '/local/uploads/a.png': { name: '1.png', size: 10 } });
    const written = { ...store.uploadNames.get(KEY) };

    // A keep with no upload landed since writes no names; one with a new upload adds only that one
    const spy = vi.spyOn(store, 'keepUploadNames');
    await session.keep(() => ({ rows: [{ ...rows[0]!, name: '바뀜' }], uploads }));
    expect(spy).not.toHaveBeenCalled();
    uploads.set('/local/uploads/b.png', { name: '2.png', size: 11 });
    await session.keep(() => ({ rows: [...rows, { ...row(2, true), image: '/local/uploads/b.png' }], uploads }));
    expect(spy).toHaveBeenCalledWith(KEY, { '/local/uploads/b.png': { name: '2.png', size: 11 } });
    expect(await store.readUploadNames(KEY)).toEqual({
      ...written,
      '/local/uploads/b.png': { name: '2.png', size: 11 },
    });
  });

  it('after forget, writes every part anew', async () => {
    const { store, session } = makeSut();
    const rows = [row(1, true)];
    await session.keep(() => ({ rows, uploads: none }));
    session.forget();
    await session.keep(() => ({ rows, uploads: none }));
    expect(store.writes).toBe(2);
  });
});
