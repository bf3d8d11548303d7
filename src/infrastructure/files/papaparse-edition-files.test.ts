import { describe, expect, it, vi } from 'vitest';
import { EDITION_FILE_MAX_BYTES } from '../../domain/editions/edition-records';
import { MAX_TOKENS_PER_REQUEST } from '../../domain/metadata/collection-metadata';
import { PapaparseEditionFiles } from './papaparse-edition-files';

const csv = (rows: number) => `token_id,name\n${Array.from({ length: rows }, (_, i) => `${i},토큰 ${i}`).join('\n')}\n`;

// Unit tests have no Worker, so `read` parses in-thread: the same decoding and parsing the worker runs.
describe('reading an editions file', () => {
  it('refuses a file over the size limit before reading any of it', async () => {
    // given a 300 MB CSV whose contents must not be touched
    const arrayBuffer = vi.fn(),
      text = vi.fn();
    const file = { name: 'huge.csv', type: 'text/csv', size: 300 * 1024 * 1024, arrayBuffer, text } as unknown as File;

    // when it is read
    const read = await new PapaparseEditionFiles().read(file);

    // then it is refused with the limit, unread
    expect(read).toEqual({ ok: false, reason: 'too-large', maxBytes: EDITION_FILE_MAX_BYTES });
    expect(EDITION_FILE_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(arrayBuffer).not.toHaveBeenCalled();
    expect(text).not.toHaveBeenCalled();
  });

  it('refuses a CSV with more rows than one request carries, with its count, and takes one at the limit', async () => {
    const files = new PapaparseEditionFiles();

    const over = await files.read(new File([csv(MAX_TOKENS_PER_REQUEST + 1)], 'tokens.csv', { type: 'text/csv' }));
    const atLimit = await files.read(new File([csv(MAX_TOKENS_PER_REQUEST)], 'tokens.csv', { type: 'text/csv' }));

    expect(over).toEqual({
      ok: false,
      reason: 'too-many-rows',
      rows: MAX_TOKENS_PER_REQUEST + 1,
      maxRows: MAX_TOKENS_PER_REQUEST,
    });
    expect(atLimit.ok && atLimit.rows.length).toBe(MAX_TOKENS_PER_REQUEST);
  });

  it('refuses a JSON list with more tokens than one request carries', async () => {
    const tokens = Array.from({ length: MAX_TOKENS_PER_REQUEST + 1 }, (_, i) => ({ token_id: i, name: `토큰 ${i}` }));

    const read = await new PapaparseEditionFiles().read(
      new File([JSON.stringify(tokens)], 'tokens.json', { type: 'application/json' }),
    );

    expect(read).toMatchObject({ ok: false, reason: 'too-many-rows', rows: MAX_TOKENS_PER_REQUEST + 1 });
  });

  it('reads a CSV saved by Korean Excel (CP949) with its Hangul intact', async () => {
    // given "token_id,name\n1,서울의 밤\n" in EUC-KR bytes
    const seoulNight = [0xbc, 0xad, 0xbf, 0xef, 0xc0, 0xc7, 0x20, 0xb9, 0xe3];
    const bytes = Uint8Array.from([...new TextEncoder().encode('token_id,name\n1,'), ...seoulNight, 0x0a]);

    // when it is read
    const read = await new PapaparseEditionFiles().read(new File([bytes], 'tokens.csv', { type: 'text/csv' }));

    // then the name is the Hangul the creator typed
    expect(read.ok && read.rows.map((row) => row.name)).toEqual(['서울의 밤']);
  });
});
