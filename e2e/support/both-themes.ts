import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations, screenSettled, THEME_KEY, transitionsSettled } from './app';

/**
 * What is on screen, checked and pictured in light and dark without a reload: the scheme is switched in
 * place, so a screen (an open dialog, a panel a reload would lose) is opened once for both themes.
 * Used by checkScreen (e2e/support/screen-check.ts) and lookInPlace. That a saved scheme paints before
 * the first paint after a reload is shell.spec.ts's and first-paint.spec.ts's to check.
 */
export type Scheme = 'light' | 'dark';

const other = (scheme: Scheme): Scheme => (scheme === 'light' ? 'dark' : 'light');

/** Saves `scheme` as the creator's choice, for the next load; the browser's preference follows. */
export async function saveScheme(page: Page, scheme: Scheme | 'auto'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme === 'auto' ? 'light' : scheme });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, scheme] as const);
}

/**
 * Saves `scheme` and tells the open page, as a choice made in another tab reaches it: the storage event
 * that Mantine's localStorageColorSchemeManager (src/presentation/shell/app-root.tsx) listens to.
 * Signed-out screens have no 테마 control; this way works on every screen, under a modal's overlay too.
 */
export async function switchScheme(page: Page, scheme: Scheme | 'auto'): Promise<void> {
  await saveScheme(page, scheme);
  const shown = scheme === 'auto' ? 'light' : scheme;
  await page.evaluate(
    ([key, value]) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage })),
    [THEME_KEY, scheme] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', shown);
  // And the first paint's inline color-scheme follows (else light-dark() colours keep the loaded theme's side).
  await expect(page.locator('html')).toHaveCSS('color-scheme', shown);
  // Switched in place, the colours fade: axe mid-fade measured a light button on the dark alert.
  await transitionsSettled(page);
}

/** Back to nothing saved and the browser's light preference, as every test starts. */
export async function forgetScheme(page: Page): Promise<void> {
  await switchScheme(page, 'auto');
  await page.evaluate((key) => localStorage.removeItem(key), THEME_KEY);
}

/** The scheme the page shows now. */
const schemeNow = (page: Page): Promise<Scheme> =>
  page.evaluate(() => (document.documentElement.dataset.mantineColorScheme === 'dark' ? 'dark' : 'light'));

/**
 * axe's rules whose verdict depends on the colours (WCAG 1.4.3 and 1.4.1's link tell-apart): all that a
 * switch of theme changes. The rest read the markup, the same in both themes (no element of the app is
 * shown in one theme only), so they run once, in the first theme.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface BothThemesOptions {
  /** The first shot takes the whole page when it is taller than the window (one full page per width). */
  fullPage?: boolean;
  /** axe in each theme: all of it in the first, the colour rules in the second (default true). */
  axe?: boolean;
  /**
   * The screen pictured waits on purpose: during an outage the page keeps its skeleton (불러오는 중)
   * until the server answers, so only the fonts and images are waited for.
   */
  waiting?: boolean;
}

/**
 * What is on screen, in the theme the page shows and then in the other, switched in place (no reload: an
 * open menu or dialog stays open, and nothing typed is lost): axe clean in each (unless `axe: false`) and
 * a screenshot of each, screenshots/<name>-<scheme>.png. The page is left in the second theme.
 */
export async function bothThemesInPlace(page: Page, name: string, options: BothThemesOptions = {}): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  await screenSettled(page, { waiting: options.waiting });
  const first = await schemeNow(page);
  if (options.axe ?? true) await expectNoSeriousA11yViolations(page, { where: `${name} ${first}: axe` });
  else await transitionsSettled(page);
  const long = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
  await page.screenshot({ path: `screenshots/${name}-${first}.png`, fullPage: (options.fullPage ?? false) && long });
  await switchScheme(page, other(first));
  if (options.axe ?? true)
    await expectNoSeriousA11yViolations(page, { where: `${name} ${other(first)}: axe`, rules: COLOUR_RULES });
  await page.screenshot({ path: `screenshots/${name}-${other(first)}.png` });
}

/**
 * Screenshots of what is on screen in light and dark (the caller has run axe on it), switched in place;
 * the page is light with nothing saved afterwards, as before.
 */
export async function screenshotBothThemes(page: Page, name: string, options: BothThemesOptions = {}): Promise<void> {
  await bothThemesInPlace(page, name, { axe: false, ...options });
  await forgetScheme(page);
}

/**
 * What is on screen now (an open dialog, a panel a reload would lose) at each width, light and dark,
 * checked by axe in each; then the scheme saved before (none) and the window's size again.
 */
export async function lookInPlace(page: Page, name: string, widths: readonly number[] = [1440, 390]): Promise<void> {
  const size = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await bothThemesInPlace(page, `${name}-${width}`);
  }
  await forgetScheme(page);
  await page.setViewportSize(size);
}
