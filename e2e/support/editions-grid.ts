import type { Page } from '@playwright/test';

export const editionsGrid = (page: Page) => page.getByRole('grid', { name: '에디션 목록' });
export const editionCell = (page: Page, name: string | RegExp) => editionsGrid(page).getByRole('gridcell', { name });

/** Picks files in the editor's import dialog, as the browser's file chooser would. */
export async function pickForImport(page: Page, files: string[] | { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('toolbar', { name: '에디션 도구' }).getByRole('button', { name: '가져오기' }).click();
  await (await chooser).setFiles(files);
}

/** Imports one text file, given its contents. */
export async function importText(page: Page, name: string, mimeType: string, content: string): Promise<void> {
  await pickForImport(page, [{ name, mimeType, buffer: Buffer.from(content) }]);
}
