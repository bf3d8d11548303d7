import { beforeAll, describe, expect, it } from 'vitest';
import { installValidationMessages } from '../validation/messages';
import { countRows } from './edition-counts';
import { valuesOf } from './edition-row';
import { EditionTable } from './edition-table';
import { EDITION_COLUMNS, type EditionValues } from './edition-values';

beforeAll(installValidationMessages);

const UPLOAD = '/local/uploads/0123456789abcdef0123456789abcdef/1.png';

/** Cells as creators bring them: good and bad ids, repeated ids, images to come, uploads, refused links, traits. */
const CELLS: Record<keyof EditionValues, string[]> = {
  tokenId: ['1', '2', '3', '3', '', 'x', ' 7 ', '17|18'],
  name: ['밤', '', '  ', 'a'.repeat(201), '새벽 #4'],
  description: ['', '설명', 'a'.repeat(5001)],
  image: [
    '',
    '17.png',
    'ipfs://NewUriToReplace/17.png',
    UPLOAD,
    'https://cdn.example.com/1.png',
    'javascript:alert(1)',
    'http://a.png',
  ],
  attributes: [
    '',
    '배경: 파랑',
    '배경',
    '[{"trait_type":"눈","value":"초록"}]',
    '[{"x":1}]',
    `${'긴'.repeat(101)}: 값`,
  ],
};

/** A small seeded generator: the same sequence every run, so a failure is repeatable. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the table counts', () => {
  it('given a landing of uploaded images, then the counts move by those rows', () => {
    const table = new EditionTable();
    table.replaceAll(
      [1, 2, 3].map((id) => ({ tokenId: String(id), name: '밤', description: '', image: `${id}.png`, attributes: '' })),
      () => true,
    );
    expect(table.counts).toEqual({ rows: 3, withImage: 0, unsaved: 3, sendable: 0, waitingForImage: 3, withError: 0 });
    const before = table.counts;
    table.patch(table.rows.slice(0, 2).map((row) => ({ key: row.key, values: { image: UPLOAD } })));
    expect(table.counts).toEqual({ rows: 3, withImage: 2, unsaved: 3, sendable: 2, waitingForImage: 1, withError: 0 });
    expect(table.counts).not.toBe(before);
    expect(table.counts).toBe(table.counts);
  });

  it('given any sequence of edits, imports, deletes, undos and saves, then counts and problems are those of the rows checked anew', () => {
    const next = random(40);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const someValues = (): EditionValues => ({
      tokenId: pick(CELLS.tokenId),
      name: pick(CELLS.name),
      description: pick(CELLS.description),
      image: pick(CELLS.image),
      attributes: pick(CELLS.attributes),
    });
    const table = new EditionTable();
    table.replaceAll(Array.from({ length: 12 }, someValues), () => next() < 0.5);
    table.setSaved();
    const someKeys = () => table.rows.filter(() => next() < 0.3).map((row) => row.key);
    const operations = [
      () => table.patch(someKeys().map((key) => ({ key, values: { [pick(EDITION_COLUMNS)]: pick(CELLS.image) } }))),
      () => {
        const column = pick(EDITION_COLUMNS);
        table.patch(someKeys().map((key) => ({ key, values: { [column]: pick(CELLS[column]) } })));
      },
      () => table.append([someValues(), someValues()]),
      () => table.remove(someKeys()),
      () => table.undoRemove(),
      () => {
        const before = table.rows;
        table.merge([{ tokenId: pick(CELLS.tokenId), image: pick(CELLS.image) }, someValues()]);
        table.finishImport(before);
      },
      () => table.undoImport(),
      () => table.markSaved(table.rows.filter(() => next() < 0.5)),
      () => table.markRefused(someKeys().map((key) => ({ key, column: 'image', problem: { code: 'image-refused' } }))),
      () => table.setSaved(),
    ];
    for (let step = 0; step < 400; step++) {
      pick(operations)();
      expect(table.counts, `step ${step}`).toEqual(countRows(table.rows));
      const anew = new EditionTable();
      anew.replaceAll(table.rows.map(valuesOf), () => true);
      expect(
        table.rows.map((row) => row.problems),
        `step ${step}`,
      ).toEqual(anew.rows.map((row) => row.problems));
    }
  });
});
