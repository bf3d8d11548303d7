import { expect, type Page } from '@playwright/test';

export const editionsGrid = (page: Page) => page.getByRole('grid', { name: '에디션 목록' });
export const editionCell = (page: Page, name: string | RegExp) => editionsGrid(page).getByRole('gridcell', { name });

/** Picks files in the editor's import dialog, as the browser's file chooser would. */
export async function pickForImport(
  page: Page,
  files: string[] | { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('toolbar', { name: '에디션 도구' }).getByRole('button', { name: '가져오기' }).click();
  await (await chooser).setFiles(files);
}

/** Imports one text file, given its contents. */
export async function importText(page: Page, name: string, mimeType: string, content: string): Promise<void> {
  await pickForImport(page, [{ name, mimeType, buffer: Buffer.from(content) }]);
}

// 폴리곤 드로잉 시리즈: a single-edition launchpad of the demo creator where nothing is saved (the test that saves has its own).
export const EDITOR = '/launchpads/4/collection-metadata/single/editions-editor/';

/**
 * Imports rows with these names (token ids from 1). Should rows be saved to this launchpad (by hand, on the same API),
 * the import asks, and replaces them here (nothing is saved).
 */
export async function importNames(page: Page, names: string[]) {
  const rows = names.map((name, i) => `${i + 1},${name},,,`);
  await importText(page, 'names.csv', 'text/csv', ['token_id,name,description,image,attributes', ...rows].join('\n'));
  const ask = page.getByRole('dialog', { name: '이미 입력한 행이 있습니다' });
  const imported = page.getByText(`${names.length}개 행을 가져왔습니다.`);
  await expect(imported.or(ask)).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole('button', { name: '모두 바꾸기' }).click();
  await expect(imported).toBeVisible();
  await expect(page.getByText(`토큰 ${names.length}개`)).toBeVisible();
}
