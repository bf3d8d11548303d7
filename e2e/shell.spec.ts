import { expect } from '@playwright/test';
import { routeThatMustMatch, test } from './support/routes';
import { expectNoSeriousA11yViolations, signIn, THEME_KEY } from './support/app';
import { screenshotBothThemes } from './support/both-themes';

test.describe('app shell', () => {
  test('a newcomer opens /, lands on /login, signs in through the local sign-in page, agrees to the terms and sees the launchpads', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Creators Lab 로그인' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'login');

    await page.getByRole('link', { name: '로그인' }).click();
    await page.getByRole('button', { name: '이바다로 로그인' }).click();
    await expect(page.getByRole('heading', { name: '약관 동의' })).toBeVisible();
    // The exchange's token never stays in the address bar.
    expect(page.url()).not.toContain('token=');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox', { name: '모두 동의합니다' }).check();
    await page.getByRole('button', { name: '동의하고 시작하기' }).click();
    await expect(page).toHaveURL(/\/launchpads$/);
    await expect(page.getByText('아직 런치패드가 없습니다')).toBeVisible();
  });

  test('the chosen theme survives a reload, with no flash of the other one', async ({ page }) => {
    await signIn(page);
    await page.getByText('다크', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
    // The attribute is set by index.html's inline script, before the app's code runs.
    await routeThatMustMatch(page, '**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.unroute('**/assets/*.js');
    // Let the page with its aborted scripts finish loading first: a reload during it was seen aborted.
    await page.waitForLoadState('load');
    await page.reload();
    await expect(page.getByRole('radio', { name: '다크' })).toBeChecked();
  });

  test('an unknown path and a non-numeric id show not-found with a way back', async ({ page }) => {
    await signIn(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    // The header, as a server 404 has it.
    await expect(page.getByRole('banner').getByRole('button', { name: '로그아웃' })).toBeVisible();
    await page.goto('/launchpads/abc/auction-description');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'not-found');
    await page.getByRole('link', { name: '런치패드로 이동' }).click();
    await expect(page).toHaveURL(/\/launchpads$/);
  });

  test('a signed-out visitor is sent to /login, and 로그아웃 returns there in every tab', async ({ page, context }) => {
    await page.goto('/me/info');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page);
    const other = await context.newPage();
    await other.goto('/me/info');
    await expect(other.getByRole('heading', { name: '내 정보' })).toBeVisible();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/login$/);
    await page.goto('/launchpads');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('at phone width the header keeps every control in view, with no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page);
    for (const name of ['런치패드', '마이페이지'])
      await expect(page.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    for (const name of ['지갑 연결', '로그아웃'])
      await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the e2e (non-production) build shows the version overlay with the build time in KST', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText(/빌드 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} KST/)).toBeVisible();
  });

  test('a bad ?step= is corrected to the first step of the launchpad workspace', async ({ page }) => {
    await signIn(page);
    await page.goto('/launchpads/1/collection-metadata/single?step=7');
    await expect(page).toHaveURL(/step=1$/);
    await expect(page.getByRole('heading', { name: '컨트랙트', level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
