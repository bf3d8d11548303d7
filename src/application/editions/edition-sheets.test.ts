import { describe, expect, it } from 'vitest';
import type { EditionFileRead, EditionFiles } from '../ports/edition-files';
import { EditionSheets } from './edition-sheets';

const file = (name: string, type = '') => new File(['x'], name, { type });
const read: EditionFileRead = { ok: true, format: 'json', rows: [], unknownColumns: [], lineProblems: [] };

function makeSut() {
  const calls: string[] = [];
  const files: EditionFiles = {
    read: async (f) => (calls.push(`read ${f.name}`), read),
    readMany: async (list) => (calls.push(`readMany ${list.length}`), read),
    write: async (rows, format) => new Blob([`${rows.length} ${format}`]),
  };
  return { calls, sheets: new EditionSheets(files) };
}

describe('EditionSheets', () => {
  it('sorts a drop: images by type or name, several JSON files as one sheet of per-token files', () => {
    const { sheets } = makeSut();
    const drop = [
      file('1.json', 'application/json'),
      file('1.png'),
      file('2.json'),
      file('cover', 'image/webp'),
      file('notes.txt'),
    ];
    const sorted = sheets.sort(drop);
    expect(sorted.images.map((f) => f.name)).toEqual(['1.png', 'cover']);
    expect(sorted.sheet.map((f) => f.name)).toEqual(['1.json', '2.json']);
  });

  it('takes the first file that is no image as the sheet otherwise, and none from images alone', () => {
    const { sheets } = makeSut();
    expect(
      sheets.sort([file('a.PNG'), file('tokens.csv', 'text/csv'), file('b.csv')]).sheet.map((f) => f.name),
    ).toEqual(['tokens.csv']);
    expect(sheets.sort([file('a.jpg'), file('b.gif')]).sheet).toEqual([]);
  });

  it('reads one file alone and several together, and names the export after the launchpad', async () => {
    const { calls, sheets } = makeSut();
    await sheets.read([file('a.csv')]);
    await sheets.read([file('1.json'), file('2.json')]);
    expect(calls).toEqual(['read a.csv', 'readMany 2']);
    const exported = await sheets.export([], 'csv', 12);
    expect([exported.name, await exported.blob.text()]).toEqual(['editions-12.csv', '0 csv']);
  });
});
