import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/app';
import { screenshotBothThemes } from '../support/both-themes';
import { startApi, stopApi } from './api-switch';

/**
 * Issue 41, product.md "Sessions", through the production host with the local API really stopped:
 * only a refused refresh ends a session. An outage keeps both tokens, says so inside the layout,
 * and the page carries on when the API is back.
 */

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth'));

test.describe('an API outage', () => {
  test.afterEach(async () => {
    await startApi().catch(() => undefined);
  });

  test('a reload while the API is down keeps the session: the notice shows in the layout, and when the API is back the same page is there, signed in', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.getByRole('link', { name: '마이페이지' }).click();
    await expect(page.getByText('haneul.kim@example.com')).toBeVisible();
    expect(await storedToken(page)).not.toBeNull();

    await stopApi();
    await page.reload();
    const notice = page.getByRole('alert').filter({ hasText: '서버에 연결하지 못했습니다' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: '다시 시도' })).toBeVisible();
    // Inside the layout: the header and its 로그아웃 are there; the address and the stored session are kept.
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(page).toHaveURL(/\/me\/info$/);
    expect(await storedToken(page)).not.toBeNull();
    // 다시 시도 while still down: the same notice, still signed in.
    await notice.getByRole('button', { name: '다시 시도' }).click();
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/me\/info$/);

    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(notice).toBeVisible();
      await screenshotBothThemes(page, `session-outage-${width}`, { waiting: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(notice).toBeVisible();

    await startApi();
    const back = Date.now();
    await expect(page.getByText('haneul.kim@example.com')).toBeVisible({ timeout: 10_000 });
    console.log(`page back ${Date.now() - back} ms after the API answered again`);
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/me\/info$/);
    expect(await storedToken(page)).not.toBeNull();
  });

  test('로그인 while the API is down says so in Korean, and 다시 시도 goes on once it is back', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Creators Lab 로그인' })).toBeVisible();
    await stopApi();
    const answer = page.waitForResponse((response) => response.url().includes('/local/login'));
    await page.getByRole('link', { name: '로그인' }).click();
    expect((await answer).status()).toBe(503);
    await expect(page.getByRole('heading', { name: '서버에 연결하지 못했습니다' })).toBeVisible();
    await expect(page.getByText('잠시 후 다시 시도해 주세요.')).toBeVisible();
    await startApi();
    await page.getByRole('link', { name: '다시 시도' }).click();
    await expect(page.getByRole('button', { name: '김하늘로 로그인' })).toBeVisible();
  });
});
