import { afterEach, describe, expect, it } from 'vitest';
import { fakeFile as file, fakeFolder as folder } from '../../../tests/support/fake-file-handles';
import { filesOfHandles, folderPickerAvailable, pickFolder } from './folder-handles';

const picker = (answer: () => Promise<FileSystemHandle>) =>
  Object.defineProperty(window, 'showDirectoryPicker', { value: answer, configurable: true });

afterEach(() => Reflect.deleteProperty(window, 'showDirectoryPicker'));

describe('folders given through their handles', () => {
  it('given a folder with a subfolder, when its files are read, then every file is there, the subfolder’s too', async () => {
    const build = folder('build', [file('1.png'), folder('more', [file('2.png'), folder('deeper', [file('3.png')])])]);
    const files = await filesOfHandles([build, file('4.png')]);
    expect(files.map((f) => f.name).sort()).toEqual(['1.png', '2.png', '3.png', '4.png']);
  });

  it('given more files than go at once, when they are read, then none is lost', async () => {
    const many = Array.from({ length: 600 }, (_, i) => file(`${i + 1}.png`));
    expect(await filesOfHandles([folder('images', many)])).toHaveLength(600);
  });

  it('given files answered out of order, then each is asked for once, a few hundred at most at a time, and they come in the folder’s order', async () => {
    let asking = 0;
    let mostAsking = 0;
    const asked: string[] = [];
    const slow = (name: string, ms: number) =>
      file(name, async () => {
        asked.push(name);
        mostAsking = Math.max(mostAsking, ++asking);
        await new Promise((resolve) => setTimeout(resolve, ms));
        asking--;
        return new File([name], name, { type: 'image/png' });
      });
    const many = Array.from({ length: 1200 }, (_, i) => slow(`${i + 1}.png`, i % 7));
    const files = await filesOfHandles([folder('images', many)]);
    expect(files.map((f) => f.name)).toEqual(many.map((handle) => handle.name));
    expect(asked.toSorted()).toEqual(many.map((handle) => handle.name).toSorted());
    expect(mostAsking).toBeGreaterThan(1);
    expect(mostAsking).toBeLessThanOrEqual(256);
  });

  it('given no folder picker in this browser, then the input is the way to pick', () => {
    expect(folderPickerAvailable()).toBe(false);
    picker(async () => folder('images', []));
    expect(folderPickerAvailable()).toBe(true);
  });

  it('given the picker’s dialog closed without a folder, then nothing is picked, and nothing is thrown', async () => {
    picker(() => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')));
    await expect(pickFolder()).resolves.toBeNull();
  });

  it('given a folder the browser refuses to open, then the refusal is thrown for the editor to say', async () => {
    picker(() => Promise.reject(new DOMException('Permission denied.', 'NotAllowedError')));
    await expect(pickFolder()).rejects.toMatchObject({ name: 'NotAllowedError' });
  });

  it('given a folder picked, then its handle is given', async () => {
    const images = folder('images', [file('1.png')]);
    picker(async () => images);
    expect(await pickFolder()).toBe(images);
  });

  it('given a file that cannot be read (gone, or locked by another program), then it is left out and the others are read', async () => {
    const locked = file('2.png', () => Promise.reject(new DOMException('The file is locked.', 'NotReadableError')));
    const files = await filesOfHandles([folder('images', [file('1.png'), locked, file('3.png')])]);
    expect(files.map((f) => f.name)).toEqual(['1.png', '3.png']);
  });
});
