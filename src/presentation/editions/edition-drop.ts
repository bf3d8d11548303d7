import { dropHandles, filesOfHandles } from './folder-handles';

/**
 * Every file of a drop, folders included: through the dropped items' handles where the browser gives
 * them (Chromium: files with their size known, see folder-handles.ts), else through the entries API that
 * Chromium, Firefox and Safari share as `webkitGetAsEntry`, else the flat file list (a drop made by a
 * script). All three are asked for while the event lasts, entries first: in Chromium an item asked for
 * its handle first answers no entry.
 */
export async function filesFromDrop(data: DataTransfer): Promise<File[]> {
  const items = [...data.items];
  const entries = items.map((item) => item.webkitGetAsEntry?.()).filter((e): e is FileSystemEntry => !!e);
  const handles = dropHandles(items);
  // The flat list makes a File of every dropped file at once: only for a drop with no entries.
  const flat = entries.length === 0 ? [...data.files] : [];
  const given = await Promise.all(handles);
  // Chromium answers a script's drop with no handle (undefined, not null): any item without one, and the others decide.
  const handled = given.filter((handle): handle is FileSystemHandle => !!handle);
  if (handled.length > 0 && handled.length === given.length) return filesOfHandles(handled);
  if (entries.length === 0) return flat;
  const files: File[] = [];
  await Promise.all(entries.map((entry) => collect(entry, files)));
  return files;
}

async function collect(entry: FileSystemEntry, into: File[]): Promise<void> {
  if (entry.isFile) {
    into.push(await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)));
    return;
  }
  if (!entry.isDirectory) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in pages (100 in Chromium) until it returns an empty page.
  for (;;) {
    const page = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (page.length === 0) break;
    await Promise.all(page.map((child) => collect(child, into)));
  }
}
