import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations, transitionsSettled } from './app';

/**
 * What is on screen now (an open dialog, a panel a reload would lose) at each width, light and dark,
 * checked by axe in each. The scheme is switched with the header's own 테마 control (a click dispatched
 * under a modal's overlay), not by a reload.
 */
export async function lookInPlace(page: Page, name: string, widths: readonly number[] = [1440, 390]): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  const size = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const [scheme, label] of [
      ['light', '라이트'],
      ['dark', '다크'],
    ] as const) {
      await page.getByRole('radio', { name: label, includeHidden: true }).dispatchEvent('click');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      // Switched in place, the colours fade: axe mid-fade measured a light button on the dark alert.
      await transitionsSettled(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `screenshots/${name}-${width}-${scheme}.png` });
    }
  }
  await page.getByRole('radio', { name: '라이트', includeHidden: true }).dispatchEvent('click');
  await page.setViewportSize(size);
}
