// Issue 41's outage figures in Chromium through the production host: a reload while the creators
// API is down must never sign the creator out, and the page must be back soon after the API is.
// Builds the app (PROBE_BUILD=0: reuse dist-probe-outage), runs the local API (a database file that
// outlives its restarts) behind nginx as `npm run serve` does, signs in, opens /me/info, then for
// PROBE_ROUNDS (20) rounds: stops the API, reloads, waits for 서버에 연결하지 못했습니다, keeps the API
// down 0.5–2 s, starts it, and times until the page's data shows (from the API's "listening").
// Prints sign-outs and the times back; exits 1 on any sign-out. Ports: BENCH_API_PORT + 4 (8802)
// and BENCH_APP_PORT + 4 (4278): support/bench-ports.mjs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { benchPorts } from './support/bench-ports.mjs';
import { startHost } from './support/start-host.mjs';
import { localApiProcess } from './support/local-api-process.mjs';
import { productionBuild } from './support/production-build.mjs';

const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 20);
const root = fileURLToPath(new URL('..', import.meta.url));
const { api: apiPort, app: appPort } = benchPorts('outage');
const appUrl = `https://127.0.0.1:${appPort}`;
const outDir = 'dist-probe-outage';

// The probe hides no chunk: no chunk list.
if (process.env.PROBE_BUILD !== '0') await productionBuild(root, outDir, { chunkList: false });
const data = mkdtempSync(join(tmpdir(), 'creators-lab-probe-outage-'));
const apiEnv = {
  LOCAL_API_PORT: String(apiPort),
  LOCAL_API_DB: join(data, 'creators-lab.sqlite'),
  LOCAL_API_APP_ORIGIN: appUrl,
  LOCAL_API_TRUSTED_PROXIES: '127.0.0.1',
};
const api = localApiProcess({ cwd: root, env: apiEnv, pipe: false });
const startApi = () => api.start();
const stopApi = () => api.stop();
await startApi();
process.env.HOST_ERROR_LOG ??= 'crit';
const host = await startHost({ distDir: join(root, outDir), apiUrl: `http://127.0.0.1:${apiPort}`, port: appPort });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-dev-shm-usage', `--ignore-certificate-errors-spki-list=${host.spki}`],
});
const backMs = [];
const refreshMs = [];
let refreshedAt = 0;
let signOuts = 0;
let noticeMissing = 0;
try {
  const page = await browser.newPage({ locale: 'ko-KR' });
  await page.goto(`${appUrl}/local/login?account=creator`);
  await page.waitForURL(/\/launchpads$/, { timeout: 30_000 });
  await page.goto(`${appUrl}/me/info`);
  const data = page.getByText('haneul.kim@example.com');
  await data.waitFor({ timeout: 30_000 });
  page.on('response', (response) => {
    if (response.url().endsWith('/cl/auth/v1/refresh') && response.status() === 200) refreshedAt = performance.now();
  });
  const notice = page.getByRole('alert').filter({ hasText: '서버에 연결하지 못했습니다' });
  const signedIn = async () =>
    !new URL(page.url()).pathname.startsWith('/login') &&
    (await page.evaluate(() => localStorage.getItem('auth'))) !== null;

  for (let round = 1; round <= ROUNDS; round++) {
    await stopApi();
    await page.reload();
    try {
      await notice.waitFor({ timeout: 15_000 });
    } catch {
      noticeMissing += 1;
    }
    if (!(await signedIn())) {
      signOuts += 1;
      console.log(`round ${round}: signed out while the API was down (${page.url()})`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500));
    await startApi();
    const answered = performance.now();
    await data.waitFor({ timeout: 30_000 });
    backMs.push(Math.round(performance.now() - answered));
    refreshMs.push(Math.round(refreshedAt - answered));
    if (!(await signedIn()) || (await notice.count()) > 0) {
      signOuts += 1;
      console.log(`round ${round}: not back signed in on /me/info (${page.url()})`);
      break;
    }
  }
} finally {
  await browser.close();
  await host.stop();
  await stopApi();
  rmSync(data, { recursive: true, force: true });
}

const sorted = [...backMs].sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
console.log(`API restarts with a reload while down: ${backMs.length} of ${ROUNDS} rounds`);
console.log(`  sign-outs: ${signOuts}; notice not shown: ${noticeMissing}`);
if (sorted.length) {
  console.log(
    `  page back after the API's return: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted.at(-1)} ms; within 2 s: ${sorted.filter((ms) => ms <= 2000).length}/${sorted.length}`,
  );
  console.log(`  each round (ms): ${backMs.join(' ')}`);
  console.log(`  of which until the session's refresh was answered (ms): ${refreshMs.join(' ')}`);
}
process.exit(signOuts || backMs.length < ROUNDS ? 1 : 0);
