import { nextTask } from '../../application/scheduling/next-task';

/**
 * Folders given through the File System Access API: Chromium's folder picker (`showDirectoryPicker`)
 * and a folder dropped in Chromium (`getAsFileSystemHandle`). Neither is in TypeScript's DOM types
 * (they are WICG drafts), so their shapes are declared here.
 *
 * Why not only `<input webkitdirectory>`: Chromium hands an input's 10,000 files over in one task of its
 * own (2.6 s on a busy 2-core machine, a synchronous blob registration per file), and each of those
 * files costs the page a synchronous size lookup when it goes to the files worker (0.2–0.8 ms). Files
 * read through a folder's handle come with their size known: no task at the pick, and handing them to
 * the worker costs the page nothing (docs/performance.md, "Fourth round").
 */
type DirectoryPicker = (options?: { id?: string; mode?: 'read' }) => Promise<FileSystemDirectoryHandle>;
type ItemWithHandle = DataTransferItem & { getAsFileSystemHandle?: () => Promise<FileSystemHandle | null | undefined> };

/** getFile() calls in flight at once: each is a round trip to the browser process. */
const IN_FLIGHT = 256;

/** Whether this browser has a folder picker that gives a handle (Chromium, Edge). Else the input's picker. */
export function folderPickerAvailable(): boolean {
  return typeof (window as { showDirectoryPicker?: DirectoryPicker }).showDirectoryPicker === 'function';
}

/**
 * The folder the creator picks in the browser's folder picker; null when the dialog is closed without
 * one. Other failures (permission refused, a folder the browser keeps closed) are thrown. Called from the
 * click itself: the picker needs the click's user activation.
 */
export async function pickFolder(): Promise<FileSystemDirectoryHandle | null> {
  const picker = (window as { showDirectoryPicker?: DirectoryPicker }).showDirectoryPicker;
  if (!picker) throw new Error('no folder picker');
  try {
    // The id lets the browser open the dialog where the creator's images were found last time.
    return await picker.call(window, { id: 'edition-images', mode: 'read' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
}

/**
 * The handles of a drop's items, asked for while the drop event lasts (its items are gone after it).
 * Each resolves to nothing where this browser gives none (not Chromium; a drop made by a script, which
 * Chromium answers with undefined).
 */
export function dropHandles(items: readonly DataTransferItem[]): Promise<FileSystemHandle | null | undefined>[] {
  return items.map((item) => (item as ItemWithHandle).getAsFileSystemHandle?.() ?? Promise.resolve(null));
}

/**
 * Every file behind these handles: a file's handle is that file, a folder's is every file in it,
 * subfolders included. A file that cannot be read (gone since the listing, locked by another program,
 * still being written by a generator) is left out, as its row then still waits for its image: one
 * such file does not hold back the other 9,999.
 */
export async function filesOfHandles(handles: readonly FileSystemHandle[]): Promise<File[]> {
  const fileHandles: FileSystemFileHandle[] = [];
  const listing = { entries: 0 };
  for (const handle of handles) await collect(handle, fileHandles, listing);
  // IN_FLIGHT lanes, each asking for the next file once its last one came: the page asks for one file
  // at a time as answers come. Asking for 256 together held the page 60 ms on a busy machine.
  const files: (File | undefined)[] = new Array<File | undefined>(fileHandles.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < fileHandles.length) {
      const at = next++;
      try {
        files[at] = await fileHandles[at]!.getFile();
      } catch {
        // Left out: see above.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, fileHandles.length) }, lane));
  return files.filter((file) => file !== undefined);
}

/**
 * Entries listed between two tasks. Chromium lists a folder's entries in batches the page then walks in
 * microtasks alone: 10,000 walked in one go held the page 50 ms on a busy machine.
 */
const ENTRIES_A_TASK = 500;

async function collect(
  handle: FileSystemHandle,
  into: FileSystemFileHandle[],
  listing: { entries: number },
): Promise<void> {
  if (handle.kind === 'file') {
    into.push(handle as FileSystemFileHandle);
    return;
  }
  for await (const child of (handle as FileSystemDirectoryHandle).values()) {
    if (++listing.entries % ENTRIES_A_TASK === 0) await nextTask();
    await collect(child, into, listing);
  }
}
