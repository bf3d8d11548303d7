import type { APIResponse, Page } from '@playwright/test';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { signIn } from '../support/app';
import { launchpadLinks } from '../support/launchpad-links';
import { makePng } from '../support/png';
import { expect, routeThatMustMatch, test } from '../support/routes';

/** The build the host serves (playwright.host.config.ts: SERVE_OUT_DIR). */
const DIST = 'dist-host';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every security header of a page answer, with the policy a <meta> cannot carry. */
function expectPageHeaders(answer: APIResponse | { headers(): Record<string, string> }, what: string) {
  const headers = answer.headers();
  expect(headers['content-security-policy'], what).toMatch(
    /^default-src 'self'; script-src 'self'( 'sha256-[^']+')+; .*; frame-ancestors 'none'$/,
  );
  expect(headers['strict-transport-security'], what).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['x-frame-options'], what).toBe('DENY');
}

/** Collects what the page's Content-Security-Policy refused (a header policy that breaks a screen shows here). */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test.describe('the production host (nginx)', () => {
  test('every route loads on a hard load over HTTP/2, with the header policy refusing nothing the app does', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const refused = await watchPolicyViolations(page);
    const login = await page.goto('/login');
    expect(login?.status()).toBe(200);
    expectPageHeaders(login!, '/login');
    await expect(page.getByRole('heading', { name: 'Creators Lab 로그인' })).toBeVisible();
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
      ),
    ).toBe('h2');

    const loginError = await page.goto('/login/error');
    expect(loginError?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: '로그인하지 못했습니다' })).toBeVisible();

    await signIn(page);
    const links = await launchpadLinks(page);
    const routes: { path: string; ready: (page: Page) => Promise<void> }[] = [
      { path: '/launchpads', ready: (p) => expect(p.getByRole('region', { name: '런치패드 목록' })).toBeVisible() },
      { path: links.single, ready: (p) => expect(p.getByRole('button', { name: '저장' }).first()).toBeVisible() },
      { path: links.multi, ready: (p) => expect(p.getByRole('button', { name: '저장' }).first()).toBeVisible() },
      { path: links.editions, ready: (p) => expect(p.getByRole('grid')).toBeVisible() },
      { path: links.auction, ready: (p) => expect(p.getByRole('button', { name: '임시저장' })).toBeVisible() },
      { path: '/me/info', ready: (p) => expect(p.getByText('haneul.kim@example.com')).toBeVisible() },
      { path: '/me/wallet', ready: (p) => expect(p.getByLabel(/^연결 상태: /)).toBeVisible() },
      { path: '/me/company', ready: (p) => expect(p.getByText('하늘스튜디오 주식회사')).toBeVisible() },
      { path: '/me/creators', ready: (p) => expect(p.getByRole('list', { name: '크리에이터 목록' })).toBeVisible() },
      {
        path: '/me/creators/2',
        ready: (p) => expect(p.getByRole('form', { name: '크리에이터 프로필 편집' })).toBeVisible(),
      },
      // Not an app route: the single page still answers, and the app says so itself.
      {
        path: '/no-such-page/here',
        ready: (p) => expect(p.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible(),
      },
    ];
    for (const route of routes) {
      const answer = await page.goto(route.path);
      expect(answer?.status(), route.path).toBe(200);
      expect(answer?.headers()['cache-control'], route.path).toBe('no-cache');
      expectPageHeaders(answer!, route.path);
      await route.ready(page);
      await expect(page.getByRole('heading', { name: '오류가 발생했습니다' }), route.path).toHaveCount(0);
    }
    expect(refused).toEqual([]);
  });

  test('caching, compression and real 404s: assets a year immutable and gzipped, index.html revalidated, a missing file never the page', async ({
    request,
  }) => {
    const page = await request.get('/launchpads');
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(page.headers()['cache-control']).toBe('no-cache');
    // The header carries the same policy as the page's <meta>, plus frame-ancestors.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBeTruthy();
    expect(page.headers()['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);

    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'the entry script in index.html').toBeTruthy();
    const asset = await request.get(entry!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['content-type']).toMatch(/^application\/javascript/);
    expectPageHeaders(asset, entry!);
    // Brotli where the host has Debian's brotli_static module (scripts/support/start-host.mjs loads it when installed).
    if (existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')) {
      const brotli = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers()['content-encoding']).toBe('br');
      expect(Number(brotli.headers()['content-length'])).toBeLessThan(Number(asset.headers()['content-length']));
    }

    for (const missing of [
      '/assets/route-page-0ld0ld0l.js',
      '/assets/style-0ld0ld0l.css',
      '/favicon.png',
      '/.vite/manifest.json',
    ]) {
      const answer = await request.get(missing);
      expect(answer.status(), missing).toBe(404);
      expect(await answer.text(), missing).not.toContain('id="root"');
      expect(answer.headers()['x-content-type-options'], missing).toBe('nosniff');
    }
    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['cache-control']).toBe('no-cache');
  });

  test('/cl/ reaches the gateway, whose answers keep their own headers; the preview page and uploads keep their stricter policies', async ({
    request,
  }) => {
    const unauthorized = await request.get('/cl/creators-lab/v2/launchpads');
    expect(unauthorized.status()).toBe(401);
    expect(unauthorized.headers()['cache-control']).toBe('no-store');
    expect(unauthorized.headers()['content-security-policy']).toBeUndefined();

    const preview = await request.get('/local/auction-preview/no-such-key');
    expect(preview.status()).toBe(404);
    expect(preview.headers()['content-security-policy']).toMatch(/^default-src 'none'; /);

    // An upload through the host (multipart streamed to the API), then served with its own policy.
    const login = await request.get('/local/login?account=creator', { maxRedirects: 0 });
    const token = new URL(login.headers()['location']!).searchParams.get('token');
    const pair = await request.post('/cl/auth/v1/refresh', { data: { token, termsAgreed: true } });
    const { accessToken } = (await pair.json()) as { accessToken: string };
    const upload = await request.post('/cl/creators-lab/v1/uploads', {
      headers: { authorization: `Bearer ${accessToken}` },
      multipart: { image: { name: 'host.png', mimeType: 'image/png', buffer: makePng(300, 300) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const image = await request.get(url);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(image.headers()['content-security-policy']).toBe("default-src 'none'");
  });

  test('another site framing the app is refused', async ({ page, baseURL }) => {
    const app = new URL('/login', baseURL).href;
    // A page of another origin (localhost, not 127.0.0.1), served to the browser by the test: it frames the app's /login.
    const framing = `https://localhost:${new URL(app).port}/framing-attempt`;
    await routeThatMustMatch(page, framing, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>framing</title><iframe id="app" src="${app}" width="800" height="600"></iframe>`,
      }),
    );
    // Chromium refuses the answer for the frame (frame-ancestors 'none') as it arrives.
    const refused = page.waitForEvent('requestfailed', (request) => request.url() === app);
    await page.goto(framing);
    expect((await refused).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    await expect(page.frameLocator('#app').getByRole('heading', { name: 'Creators Lab 로그인' })).toHaveCount(0);
  });

  test('a chunk missing after a deploy is a 404 at once, and the app reloads once into the page it was going to', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('link', { name: '마이페이지' }).click();
    await expect(page.getByText('haneul.kim@example.com')).toBeVisible();
    // The company page's chunk, not loaded yet: the open tab's build names it, the "new deploy" does not have it.
    const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8')) as Record<
      string,
      { file: string }
    >;
    const chunk = manifest['src/presentation/pages/me/company-page.tsx']!.file;
    // The file and its compressed copies, as a deploy that replaced the build would leave it.
    const paths = ['', '.gz', '.br'].map((suffix) => `${DIST}/${chunk}${suffix}`).filter((path) => existsSync(path));
    for (const path of paths) renameSync(path, `${path}.gone`);
    let restored = false;
    const restore = () => {
      if (restored) return;
      restored = true;
      for (const path of paths) renameSync(`${path}.gone`, path);
    };
    try {
      const chunkAnswers: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith(`/${chunk}`)) chunkAnswers.push(response.status());
      });
      // The reload's document request: by then the "new deploy" is complete (its chunk is there).
      let reloads = 0;
      await routeThatMustMatch(page, '**/me/company', async (route) => {
        if (route.request().isNavigationRequest()) {
          reloads++;
          restore();
        }
        await route.continue();
      });
      await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '회사' }).click();
      await expect(page).toHaveURL(/\/me\/company$/);
      await expect(page.getByText('하늘스튜디오 주식회사')).toBeVisible();
      expect(chunkAnswers[0]).toBe(404);
      expect(chunkAnswers.at(-1)).toBe(200);
      expect(reloads).toBe(1);
    } finally {
      restore();
    }
  });
});
