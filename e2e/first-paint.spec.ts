import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { routeThatMustMatch, test } from './support/routes';
import { creatorApi } from './support/api';
import { signIn, THEME_KEY } from './support/app';

/** The slow network: 400 ms latency, 50 KB/s each way, no cache (a hard reload). */
async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
}

/**
 * Records every layout shift, the moment the app took the header over from index.html, and each
 * time a fixed action bar (the step's, or its skeleton's) came or went, frame by frame.
 */
async function watchLoading(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[]; __bootRemovedAt: number | null; __bar: boolean[] };
    w.__shifts = [];
    w.__bootRemovedAt = null;
    w.__bar = [false];
    const sample = () => {
      const shown = document.querySelector('[data-fixed-bar]') !== null;
      if (shown !== w.__bar.at(-1)) w.__bar.push(shown);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const seen = new MutationObserver(() => {
      if (
        document.body &&
        !document.getElementById('boot-header') &&
        document.getElementById('root')?.childElementCount
      ) {
        w.__bootRemovedAt = performance.now();
        seen.disconnect();
      }
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits until what could still shift the page has landed, instead of a fixed pause: no request for
 * 500 ms (Playwright's network idle), the fonts loaded, every image decoded, and two frames painted
 * after that, so the layout-shift observer has been handed every entry.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

test.describe('first paint', () => {
  test('with no script at all, index.html paints the header’s shape where the app’s header sits, at 1440 and 390 px, light and dark', async ({
    page,
  }) => {
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
      const blocked = await routeThatMustMatch(page, '**/assets/*.js', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
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
    test(`a hard reload of ${path} on a slow network paints the header from index.html within 1.5 s, and nothing shifts when the app takes over`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signIn(page);
      await watchLoading(page);
      await slowNetwork(page);
      await page.goto(path, { timeout: 120_000 });
      const ready =
        path === '/launchpads'
          ? page.getByRole('region', { name: '런치패드 목록' })
          : page.getByText('haneul.kim@example.com');
      await expect(ready).toBeVisible({ timeout: 120_000 });
      // Let a late shift (an image, a font) land before counting.
      await settled(page);
      const figures = await page.evaluate(() => {
        const w = window as unknown as { __shifts: number[]; __bootRemovedAt: number | null };
        const paint = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? null;
        return {
          firstPaint: paint('first-paint'),
          fcp: paint('first-contentful-paint'),
          bootRemovedAt: w.__bootRemovedAt,
          shifts: w.__shifts,
        };
      });
      console.log(
        `${path}: first paint ${figures.firstPaint?.toFixed(0)} ms, FCP ${figures.fcp?.toFixed(0)} ms, app took over at ${figures.bootRemovedAt?.toFixed(0)} ms, shifts ${JSON.stringify(figures.shifts)}`,
      );
      expect(figures.fcp).not.toBeNull();
      expect(figures.fcp!).toBeLessThanOrEqual(1_500);
      // The first paint is index.html's own: the app's scripts took over only later.
      expect(figures.bootRemovedAt).not.toBeNull();
      expect(figures.bootRemovedAt!).toBeGreaterThan(figures.fcp!);
      expect(figures.shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    });
  }

  test('a hard reload of every launchpad step on a slow network: its skeleton has the frame, the step and the bar, and nothing shifts or leaves when the data comes', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const api = await creatorApi(request);
    const id = await api.launchpadWithContract(`느린 망 ${Date.now()}`, 'SINGLE', 'Slow City');
    await api.singleTokens(id, ['남산의 밤', '한강의 새벽']);
    await signIn(page);
    await watchLoading(page);
    await slowNetwork(page);
    mkdirSync('screenshots', { recursive: true });
    const steps = [
      {
        name: 'contract',
        path: `/launchpads/${id}/collection-metadata/single?step=1`,
        ready: page.getByRole('region', { name: '저장된 컨트랙트' }),
      },
      {
        name: 'metadata',
        path: `/launchpads/${id}/collection-metadata/single?step=2`,
        ready: page.getByRole('form', { name: '컬렉션 메타데이터 편집' }),
      },
      {
        name: 'editions',
        path: `/launchpads/${id}/collection-metadata/single/editions-editor`,
        ready: page.getByRole('grid'),
      },
      {
        name: 'auction',
        path: `/launchpads/${id}/auction-description`,
        ready: page.getByRole('form', { name: '경매 설명 작성' }),
      },
    ];
    for (const step of steps) {
      await page.goto(step.path, { waitUntil: 'commit' });
      // The skeleton: the steps column beside (or above) the step's shape, and the fixed bar.
      const skeleton = page.getByRole('status').filter({ hasText: '불러오는 중' });
      await expect(skeleton, step.name).toBeVisible({ timeout: 120_000 });
      await page.screenshot({ path: `screenshots/loading-slow-${step.name}.png` });
      await expect(step.ready, step.name).toBeVisible({ timeout: 120_000 });
      await expect(skeleton, step.name).toHaveCount(0);
      await settled(page);
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __shifts: number[]; __bar: boolean[] };
        return { shifts: w.__shifts, bar: w.__bar };
      });
      console.log(`${step.name}: shifts ${JSON.stringify(seen.shifts)}, bar ${JSON.stringify(seen.bar)}`);
      expect(
        seen.shifts.reduce((sum, value) => sum + value, 0),
        step.name,
      ).toBe(0);
      // The bar came once, with the skeleton, and stayed: it did not leave while the step loaded.
      expect(seen.bar, step.name).toEqual([false, true]);
    }
  });
});
