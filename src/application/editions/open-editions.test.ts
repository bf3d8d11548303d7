import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { InMemoryEditionDraftStore } from '../../../tests/fakes/in-memory-edition-draft-store';
import { sampleTokens } from '../../../tests/fakes/sample-data';
import type { EditionValues } from '../../domain/editions/edition-values';
import { EditionsDrafts } from './editions-drafts';
import { OpenEditions } from './open-editions';
import { TokenVersions } from './token-versions';

const KEY = 'editions:creator:1';
const values = (id: number, name = `토큰 ${id}`): EditionValues => ({
  tokenId: String(id),
  name,
  description: '',
  image: '',
  attributes: '',
});

function makeSut() {
  const store = new InMemoryEditionDraftStore();
  const open = new OpenEditions(
    store,
    new EditionsDrafts(store, new FixedClock(), new FakeErrorReporter()),
    new TokenVersions(),
  );
  const keep = async (rows: EditionValues[], dirty: number[]) =>
    store.writeHeader(KEY, { savedAt: '2026-11-25T00:00:00.000Z', parts: [await store.writePart(KEY, rows)], dirty });
  return { store, open, keep };
}

describe('OpenEditions', () => {
  it('opens the saved tokens as rows, their attributes as the grid writes them, and no draft when none was kept', async () => {
    const { open } = makeSut();
    const tokens = [
      {
        tokenId: 7,
        name: '일곱',
        description: '설명',
        imageUrl: 'https://cdn.example.com/7.png',
        attributes: [{ traitType: '배경', value: '파랑' }],
      },
    ];
    const opened = await open.execute(1, 'creator', tokens);
    expect(opened.saved).toEqual([
      {
        tokenId: '7',
        name: '일곱',
        description: '설명',
        image: 'https://cdn.example.com/7.png',
        attributes: '배경: 파랑',
      },
    ]);
    expect(opened.offer).toBeNull();
    expect(opened.drafts.key).toBe(KEY);
  });

  it('offers a kept draft that differs from the server, with the upload names kept beside it', async () => {
    const { store, open, keep } = makeSut();
    await keep([values(1, '다른 이름'), values(2), values(3)], [0]);
    await store.keepUploadNames(KEY, { '/local/uploads/a.png': { name: '1.png', size: 3 } });
    const opened = await open.execute(1, 'creator', sampleTokens(3));
    expect(opened.offer?.rows[0]?.name).toBe('다른 이름');
    expect([...opened.uploadNames]).toEqual([['/local/uploads/a.png', { name: '1.png', size: 3 }]]);
  });

  it('removes, not offers, a draft the server already holds (saved, and the tab closed before the draft went)', async () => {
    const { store, open, keep } = makeSut();
    await keep([values(1), values(2), values(3)], [0, 2]);
    const opened = await open.execute(1, 'creator', sampleTokens(3));
    expect(opened.offer).toBeNull();
    await expect.poll(() => store.headers.size).toBe(0);
  });

  it('offers a draft with a row more or less than the server, even when its changed rows are held', async () => {
    const { open, keep } = makeSut();
    await keep([values(1), values(2)], [0]);
    expect((await open.execute(1, 'creator', sampleTokens(3))).offer?.rows).toHaveLength(2);
  });
});
