import type { Page } from '@playwright/test';

/**
 * The browser's folder picker answered by a test (e2e) or a bench (scripts/), and a file manager's drag:
 * Chromium's `showDirectoryPicker` dialog is one no test tool can answer (microsoft/playwright#8850,
 * #11288). Only type imports here: node scripts import this file as it is.
 */

/** The picker's next answer: this folder (see pickImageFolder). */
export async function answerFolderPicker(page: Page, folder: string) {
  await page.evaluate(() => {
    type Picked = Promise<FileSystemHandle | null>;
    const w = window as unknown as {
      pickerFolder: Picked | null;
      showDirectoryPicker: () => Promise<FileSystemHandle>;
    };
    w.pickerFolder = null;
    const types = ['dragenter', 'dragover', 'drop'];
    const take = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event.type !== 'drop') return;
      const item = (event as DragEvent).dataTransfer!.items[0] as DataTransferItem & {
        getAsFileSystemHandle(): Picked;
      };
      w.pickerFolder = item.getAsFileSystemHandle();
      for (const type of types) window.removeEventListener(type, take, true);
    };
    for (const type of types) window.addEventListener(type, take, true);
    w.showDirectoryPicker = async () => {
      // As Chromium's own: only from a click (or a key) of the creator's, before anything is awaited.
      if (!navigator.userActivation.isActive) {
        throw new DOMException('Must be handling a user gesture to show a file picker.', 'SecurityError');
      }
      const picked = await w.pickerFolder;
      w.pickerFolder = null;
      if (!picked) throw new DOMException('The user aborted a request.', 'AbortError');
      return picked;
    };
  });
  await dragFromFileManager(page, folder, { x: 1, y: 1 });
  await page.waitForFunction(() => (window as unknown as { pickerFolder: unknown }).pickerFolder !== null);
}

/** A file or folder on disk dragged from the file manager and dropped at this point of the page, as Chromium gets it. */
export async function dragFromFileManager(page: Page, path: string, at: { x: number; y: number }) {
  const devtools = await page.context().newCDPSession(page);
  const data = { items: [], files: [path], dragOperationsMask: 1 };
  for (const type of ['dragEnter', 'dragOver', 'drop'] as const) {
    await devtools.send('Input.dispatchDragEvent', { type, ...at, data });
  }
  await devtools.detach();
}
