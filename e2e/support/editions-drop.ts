import { expect, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { creatorApi } from './api';
import { signIn } from './app';
import { hashLipsToken } from './hashlips';
import { answerFolderPicker } from './folder-picker';
import { makePng } from './png';

/**
 * A creator's generator drop on disk, and the editions step it goes into: shared by the editor's browser
 * tests of files (e2e/editions-files.spec.ts) and of the bulk image upload (e2e/editions-upload.spec.ts).
 */

/** A HashLips token with a DNA fixed by its edition, so that runs compare alike. */
export const fixedToken = (edition: number) =>
  hashLipsToken(edition, `${edition.toString(16).padStart(4, '0')}b1e5c1d5a4c3c2f0e2d7a9b8c6e4f3a2b1c0d9e8`);

/** A HashLips `build/` folder on disk: json/_metadata.json, json/N.json and images/N.png for the editions given. */
export function hashLipsBuild(tokens: number, images: number[]): { dir: string; metadata: string; images: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hashlips-build-'));
  mkdirSync(join(dir, 'json'));
  mkdirSync(join(dir, 'images'));
  const all = Array.from({ length: tokens }, (_, i) => fixedToken(i + 1));
  writeFileSync(join(dir, 'json', '_metadata.json'), JSON.stringify(all, null, 2));
  for (const token of all) writeFileSync(join(dir, 'json', `${token.edition}.json`), JSON.stringify(token, null, 2));
  for (const n of images) writeFileSync(join(dir, 'images', `${n}.png`), makePng(160, 160));
  return { dir, metadata: join(dir, 'json', '_metadata.json'), images: join(dir, 'images') };
}

/** A new 작성 중 single-edition launchpad with its contract, opened on its editions step. */
export async function openEditor(page: Page, name: string): Promise<number> {
  await signIn(page);
  const launchpad = await (await creatorApi(page.request)).launchpadWithContract(name, 'SINGLE', `${name} 컨트랙트`);
  await page.goto(`/launchpads/${launchpad}/collection-metadata/single/editions-editor/`);
  await expect(page.getByRole('heading', { name: '에디션', exact: true })).toBeVisible({ timeout: 20_000 });
  return launchpad;
}

/**
 * 이미지 폴더 선택 in Chromium: the browser's folder picker (`showDirectoryPicker`, folder-handles.ts),
 * given a folder on disk. No test tool can answer that dialog (microsoft/playwright#8850, #11288), so the
 * test stands in for the dialog alone: it drags the folder onto the page as a file manager does
 * (DevTools' Input.dispatchDragEvent with the folder's path, so Chromium hands the page a handle to the
 * real folder), keeps that handle from the page's own drop handler, and the picker answers with it when
 * the button is pressed. Everything after the dialog is the app's own.
 */
export async function pickImageFolder(page: Page, folder: string) {
  await answerFolderPicker(page, folder);
  await page.getByRole('button', { name: '이미지 폴더 선택' }).click();
}

/** 이미지 폴더 선택 where the browser has no folder picker with handles (Firefox, Safari): the input's `webkitdirectory` dialog. */
export async function pickImageFolderByInput(page: Page, folder: string) {
  await page.evaluate(() =>
    Object.defineProperty(window, 'showDirectoryPicker', { value: undefined, configurable: true }),
  );
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '이미지 폴더 선택' }).click();
  await (await chooser).setFiles(folder);
}

export { dragFromFileManager } from './folder-picker';

export const saveBar = (page: Page) => page.getByRole('region', { name: '에디션 저장' });
