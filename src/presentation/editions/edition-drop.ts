/**
 * Every file of a drop, folders included (read through the entries API that Chromium, Firefox and
 * Safari share as `webkitGetAsEntry`). Falls back to the flat file list.
 */
export async function filesFromDrop(data: DataTransfer): Promise<File[]> {
  const entries = [...data.items].map((item) => item.webkitGetAsEntry?.()).filter((e): e is FileSystemEntry => !!e);
  if (entries.length === 0) return [...data.files];
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
