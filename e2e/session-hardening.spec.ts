import { expect, type Page } from '@playwright/test';
import { routeThatMustMatch, test } from './support/routes';
import { signIn } from './support/app';

/**
 * Issue 14 in the browser: two tabs of one profile reloading at the same instant, and a reload
 * while the answer to a refresh is on its way, never sign the creator out; the page runs under its
 * Content-Security-Policy without a single violation.
 */

const onLaunchpads = async (page: Page) => {
  await expect(page).toHaveURL(/\/launchpads$/);
  await expect(page.getByRole('heading', { name: '런치패드', level: 1 })).toBeVisible();
};

test('two tabs reloading at the same instant stay signed in, round after round', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const other = await page.context().newPage();
  await other.goto('/launchpads');
  await onLaunchpads(other);

  for (let round = 0; round < 10; round++) {
    await Promise.all([page.reload(), other.reload()]);
    await onLaunchpads(page);
    await onLaunchpads(other);
  }
});

test('a reload while the refresh answer is on its way keeps the creator signed in', async ({ page }) => {
  await signIn(page);
  for (let round = 0; round < 3; round++) {
    let rotated!: () => void;
    const serverRotated = new Promise<void>((resolve) => (rotated = resolve));
    let held = false;
    await routeThatMustMatch(page, '**/cl/auth/v1/refresh', async (route) => {
      if (held) return route.continue();
      held = true;
      await route.fetch(); // the server spends the token and rotates it…
      rotated(); // …and the page is reloaded before the answer reaches it.
    });
    await page.reload();
    await serverRotated;
    await page.reload();
    await onLaunchpads(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('the page carries a Content-Security-Policy and nothing on it is refused', async ({ page }) => {
  const refused: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __refused?: string[] }).__refused ??= [];
      (window as unknown as { __refused: string[] }).__refused.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // Through the sign-in pages, so that they are watched too.
  await signIn(page, 'creator', { throughPages: true });
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  // The theme script ran (it is allowed by its hash): the scheme attribute is set before paint.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.waitForLoadState('networkidle');
  await page.goto('/me/creators');
  await page.waitForLoadState('networkidle');
  refused.push(...(await page.evaluate(() => (window as unknown as { __refused?: string[] }).__refused ?? [])));
  expect(refused).toEqual([]);
});
