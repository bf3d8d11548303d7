import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { signIn } from './support/app';
import { routeThatMustMatch } from './support/routes';
import { expect, test } from './support/wallet-test';

/**
 * A signed-in start loads only its own components' Mantine styles (shared/styles/signed-in-styles),
 * not the whole sheet. A component added to the layout, the header's menus or the list without its
 * file there would paint unstyled: every Mantine class on the page (`m_…`) that the whole sheet
 * styles must then have a rule among the page's loaded sheets, in every state the start can show.
 */
const sheetClasses = new Set(
  readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css'), 'utf8')
    .match(/\.m_[0-9a-f]+\b/g)
    ?.map((name) => name.slice(1)),
);

/**
 * The Mantine classes on the page that the whole sheet styles and the start's sheets do not. A toast
 * (the wallet's, on connecting) brings the whole sheet: its rules are left out of the count.
 */
async function unstyledClasses(page: Page): Promise<string[]> {
  const { used, styled, sheets } = await page.evaluate(() => {
    const styled = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const name of rule.selectorText.match(/\.m_[0-9a-f]+/g) ?? []) styled.add(name.slice(1));
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    const start = Array.from(document.styleSheets).filter(
      (sheet) => !/\/mantine-styles-[^/]*\.css$/.test(sheet.href ?? ''),
    );
    for (const sheet of start) walk(sheet.cssRules);
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      for (const name of Array.from(element.classList)) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    }
    return {
      used: [...used],
      styled: [...styled],
      sheets: Array.from(document.styleSheets).map((sheet) => sheet.href ?? 'inline'),
    };
  });
  // Guards the check itself: it counts the start's own sheet, under the name the build gives it.
  expect(sheets.some((href) => /\/signed-in-styles-[^/]*\.css$/.test(href))).toBe(true);
  const loaded = new Set(styled);
  return used.filter((name) => sheetClasses.has(name) && !loaded.has(name));
}

test.describe('signed-in start styles', () => {
  test('the list, its dialog, the wallet menu and the phone header’s theme menu are styled without the whole sheet', async ({
    page,
    wallet,
  }) => {
    test.setTimeout(60_000);
    await signIn(page);
    await page.reload();
    await expect(page.getByRole('region', { name: '런치패드 목록' }).getByRole('listitem').first()).toBeVisible();
    // A fresh start has not loaded the whole sheet.
    expect(
      await page.evaluate(() =>
        Array.from(document.styleSheets).some((sheet) => /mantine-styles/.test(sheet.href ?? '')),
      ),
    ).toBe(false);
    expect(await unstyledClasses(page)).toEqual([]);

    await page.getByRole('button', { name: '지갑 연결' }).click();
    const account = page.getByRole('banner').getByRole('button', { name: /^0x/ });
    await account.click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(wallet.prompts.length).toBeGreaterThan(0);
    expect(await unstyledClasses(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: '런치패드 만들기' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: '테마' }).click();
    await expect(page.getByRole('dialog', { name: '테마' })).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);
  });

  test('without MetaMask the install guide, and a failed list, are styled too', async ({ page }) => {
    await signIn(page);
    await routeThatMustMatch(page, '**/creators-lab/v2/launchpads?*', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible({ timeout: 20_000 });
    expect(await unstyledClasses(page)).toEqual([]);
    await page.getByRole('button', { name: '지갑 연결' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);
  });
});
