import { expect, type Page, type Route } from '@playwright/test';
import { launchpadLinks } from './support/launchpad-links';
import { routeThatMustMatch, test } from './support/routes';
import { expectNoSeriousA11yViolations, signIn } from './support/app';

/** The data calls of every screen (not the session's refresh, which start-up waits for by design). */
const DATA_CALLS = /\/cl\/(creators-lab|user)\//;

/**
 * A slow API on demand: while holding, every data call waits until `release()`, so the test sees
 * what the creator sees during the wait however fast the machine is.
 */
async function slowApi(page: Page) {
  const held: Route[] = [];
  let holding = false;
  let heldCount = 0;
  await routeThatMustMatch(page, DATA_CALLS, (route) => {
    if (holding) {
      heldCount += 1;
      held.push(route);
    } else void route.continue();
  });
  return {
    hold: () => {
      holding = true;
    },
    /** How many data calls were held back so far: a hold that caught none gated nothing. */
    heldCount: () => heldCount,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const skeleton = (page: Page) => page.getByRole('status').filter({ hasText: '불러오는 중' });
const header = (page: Page) => page.getByRole('banner');
const meTabs = (page: Page) => page.getByRole('navigation', { name: '마이페이지 메뉴' });

test.describe('loading states', () => {
  test('a hard load on a slow API shows the header, the /me tabs and the route’s skeleton, then the screen', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const links = await launchpadLinks(page);
    const api = await slowApi(page);
    const routes: { path: string; me?: boolean; ready?: (page: Page) => Promise<void> }[] = [
      { path: '/launchpads', ready: (p) => expect(p.getByRole('region', { name: '런치패드 목록' })).toBeVisible() },
      { path: links.single },
      { path: links.multi },
      { path: links.editions },
      { path: links.auction },
      { path: '/me/info', me: true, ready: (p) => expect(p.getByText('haneul.kim@example.com')).toBeVisible() },
      { path: '/me/wallet', me: true, ready: (p) => expect(p.getByLabel(/^연결 상태: /)).toBeVisible() },
      { path: '/me/company', me: true, ready: (p) => expect(p.getByText('하늘스튜디오 주식회사')).toBeVisible() },
      {
        path: '/me/creators',
        me: true,
        ready: (p) => expect(p.getByRole('list', { name: '크리에이터 목록' })).toBeVisible(),
      },
      {
        path: '/me/creators/2',
        me: true,
        ready: (p) => expect(p.getByRole('form', { name: '크리에이터 프로필 편집' })).toBeVisible(),
      },
    ];
    for (const route of routes) {
      const heldBefore = api.heldCount();
      api.hold();
      await page.goto(route.path);
      await expect(skeleton(page), route.path).toBeVisible();
      // The skeleton shows because a data call is held, not because this machine happened to be slow.
      await expect.poll(api.heldCount, { message: route.path }).toBeGreaterThan(heldBefore);
      await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
      if (route.me) await expect(meTabs(page)).toBeVisible();
      await page.screenshot({ path: `screenshots/loading${route.path.replaceAll('/', '-')}.png` });
      await api.release();
      await expect(skeleton(page), route.path).toBeHidden();
      await route.ready?.(page);
    }
  });

  test('in-app navigation on a slow API replaces the old screen with the target’s skeleton at once', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const api = await slowApi(page);
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    const steps: { go: () => Promise<void>; ready: () => Promise<void> }[] = [
      {
        go: () => nav.getByRole('link', { name: '마이페이지' }).click(),
        ready: () => expect(page.getByText('haneul.kim@example.com')).toBeVisible(),
      },
      {
        go: () => meTabs(page).getByRole('link', { name: '지갑' }).click(),
        ready: () => expect(page.getByLabel(/^연결 상태: /)).toBeVisible(),
      },
      {
        go: () => meTabs(page).getByRole('link', { name: '크리에이터' }).click(),
        ready: () => expect(page.getByRole('list', { name: '크리에이터 목록' })).toBeVisible(),
      },
      {
        go: () => page.getByRole('list', { name: '크리에이터 목록' }).getByRole('link').first().click(),
        ready: () => expect(page.getByRole('form', { name: '크리에이터 프로필 편집' })).toBeVisible(),
      },
    ];
    for (const step of steps) {
      const heldBefore = api.heldCount();
      api.hold();
      await step.go();
      await expect(skeleton(page)).toBeVisible();
      await expect.poll(api.heldCount).toBeGreaterThan(heldBefore);
      await expect(meTabs(page)).toBeVisible();
      await api.release();
      await step.ready();
    }
    // Back to the list, already in the cache since sign-in: it shows at once while it refreshes.
    api.hold();
    await nav.getByRole('link', { name: '런치패드' }).click();
    await expect(page.getByRole('region', { name: '런치패드 목록' })).toBeVisible();
    await expect(skeleton(page)).toBeHidden();
    await api.release();
    // Into a launchpad's work: the auction description's skeleton replaces the list.
    const auction = page
      .getByRole('region', { name: '런치패드 목록' })
      .getByRole('link', { name: / 경매 설명$/ })
      .first();
    await expect(auction).toBeVisible();
    api.hold();
    await auction.click();
    await expect(skeleton(page)).toBeVisible();
    await expect(page.getByRole('region', { name: '런치패드 목록' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await api.release();
    await expect(skeleton(page)).toBeHidden();
  });

  test('a failed load shows the screen’s own error with 다시 시도 inside the layout, and the tabs stay', async ({
    page,
  }) => {
    await signIn(page);
    let fail = true;
    await routeThatMustMatch(page, '**/cl/creators-lab/v1/creators', (route) =>
      fail && route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.goto('/me/creators');
    const alert = page.getByRole('alert').filter({ hasText: '정보를 불러오지 못했습니다' });
    await expect(alert).toBeVisible();
    await expect(meTabs(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: '크리에이터', level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'screenshots/loading-failed-me-creators.png' });
    fail = false;
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByRole('list', { name: '크리에이터 목록' })).toBeVisible();
  });

  test('a launchpad the server does not know is not-found inside the layout', async ({ page }) => {
    await signIn(page);
    await page.goto('/launchpads/987654/auction-description');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  });
});
