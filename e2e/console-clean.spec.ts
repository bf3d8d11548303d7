import { expect, type Page } from '@playwright/test';
import { creatorApi } from './support/api';
import { signIn } from './support/app';
import { test } from './support/routes';

/** Every console warning and error, and every uncaught error, of the page from now on. */
function watchConsole(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      said.push(`[${message.type()}] ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`[uncaught] ${page.url()}: ${error.message}`));
  return said;
}

/** The route has drawn what it shows: no skeleton or loader left, nothing more on the wire. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

test.describe('the console', () => {
  test('no warning or error on any route: signed out, on a hard load of each signed-in route, and by navigation', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const said = watchConsole(page);
    for (const path of ['/', '/login', '/login/error']) {
      await page.goto(path);
      await settled(page);
    }

    const api = await creatorApi(request);
    const single = await api.launchpadWithContract(`콘솔 확인 ${Date.now()}`, 'SINGLE', 'Console City');
    const multi = await api.launchpadWithContract(`콘솔 멀티 ${Date.now()}`, 'MULTI', 'Console Many');
    // Through the sign-in pages, as a creator signs in: their console is watched too.
    await signIn(page, 'creator', { throughPages: true });
    const routes = [
      '/',
      '/login',
      '/launchpads',
      '/launchpads?status=DRAFT&sort=name&q=%EC%BD%98%EC%86%94',
      `/launchpads/${single}/collection-metadata/single?step=1`,
      `/launchpads/${single}/collection-metadata/single?step=2`,
      `/launchpads/${single}/collection-metadata/single/editions-editor`,
      `/launchpads/${single}/auction-description`,
      `/launchpads/${multi}/collection-metadata/multi?step=1`,
      `/launchpads/${multi}/collection-metadata/multi?step=2`,
      '/me',
      '/me/info',
      '/me/wallet',
      '/me/company',
      '/me/creators',
      '/me/creators/2',
      '/no/such/page',
    ];
    for (const path of routes) {
      await page.goto(path);
      await settled(page);
    }

    // The same screens by the app's own links, as a creator moves between them.
    await page.goto('/launchpads');
    await settled(page);
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    await nav.getByRole('link', { name: '마이페이지' }).click();
    const tabs = page.getByRole('navigation', { name: '마이페이지 메뉴' });
    for (const tab of ['지갑', '회사', '크리에이터', '정보']) {
      await tabs.getByRole('link', { name: tab }).click();
      await settled(page);
    }
    await nav.getByRole('link', { name: '런치패드' }).click();
    await page.getByRole('searchbox', { name: '런치패드 검색' }).fill('콘솔 확인');
    await page.getByRole('link', { name: /콘솔 확인 \d+ 컬렉션 메타데이터/ }).click();
    await settled(page);

    expect(said).toEqual([]);
  });
});
