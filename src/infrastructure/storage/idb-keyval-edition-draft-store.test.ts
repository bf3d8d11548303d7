import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createStore, keys, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EditionValues } from '../../domain/editions/edition-values';
import { IdbKeyvalEditionDraftStore } from './idb-keyval-edition-draft-store';

const KEY = 'editions:creator-1:1';
const rows = (...names: string[]): EditionValues[] =>
  names.map((name, i) => ({ tokenId: String(i + 1), name, description: '', image: '', attributes: '' }));
const header = (parts: string[], dirty: number[] = [0]) => ({ savedAt: '2026-11-25T00:00:00.000Z', parts, dirty });

/** Every key in the drafts' object store, as the browser holds it. */
const storedKeys = async () => (await keys(createStore('creators-lab-drafts', 'editions'))).map(String).sort();

describe('IdbKeyvalEditionDraftStore', () => {
  let drafts: IdbKeyvalEditionDraftStore;
  beforeEach(() => {
    // A fresh IndexedDB for every test (fake-indexeddb: no browser storage in unit tests).
    globalThis.indexedDB = new IDBFactory();
    globalThis.IDBKeyRange = IDBKeyRange;
    drafts = new IdbKeyvalEditionDraftStore();
  });

  it('keeps a draft as parts named by its header, and reads it back whole', async () => {
    const first = await drafts.writePart(KEY, rows('하나', '둘'));
    const second = await drafts.writePart(KEY, rows('셋'));
    expect(first).not.toBe(second);
    expect(await drafts.writeHeader(KEY, header([first, second], [0, 2]))).toBe(true);
    expect(await drafts.read(KEY)).toEqual({
      savedAt: '2026-11-25T00:00:00.000Z',
      dirty: [0, 2],
      rows: rows('하나', '둘').concat(rows('셋')),
    });
  });

  it('a write cut off before its header leaves the draft before it whole, and the next header deletes what it left', async () => {
    const a0 = await drafts.writePart(KEY, rows('그전 1'));
    const a1 = await drafts.writePart(KEY, rows('그전 2'));
    await drafts.writeHeader(KEY, header([a0, a1]));
    // A reload cuts the next write off after its first part.
    const lost = await drafts.writePart(KEY, rows('끊긴 쓰기'));
    expect((await drafts.read(KEY))?.rows.map((row) => row.name)).toEqual(['그전 1', '그전 2']);

    // The next visit's write changes part 0 and keeps part 1.
    const b0 = await drafts.writePart(KEY, rows('다음 쓰기'));
    expect(await drafts.writeHeader(KEY, header([b0, a1]))).toBe(true);
    expect((await drafts.read(KEY))?.rows.map((row) => row.name)).toEqual(['다음 쓰기', '그전 2']);
    // The replaced part and the cut-off one are gone; the kept one stays.
    expect(await storedKeys()).toEqual([KEY, `${KEY}:part:${a1}`, `${KEY}:part:${b0}`].sort());
    expect(await storedKeys()).not.toContain(`${KEY}:part:${lost}`);
  });

  it("refuses a header that names a part another tab's header has deleted, and changes nothing", async () => {
    const mine = await drafts.writePart(KEY, rows('이 탭'));
    await drafts.writeHeader(KEY, header([mine]));
    const theirs = await drafts.writePart(KEY, rows('다른 탭'));
    await drafts.writeHeader(KEY, header([theirs]));

    const changed = await drafts.writePart(KEY, rows('이 탭의 새 편집'));
    expect(await drafts.writeHeader(KEY, header([changed, mine]))).toBe(false);
    expect((await drafts.read(KEY))?.rows.map((row) => row.name)).toEqual(['다른 탭']);
  });

  it('reads a draft kept before parts had ids, and the next write replaces it', async () => {
    const store = createStore('creators-lab-drafts', 'editions');
    await set(KEY, { savedAt: '2026-11-24T00:00:00.000Z', parts: 2, dirty: [1] }, store);
    await set(`${KEY}:part:0`, rows('예전 1'), store);
    await set(`${KEY}:part:1`, rows('예전 2'), store);
    expect(await drafts.read(KEY)).toMatchObject({ dirty: [1], rows: rows('예전 1').concat(rows('예전 2')) });

    const part = await drafts.writePart(KEY, rows('새 초안'));
    await drafts.writeHeader(KEY, header([part]));
    expect(await storedKeys()).toEqual([KEY, `${KEY}:part:${part}`]);
  });

  it('reads a draft with a missing or malformed part as none', async () => {
    const part = await drafts.writePart(KEY, rows('하나'));
    await drafts.writeHeader(KEY, header([part]));
    await set(`${KEY}:part:${part}`, [{ name: 1 }], createStore('creators-lab-drafts', 'editions'));
    expect(await drafts.read(KEY)).toBeNull();
    await set(KEY, header([part, 'g-missing']), createStore('creators-lab-drafts', 'editions'));
    expect(await drafts.read(KEY)).toBeNull();
  });

  it("removes a draft's header and every part, and leaves another launchpad's draft alone", async () => {
    const other = 'editions:creator-1:12';
    const kept = await drafts.writePart(other, rows('다른 런치패드'));
    await drafts.writeHeader(other, header([kept]));
    const part = await drafts.writePart(KEY, rows('하나'));
    await drafts.writeHeader(KEY, header([part]));
    await drafts.writePart(KEY, rows('끊긴 쓰기'));

    await drafts.remove(KEY);
    expect(await drafts.read(KEY)).toBeNull();
    expect(await storedKeys()).toEqual([other, `${other}:part:${kept}`]);
    expect((await drafts.read(other))?.rows.map((row) => row.name)).toEqual(['다른 런치패드']);
  });
});
