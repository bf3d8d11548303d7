import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { test } from './support/routes';
import { creatorApi } from './support/api';
import { expectNoSeriousA11yViolations, signIn, THEME_KEY } from './support/app';

/**
 * Every screen at phone (390 px) and desktop (1440 px) width, light and dark: no horizontal scroll,
 * no text cut off or pushed off screen, axe clean, and a screenshot of each to look at.
 * Named to run after shell.spec.ts: it signs the newcomer in (who then has agreed to the terms).
 */
const WIDTHS = [390, 1440] as const;
const OPENS = { timeout: 20_000 };

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
function filledActions(): string[] {
  const probe = document.body.appendChild(document.createElement('span'));
  probe.style.backgroundColor = 'var(--mantine-primary-color-filled)';
  const primary = getComputedStyle(probe).backgroundColor;
  probe.remove();
  const view = document.querySelector('[role="dialog"]') ?? document.body;
  return [...view.querySelectorAll<HTMLElement>('button, a')]
    .filter((element) => element.checkVisibility() && getComputedStyle(element).backgroundColor === primary)
    .map((element) => element.textContent?.trim() ?? '');
}

interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
}

/** Each width and theme: reload, wait for the screen, check, axe, screenshot. */
async function checkScreen(page: Page, screen: Screen) {
  mkdirSync('screenshots', { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, scheme] as const);
      await screen.open(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status').filter({ hasText: '불러오는 중' })).toHaveCount(0);
      const where = `${screen.name} ${width} ${scheme}`;
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `${where}: horizontal scroll`,
      ).toBeLessThanOrEqual(0);
      expect(await page.evaluate(textCutOff), where).toEqual([]);
      const filled = await page.evaluate(filledActions);
      expect(filled.length, `${where}: one primary action, found ${filled.join(', ')}`).toBeLessThanOrEqual(1);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `screenshots/polish-${screen.name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate((key) => localStorage.removeItem(key), THEME_KEY);
}

/** The exchange's hand-over for an account, with termsAgreed as given (the consent step shows for false). */
async function handOver(page: Page, account: string, termsAgreed: boolean): Promise<string> {
  const login = await page.request.get(`/local/login?account=${account}`, { maxRedirects: 0 });
  const target = new URL(login.headers()['location']!, 'http://x');
  target.searchParams.set('termsAgreed', String(termsAgreed));
  return `${target.pathname}${target.search}`;
}

test.describe('every screen at 390 and 1440 px, light and dark', () => {
  test('signed out: 로그인, the consent step and the sign-in failure', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/login');
    await checkScreen(page, {
      name: 'login',
      open: async (p) => {
        await p.goto('/login');
        await expect(p.getByRole('heading', { name: 'Creators Lab 로그인' })).toBeVisible();
      },
    });
    await checkScreen(page, {
      name: 'consent',
      open: async (p) => {
        await p.goto(await handOver(p, 'newcomer', false));
        await expect(p.getByRole('heading', { name: '약관 동의' })).toBeVisible(OPENS);
      },
    });
    // Nothing agreed: back to the sign-in card, signed out.
    await page.getByRole('button', { name: '취소' }).click();
    await checkScreen(page, {
      name: 'login-error',
      open: async (p) => {
        await p.goto('/login?token=not-a-token&termsAgreed=true');
        await expect(p.getByRole('heading', { name: '로그인하지 못했습니다' })).toBeVisible(OPENS);
      },
    });
  });

  test('the newcomer’s empty launchpads: one primary action', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'newcomer');
    await checkScreen(page, {
      name: 'launchpads-empty',
      open: async (p) => {
        await p.goto('/launchpads');
        await expect(p.getByText('아직 런치패드가 없습니다')).toBeVisible(OPENS);
      },
    });
    // One filled (primary) button or link on the whole screen: the empty state's 런치패드 만들기.
    await page.goto('/launchpads');
    await expect(page.getByText('아직 런치패드가 없습니다')).toBeVisible(OPENS);
    expect(await page.evaluate(filledActions)).toEqual(['런치패드 만들기']);
  });

  test('a creator’s screens: launchpads, the workspace steps, the editions, the auction, /me and not-found', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const api = await creatorApi(request);
    const id = await api.launchpadWithContract(`폭 확인 ${Date.now()}`, 'SINGLE', 'Night City');
    await api.singleTokens(id, ['남산의 밤', '한강의 새벽을 바라보는 긴 이름의 작품']);
    await signIn(page);
    const screens: Screen[] = [
      {
        name: 'launchpads',
        open: async (p) => {
          await p.goto('/launchpads');
          await expect(p.getByRole('region', { name: '런치패드 목록' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'create-dialog',
        open: async (p) => {
          await p.goto('/launchpads');
          await p.getByRole('button', { name: '런치패드 만들기' }).click();
          await expect(p.getByRole('dialog', { name: '새 런치패드' })).toBeVisible();
        },
      },
      {
        name: 'contract-step',
        open: async (p) => {
          await p.goto(`/launchpads/${id}/collection-metadata/single?step=1`);
          await expect(p.getByRole('region', { name: '배포 정보' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'metadata-step',
        open: async (p) => {
          await p.goto(`/launchpads/${id}/collection-metadata/single?step=2`);
          await expect(p.getByRole('form', { name: '컬렉션 메타데이터 편집' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'editions',
        open: async (p) => {
          await p.goto(`/launchpads/${id}/collection-metadata/single/editions-editor`);
          await expect(p.getByRole('heading', { name: '에디션', exact: true })).toBeVisible(OPENS);
        },
      },
      {
        name: 'auction',
        open: async (p) => {
          await p.goto(`/launchpads/${id}/auction-description`);
          await expect(p.getByRole('form', { name: '경매 설명 작성' })).toBeVisible(OPENS);
        },
      },
      ...(['info', 'wallet', 'company', 'creators'] as const).map((tab) => ({
        name: `me-${tab}`,
        open: async (p: Page) => {
          await p.goto(`/me/${tab}`);
          await expect(
            p.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: /./ }).first(),
          ).toBeVisible(OPENS);
        },
      })),
      {
        name: 'me-creator',
        open: async (p) => {
          await p.goto('/me/creators/2');
          await expect(p.getByRole('form', { name: '크리에이터 프로필 편집' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'not-found',
        open: async (p) => {
          await p.goto('/no/such/page');
          await expect(p.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible(OPENS);
        },
      },
    ];
    for (const screen of screens) await checkScreen(page, screen);
  });

  test('the rest of a creator’s screens: the multi-edition metadata, a new launchpad’s contract step with the deploy panel, the rename dialog, an import’s report and the kept draft', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const api = await creatorApi(request);
    const multi = await api.launchpadWithContract(`멀티 폭 확인 ${Date.now()}`, 'MULTI', 'Many Nights');
    const fresh = await api.newLaunchpad(`새 런치패드 ${Date.now()}`, 'SINGLE');
    const importing = await api.launchpadWithContract(`가져오기 확인 ${Date.now()}`, 'SINGLE', 'Import City');
    await signIn(page);
    // The editions' unsaved import asks before each reload (the leave guard): the reload goes ahead.
    page.on('dialog', (dialog) => void dialog.accept());
    const screens: Screen[] = [
      {
        name: 'metadata-multi',
        open: async (p) => {
          await p.goto(`/launchpads/${multi}/collection-metadata/multi?step=2`);
          await expect(p.getByRole('form', { name: '컬렉션 메타데이터 편집' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'contract-deploy',
        open: async (p) => {
          await p.goto(`/launchpads/${fresh}/collection-metadata/single?step=1`);
          await p.getByRole('button', { name: '새 컨트랙트 배포' }).click();
          await expect(p.getByRole('button', { name: '새 컨트랙트 배포' })).toBeHidden();
        },
      },
      {
        name: 'rename-dialog',
        open: async (p) => {
          await p.goto(`/launchpads/${multi}/auction-description`);
          await p.getByRole('button', { name: /이름 변경$/ }).click();
          await expect(p.getByRole('dialog', { name: '런치패드 이름 변경' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'editions-import',
        open: async (p) => {
          await p.goto(`/launchpads/${importing}/collection-metadata/single/editions-editor`);
          await expect(p.getByRole('heading', { name: '에디션', exact: true })).toBeVisible(OPENS);
          const chooser = p.waitForEvent('filechooser');
          await p.getByRole('toolbar', { name: '에디션 도구' }).getByRole('button', { name: '가져오기' }).click();
          const csv = [
            'token_id,name,description,image,attributes',
            '1,첫 번째 밤,남산의 야경,,',
            '2,,한강의 다리,,',
            'x3,세 번째 밤,,,',
          ].join('\n');
          await (await chooser).setFiles({ name: 'editions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
          await expect(p.getByRole('region', { name: /^오류가 있는 행/ })).toBeVisible(OPENS);
        },
      },
    ];
    for (const screen of screens) await checkScreen(page, screen);
  });
});
