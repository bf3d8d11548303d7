// Issue 14's session figures in Chromium: two tabs of one profile must never sign the creator out.
// Builds the app, serves it three times with `vite preview`, each against its own local API:
//   strict (LOCAL_API_REFRESH_GRACE_SECONDS=0, so only the client's own care counts): N rounds of
//   two tabs reloading at the same instant, and (access tokens living 3 s) N rounds of two tabs
//   navigating five pages each (a call or two per page) right after the access token expired;
//   default grace: M reloads while the answer to a refresh is held back (the server has rotated
//   the token, the page never stores it).
// Prints the logouts of each; fails when any round ends at /login. N = PROBE_ROUNDS (50), M = 20.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { benchPorts } from './support/bench-ports.mjs';
import { startLocalApi } from './support/local-api-process.mjs';
import { startProcess } from './support/start-process.mjs';

const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 50);
const MID_REFRESH_ROUNDS = Number(process.env.PROBE_MID_REFRESH_ROUNDS ?? 20);
/** Short enough to expire between rounds, long enough that a replayed call is not late on a busy machine. */
const ACCESS_TTL_SECONDS = 3;
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = 'dist-probe-session';
const vite = `${root}node_modules/vite/bin/vite.js`;

execFileSync(
  process.execPath,
  [vite, 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: root, stdio: 'inherit' },
);
const children = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-dev-shm-usage'],
});

/** One of the probe's three stacks (`offset` 0 to 2), on its ports of the bench block (support/bench-ports.mjs). */
async function stack(offset, env) {
  const { api: apiPort, app: appPort } = benchPorts('session', offset);
  const app = `http://127.0.0.1:${appPort}`;
  const api = { LOCAL_API_PORT: String(apiPort), LOCAL_API_DB: ':memory:', LOCAL_API_APP_ORIGIN: app, ...env };
  children.push(await startLocalApi({ cwd: root, env: api }));
  children.push(
    (
      await startProcess({
        args: [vite, 'preview', '--outDir', outDir],
        cwd: root,
        env: { PORT: String(appPort), LOCAL_API_PORT: String(apiPort) },
        ready: new RegExp(`127\\.0\\.0\\.1:${appPort}`),
      })
    ).child,
  );
  return app;
}

const signedOut = (page) => new URL(page.url()).pathname.startsWith('/login');
const onList = (page) =>
  page
    .getByRole('heading', { name: '런치패드' })
    .waitFor({ timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );

async function twoTabs(app) {
  const context = await browser.newContext();
  const a = await context.newPage();
  await a.goto(`${app}/local/login?account=creator`);
  await a.waitForURL(/\/launchpads$/);
  const b = await context.newPage();
  await b.goto(`${app}/launchpads`);
  await onList(b);
  return { context, a, b };
}

async function browse(page) {
  const nav = page.getByRole('navigation', { name: '주요 메뉴' });
  await nav.getByRole('link', { name: '마이페이지' }).click();
  const tabs = page.getByRole('navigation', { name: '마이페이지 메뉴' });
  for (const name of ['지갑', '크리에이터', '회사']) await tabs.getByRole('link', { name }).click();
  await nav.getByRole('link', { name: '런치패드' }).click();
  await onList(page);
}

try {
  // Reloads get long-lived access tokens: an expiry refresh cut short by the next reload is the
  // grace period's case (the third part), not the two tabs'.
  const strict = await stack(0, { LOCAL_API_REFRESH_GRACE_SECONDS: '0' });
  const strictShort = await stack(1, {
    LOCAL_API_REFRESH_GRACE_SECONDS: '0',
    LOCAL_API_ACCESS_TTL_SECONDS: String(ACCESS_TTL_SECONDS),
  });
  const graceful = await stack(2, {});
  const results = [];

  {
    const { context, a, b } = await twoTabs(strict);
    let logouts = 0;
    let done = 0;
    for (; done < ROUNDS; done++) {
      await Promise.all([a.reload(), b.reload()]);
      const [okA, okB] = await Promise.all([onList(a), onList(b)]);
      if (!okA || !okB || signedOut(a) || signedOut(b)) {
        logouts++;
        done++;
        break;
      }
    }
    results.push([`two tabs reloading at once (no server grace)`, logouts, done]);
    await context.close().catch(() => undefined);
  }

  {
    const { context, a, b } = await twoTabs(strictShort);
    let logouts = 0;
    let rounds = 0;
    for (; rounds < ROUNDS; rounds++) {
      await a.waitForTimeout(ACCESS_TTL_SECONDS * 1000 + 100); // the access token has expired in both tabs
      await Promise.all([browse(a), browse(b)]).catch(() => undefined);
      if (signedOut(a) || signedOut(b)) {
        logouts++;
        break;
      }
    }
    results.push([
      `two tabs browsing five pages each after the access token expired (no server grace)`,
      logouts,
      rounds + logouts,
    ]);
    await context.close();
  }

  {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${graceful}/local/login?account=creator`);
    await page.waitForURL(/\/launchpads$/);
    let logouts = 0;
    for (let round = 0; round < MID_REFRESH_ROUNDS; round++) {
      let rotated;
      const serverRotated = new Promise((resolve) => (rotated = resolve));
      let held = false;
      await page.route('**/cl/auth/v1/refresh', async (route) => {
        if (held) return route.continue();
        held = true;
        await route.fetch(); // the server rotates the token; its answer never reaches the page
        rotated();
      });
      await page.reload();
      await serverRotated;
      await page.reload();
      if (!(await onList(page)) || signedOut(page)) logouts++;
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      if (signedOut(page)) {
        await page.goto(`${graceful}/local/login?account=creator`);
        await page.waitForURL(/\/launchpads$/);
      }
    }
    results.push([
      `reloads while the refresh answer is on its way (grace ${process.env.LOCAL_API_REFRESH_GRACE_SECONDS ?? 10} s)`,
      logouts,
      MID_REFRESH_ROUNDS,
    ]);
    await context.close();
  }

  console.log('\nSession probe (production build, Chromium)');
  for (const [label, logouts, rounds] of results) console.log(`  ${label}: ${logouts} logout(s) in ${rounds} round(s)`);
  process.exitCode = results.some(([, logouts]) => logouts > 0) ? 1 : 0;
} finally {
  await browser.close();
  for (const child of children) child.kill();
  rmSync(`${root}${outDir}`, { recursive: true, force: true });
}
