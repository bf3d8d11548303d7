import { expect, type Page } from '@playwright/test';
import { routeThatMustMatch, test } from './support/routes';
import { signIn } from './support/app';

/**
 * Issue 41, product.md "Sessions", for the refresh that happens during use: a request answered 401
 * while the gateway is restarting (its refresh answers 503) keeps both tokens in this tab and in
 * the other, shows the outage notice inside the layout, and the page carries on once the refresh
 * is answered again. Only a refused refresh ends a session.
 */

const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('auth'));

test('a 401 during use while the refresh answers 503 keeps the session in both tabs, and the page goes on when the gateway is back', async ({
  page,
}) => {
  await signIn(page);
  const other = await page.context().newPage();
  await other.goto('/launchpads');
  await expect(other.getByRole('heading', { name: '런치패드' })).toBeVisible();
  const before = await storedSession(page);
  expect(before).not.toBeNull();

  // The access token is refused once mid-use…
  let expired = true;
  const info = await routeThatMustMatch(page, '**/cl/user/v1/users/info', (route) => {
    if (!expired) return route.continue();
    expired = false;
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' }),
    });
  });
  // …and the gateway is restarting: its refresh answers 503 until it is back.
  let gatewayDown = true;
  const refresh = await routeThatMustMatch(page, '**/cl/auth/v1/refresh', (route) =>
    gatewayDown
      ? route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, contentType: 'text/html', body: '<h1>503</h1>' })
      : route.continue(),
  );

  await page.getByRole('link', { name: '마이페이지' }).click();
  const notice = page.getByRole('alert').filter({ hasText: '서버에 연결하지 못했습니다' });
  await expect(notice).toBeVisible();
  expect(info.hits()).toBeGreaterThanOrEqual(1);
  expect(refresh.hits(), 'the 401 was followed by a refresh that the gateway did not answer').toBeGreaterThanOrEqual(1);
  // Signed in still: the layout's 로그아웃, the address asked for, and the stored session untouched.
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page).toHaveURL(/\/me\/info$/);
  expect(await storedSession(page)).toBe(before);
  await expect(page.getByText('<h1>503</h1>')).toHaveCount(0);

  // The other tab is not signed out by this tab's failed refresh.
  await other.reload();
  await expect(other).toHaveURL(/\/launchpads$/);
  await expect(other.getByRole('heading', { name: '런치패드' })).toBeVisible();

  // 다시 시도 while the gateway is still down: one more refresh at once, refused again, and the
  // creator stays signed in where they were.
  const triedBefore = refresh.hits();
  await notice.getByRole('button', { name: '다시 시도' }).click();
  await expect.poll(() => refresh.hits()).toBeGreaterThan(triedBefore);
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/me\/info$/);

  // The gateway is back. The session tries again by itself about once a second (reconnection.ts), so
  // no click is needed; one raced that try and waited for a button already gone on a loaded machine.
  gatewayDown = false;
  await expect(page.getByText('haneul.kim@example.com')).toBeVisible({ timeout: 15_000 });
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/me\/info$/);
  expect(await storedSession(page)).not.toBeNull();
});
