import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { routeThatMustMatch, test } from './support/routes';
import { signIn, THEME_KEY } from './support/app';

/** The slow network: 400 ms latency, 50 KB/s each way, no cache (a hard reload). */
async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 });
}

/** Records every layout shift and the moment the app took the header over from index.html. */
async function watchLoading(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[]; __bootRemovedAt: number | null };
    w.__shifts = [];
    w.__bootRemovedAt = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const seen = new MutationObserver(() => {
      if (document.body && !document.getElementById('boot-header') && document.getElementById('root')?.childElementCount) {
        w.__bootRemovedAt = performance.now();
        seen.disconnect();
      }
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}

test.describe('first paint', () => {
  test('with no script at all, index.html paints the header’s shape where the app’s header sits, at 1440 and 390 px, light and dark', async ({ page }) => {
    await signIn(page);
    mkdirSync('screenshots', { recursive: true });
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/launchpads');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: '로그아웃' })).toBeVisible();
      const real = await banner.boundingBox();
      await expect(page.locator('#boot-header')).toHaveCount(0);

      // Every script answers empty, so no app code runs; an aborted one would start the app's reload-once
      // after a failed chunk, which raced the test's own reload.
      const blocked = await routeThatMustMatch(page, '**/assets/*.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
      for (const scheme of ['light', 'dark'] as const) {
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, scheme] as const);
        await page.reload();
        const boot = page.locator('#boot-header');
        await expect(boot).toBeVisible();
        await expect(boot).toHaveText('Creators Lab');
        // Same place and size as the header the app paints over it.
        expect(await boot.boundingBox()).toEqual(real);
        await page.screenshot({ path: `screenshots/first-paint-${width}-${scheme}.png` });
      }
      expect(blocked.hits()).toBeGreaterThan(0);
      await page.unroute('**/assets/*.js');
      await page.evaluate((key) => localStorage.removeItem(key), THEME_KEY);
    }
    // Signed out, /login has no header: the shape is not painted there.
    await page.evaluate(() => localStorage.removeItem('auth'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Creators Lab 로그인' })).toBeVisible();
    await expect(page.locator('#boot-header')).toHaveCount(0);
  });

  for (const path of ['/launchpads', '/me/info']) {
    test(`a hard reload of ${path} on a slow network paints the header from index.html within 1.5 s, and nothing shifts when the app takes over`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page);
      await watchLoading(page);
      await slowNetwork(page);
      await page.goto(path, { timeout: 120_000 });
      const ready = path === '/launchpads' ? page.getByRole('region', { name: '런치패드 목록' }) : page.getByText('haneul.kim@example.com');
      await expect(ready).toBeVisible({ timeout: 120_000 });
      // Let a late shift (an image, a font) land before counting.
      await page.waitForTimeout(1_000);
      const figures = await page.evaluate(() => {
        const w = window as unknown as { __shifts: number[]; __bootRemovedAt: number | null };
        const paint = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? null;
        return { firstPaint: paint('first-paint'), fcp: paint('first-contentful-paint'), bootRemovedAt: w.__bootRemovedAt, shifts: w.__shifts };
      });
      console.log(`${path}: first paint ${figures.firstPaint?.toFixed(0)} ms, FCP ${figures.fcp?.toFixed(0)} ms, app took over at ${figures.bootRemovedAt?.toFixed(0)} ms, shifts ${JSON.stringify(figures.shifts)}`);
      expect(figures.fcp).not.toBeNull();
      expect(figures.fcp!).toBeLessThanOrEqual(1_500);
      // The first paint is index.html's own: the app's scripts took over only later.
      expect(figures.bootRemovedAt).not.toBeNull();
      expect(figures.bootRemovedAt!).toBeGreaterThan(figures.fcp!);
      expect(figures.shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    });
  }
});
