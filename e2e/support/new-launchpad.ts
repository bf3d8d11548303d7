import { expect, type Locator, type Page } from '@playwright/test';

/** The chain select's value for Ethereum Sepolia, which the local hardhat chain stands in for. */
export const SEPOLIA = '11155111';

export type EditionKind = '싱글 에디션 (1/1)' | '멀티 에디션';

/** The 새 런치패드 dialog, opened from `opener` (the list's 런치패드 만들기 unless another button is given). */
export async function openNewLaunchpad(
  page: Page,
  opener: Locator = page.getByRole('button', { name: '런치패드 만들기' }).first(),
): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: '새 런치패드' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export interface NewLaunchpad {
  name: string;
  kind: EditionKind;
  /** The chain option: by value (Sepolia unless given) or by its Korean label. */
  chain?: string | { label: string };
}

/** Fills the open dialog and submits it. */
export async function submitNewLaunchpad(
  dialog: Locator,
  { name, kind, chain = SEPOLIA }: NewLaunchpad,
): Promise<void> {
  await dialog.getByRole('textbox', { name: '런치패드 이름' }).fill(name);
  await dialog.getByRole('combobox', { name: '체인' }).selectOption(chain);
  await dialog.getByRole('radio', { name: kind }).check();
  await dialog.getByRole('button', { name: '만들기' }).click();
}

/** Creates a launchpad through the list's dialog, as a creator does; the app then opens its contract step. */
export async function createLaunchpad(page: Page, name: string, kind: EditionKind): Promise<void> {
  await submitNewLaunchpad(await openNewLaunchpad(page), { name, kind });
}
