import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support/app';

test.describe('header', () => {
  test('the wallet slot keeps its place while the wallet code loads: nothing beside it moves, and no dots', async ({ page }) => {
    await signIn(page);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/wallet-widget[^/]*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.reload();
    const theme = page.getByRole('radiogroup', { name: '테마' });
    const logout = page.getByRole('button', { name: '로그아웃' });
    await expect(logout).toBeVisible();
    const before = { theme: await theme.boundingBox(), logout: await logout.boundingBox() };
    await expect(page.getByRole('button', { name: '지갑 연결' })).toBeHidden();
    release();
    await expect(page.getByRole('button', { name: '지갑 연결' })).toBeVisible();
    expect(await theme.boundingBox()).toEqual(before.theme);
    expect(await logout.boundingBox()).toEqual(before.logout);
  });

  test('at phone width the theme is one button with a menu, and the choice applies', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page);
    await page.getByRole('button', { name: '테마' }).click();
    const themes = page.getByRole('dialog', { name: '테마' });
    await expect(themes.getByRole('radio', { name: '라이트' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await themes.getByText('다크', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'screenshots/header-390-dark.png' });
  });

  test('the version overlay stays under a dialog’s dimming', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: '런치패드 만들기' }).click();
    await expect(page.getByRole('dialog', { name: '새 런치패드' })).toBeVisible();
    const [overlay, dimming] = await Promise.all([
      page.locator('[data-version-overlay]').evaluate((el) => Number(getComputedStyle(el).zIndex)),
      page.locator('.mantine-Modal-overlay').evaluate((el) => Number(getComputedStyle(el).zIndex)),
    ]);
    expect(overlay).toBeLessThan(dimming);
    await page.screenshot({ path: 'screenshots/header-dialog-over-version.png' });
  });
});
