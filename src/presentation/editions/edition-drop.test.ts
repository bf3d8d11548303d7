import { describe, expect, it } from 'vitest';
import { fakeFile as file, fakeFolder as folder } from '../../../tests/support/fake-file-handles';
import { filesFromDrop } from './edition-drop';

describe('a drop’s files', () => {
  /** A drop's data: each item's entry and handle as a browser gives them (or not), and the flat list. */
  function dropped(
    items: { entry?: FileSystemEntry | null; handle?: FileSystemHandle | null | undefined }[],
    flat: File[] = [],
  ) {
    const asked: string[] = [];
    const data = {
      // An item given without `handle` has no getAsFileSystemHandle (a browser other than Chromium).
      items: items.map((item) => ({
        webkitGetAsEntry: () => (asked.push('entry'), item.entry ?? null),
        ...('handle' in item && {
          getAsFileSystemHandle: () => (asked.push('handle'), Promise.resolve(item.handle)),
        }),
      })),
      files: flat,
    } as unknown as DataTransfer;
    return { data, asked };
  }
  const entryOf = (name: string): FileSystemEntry =>
    ({
      isFile: true,
      isDirectory: false,
      name,
      file: (done: (file: File) => void) => done(new File(['entry'], name)),
    }) as unknown as FileSystemEntry;

  it('given a folder dropped in Chromium, then its files come through its handle, the entry asked for first', async () => {
    const { data, asked } = dropped([{ entry: entryOf('images'), handle: folder('images', [file('1.png')]) }]);
    const files = await filesFromDrop(data);
    expect(files.map((f) => f.name)).toEqual(['1.png']);
    // Chromium answers no entry for an item once its handle was asked for.
    expect(asked).toEqual(['entry', 'handle']);
  });

  it('given a browser with entries and no handles, then the entries are read', async () => {
    const { data } = dropped([{ entry: entryOf('1.png') }]);
    expect((await filesFromDrop(data)).map((f) => f.name)).toEqual(['1.png']);
  });

  it.each([null, undefined])(
    'given a drop made by a script (no entry, a handle answered as %s), then the flat list is taken',
    async (handle) => {
      const { data } = dropped([{ entry: null, handle }], [new File(['x'], 'sheet.csv')]);
      expect((await filesFromDrop(data)).map((f) => f.name)).toEqual(['sheet.csv']);
    },
  );
});
