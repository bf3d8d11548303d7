import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The app's saved-theme key: the build's VITE_THEME_STORAGE_KEY (src/main/config.ts), default vite-ui-theme. */
export const THEME_KEY = process.env.VITE_THEME_STORAGE_KEY?.trim() || 'vite-ui-theme';

/** The demo accounts of the local API's seed (김하늘, 이바다, 박하람, 정새봄). */
type DemoAccount = 'creator' | 'newcomer' | 'artist' | 'starter';
/** Their sign-in buttons, particles chosen from the name as the page writes them. */
const signInButtons: Record<DemoAccount, string> = {
  creator: '김하늘로 로그인',
  newcomer: '이바다로 로그인',
  artist: '박하람으로 로그인',
  starter: '정새봄으로 로그인',
};

/**
 * The exchange's hand-over for `account`: the local API's sign-in (GET /local/login?account=…, what
 * choosing an account on its page sends) starts a session and answers with the app's
 * /login?token=…&termsAgreed=… address, which is returned as a path.
 */
export async function handOver(
  page: Page,
  account: DemoAccount,
  { termsAgreed }: { termsAgreed?: boolean } = {},
): Promise<string> {
  const login = await page.request.get(`/local/login?account=${account}`, { maxRedirects: 0 });
  expect(login.status(), 'the local sign-in answers with the hand-over').toBe(302);
  const target = new URL(login.headers()['location'] ?? '', 'http://hand-over');
  // As given (false shows the consent step), else as the local API wrote it.
  if (termsAgreed !== undefined) target.searchParams.set('termsAgreed', String(termsAgreed));
  return `${target.pathname}${target.search}`;
}

/**
 * Signs `account` in and waits for the launchpad list. By default the page opens the exchange's
 * hand-over itself (/login?token=…): the app's own sign-in (the token's exchange, the consent, the
 * cold start of the signed-in app) runs as always, without the two pages before it, which each test
 * paid for again. `throughPages` walks those too, as a creator does: the app's /login, its 로그인
 * link, the local sign-in page and its account button (the session specs, and shell.spec.ts's first
 * test walks it by hand). A session is never shared between tests: refresh tokens rotate, and a spent
 * one shown again after the grace period revokes the session (local-api/auth/tokens.ts).
 * `artist` has agreed to the terms and registered the first hardhat test account as their wallet.
 */
export async function signIn(
  page: Page,
  account: DemoAccount = 'creator',
  { throughPages = false }: { throughPages?: boolean } = {},
): Promise<void> {
  if (throughPages) {
    await page.goto('/login');
    await page.getByRole('link', { name: '로그인' }).click();
    await page.getByRole('button', { name: signInButtons[account] }).click();
  } else {
    await page.goto(await handOver(page, account));
  }
  // The newcomer is asked for consent until they have agreed once (the API remembers it).
  const consent = page.getByRole('checkbox', { name: '모두 동의합니다' });
  // A cold start of the signed-in app: the document, the session's refresh, the signed-in chunk
  // (the largest) run, then the list. On a loaded machine running that chunk alone took over 3 s.
  await expect(consent.or(page.getByRole('heading', { name: '런치패드', level: 1 }))).toBeVisible({ timeout: 20_000 });
  if (await consent.isVisible()) {
    await consent.check();
    await page.getByRole('button', { name: '동의하고 시작하기' }).click();
  }
  await expect(page).toHaveURL(/\/launchpads$/);
}

/**
 * Waits for the CSS transitions under way to end. A scheme switched in place fades colours (Mantine's
 * controls over ~150 ms); axe run mid-fade measured the theme switch's labels at 1.9:1 on a loaded
 * machine. Transitions only: a loader's endless animation would never finish.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.constructor.name === 'CSSTransition')
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until the screen shows what it loaded: no 불러오는 중 left, its fonts in and every image it
 * loads at once complete (a lazy one, such as a grid thumbnail out of view, may never start). Waits
 * on that state instead of networkidle, which made every load pay 500 ms of silence on the wire.
 */
export async function screenSettled(page: Page, { waiting = false } = {}): Promise<void> {
  // As long as a step may take to open on a loaded machine (the specs' OPENS), as networkidle had.
  const opens = { timeout: 20_000 };
  if (!waiting) await expect(page.getByRole('status').filter({ hasText: '불러오는 중' })).toHaveCount(0, opens);
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => image.loading === 'lazy' || image.complete),
    undefined,
    opens,
  );
}

/** WCAG 2 A/AA: the rules every axe check runs. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe: no serious or critical violation of WCAG 2 A/AA (or of `rules` only) on what is on screen now,
 * once its CSS transitions have ended (a dialog fading out, a theme switch): mid-fade colours are not
 * what a creator reads. Run in the page (legacy mode, axe.run): the default runs each frame's part and
 * finishes in a new blank tab, a second renderer for every check (about 1 s more each on a busy machine).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { where = 'axe', rules }: { where?: string; rules?: readonly string[] } = {},
): Promise<void> {
  await transitionsSettled(page);
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (rules ? builder.withRules([...rules]) : builder.withTags(WCAG)).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Each node with axe's own summary (e.g. the measured contrast ratio), so a failure says why.
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
    ),
    where,
  ).toEqual([]);
}
