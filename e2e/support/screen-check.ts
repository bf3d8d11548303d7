import { expect, type Page } from '@playwright/test';
import { screenSettled } from './app';
import { bothThemesInPlace, forgetScheme, saveScheme } from './both-themes';

/**
 * Every screen at phone (390 px) and desktop (1440 px) width, light and dark: no horizontal scroll,
 * no text cut off or pushed off screen, one primary action, axe clean, and a screenshot of each to
 * look at (the theme switched in place, e2e/support/both-themes.ts) (e2e/visual-polish.spec.ts, e2e/review-screens.spec.ts).
 */
const WIDTHS = [390, 1440] as const;

/**
 * Text the layout cuts off (an ellipsis, hidden overflow) or pushes past the window's edge, the fixed
 * action bar's status included (at phone width it takes its own line). The editions grid's cells are left out.
 */
function textCutOff(): string[] {
  const problems: string[] = [];
  // A spreadsheet's cells show one line each and the whole text when edited (the editions grid).
  const leftOut = (element: Element) => element.closest('[role="grid"]') !== null;
  const width = document.documentElement.clientWidth;
  const scrollsSideways = (element: Element | null): boolean => {
    for (let e = element; e && e !== document.body; e = e.parentElement) {
      const overflow = getComputedStyle(e).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
    return false;
  };
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!ownText || leftOut(element)) continue;
    const rect = element.getBoundingClientRect();
    // Unrendered, or visually hidden on purpose (screen-reader text is clipped to 1 px).
    if (rect.width <= 1 || rect.height <= 1 || element.checkVisibility?.() === false) continue;
    const style = getComputedStyle(element);
    const text = element.textContent.trim().slice(0, 40);
    if ((rect.right > width + 1 || rect.left < -1) && !scrollsSideways(element.parentElement))
      problems.push(`off screen: ${text}`);
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
    if (clips && element.scrollWidth > element.clientWidth + 1) problems.push(`cut off: ${text}`);
  }
  return problems;
}

/**
 * The filled (primary-coloured) buttons and links of the view: an open dialog's own, else the page's.
 * One primary action per view (issue 32: the newcomer's screen had four filled blue elements).
 */
export function filledActions(): string[] {
  const probe = document.body.appendChild(document.createElement('span'));
  probe.style.backgroundColor = 'var(--mantine-primary-color-filled)';
  const primary = getComputedStyle(probe).backgroundColor;
  probe.remove();
  const view = document.querySelector('[role="dialog"]') ?? document.body;
  return [...view.querySelectorAll<HTMLElement>('button, a')]
    .filter((element) => element.checkVisibility() && getComputedStyle(element).backgroundColor === primary)
    .map((element) => element.textContent?.trim() ?? '');
}

export interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
}

/**
 * Each width: open the screen once, in light at one width and dark at the other (so each theme is seen
 * as loaded and as switched to), wait for it, check what no theme changes (horizontal scroll, text cut
 * off, one primary action), then axe and a screenshot in both themes switched in place.
 */
export async function checkScreen(page: Page, screen: Screen, prefix = 'polish') {
  for (const [width, scheme] of [
    [WIDTHS[0], 'light'],
    [WIDTHS[1], 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await saveScheme(page, scheme);
    await screen.open(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await screenSettled(page);
    const where = `${screen.name} ${width}`;
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      `${where}: horizontal scroll`,
    ).toBeLessThanOrEqual(0);
    expect(await page.evaluate(textCutOff), where).toEqual([]);
    const filled = await page.evaluate(filledActions);
    expect(filled.length, `${where}: one primary action, found ${filled.join(', ')}`).toBeLessThanOrEqual(1);
    await bothThemesInPlace(page, `${prefix}-${screen.name}-${width}`, { fullPage: true });
  }
  await forgetScheme(page);
}
