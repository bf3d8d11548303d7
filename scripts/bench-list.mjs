// The launchpad list in a real browser with 1,006 launchpads (the `large` seed), and Lighthouse:
// builds the app (or serves PRODUCTION_DIST, a production build made before: scripts/run-tests.mjs makes
// one for every bench), serves it through the production host (deploy/nginx: HTTP/2 over TLS,
// gzip_static, its caching headers) in front of its own local API, signs in as the demo creator, and
// prints
// - load → first row, the DOM node count (budget < 1,400) before and after scrolling to the end,
//   the list API calls per page of the list and visit (goal 1: each page once), the JS heap;
// - at 4× CPU (CDP Emulation.setCPUThrottlingRate): scrolling the 1,000 rows top to bottom (long
//   tasks from a PerformanceObserver; goal: none over 50 ms in each run, scrolling 240 px a frame like
//   a fast mouse wheel, every run printed; a viewport a frame is printed for reference) and typing in
//   the search (input to the next frame per keystroke; goal p50 ≤ 50 ms, max ≤ 100 ms):
//   support/list-bench.mjs;
// - Lighthouse 13 performance, median of its runs: /login mobile (goal ≥ 95), /launchpads desktop
//   (≥ 98) and mobile (≥ 95, LCP ≤ 2.5 s), each cold: support/lighthouse-bench.mjs.
// How many loads, scrolls and Lighthouse runs: support/bench-samples.mjs (BENCH_SAMPLES), or
// BENCH_LIST_RUNS, BENCH_SCROLL_RUNS and BENCH_LIGHTHOUSE_RUNS (every page). Budgets fail it; timing
// and Lighthouse goals fail it only with BENCH_STRICT=1. BENCH_LIGHTHOUSE=0 skips Lighthouse,
// BENCH_LIST=0 the list figures. Ports: support/bench-ports.mjs.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { benchBuild } from './support/bench-build.mjs';
import { benchPorts } from './support/bench-ports.mjs';
import { benchSamples, countFrom } from './support/bench-samples.mjs';
import { lighthouseBenches } from './support/lighthouse-bench.mjs';
import { listBench } from './support/list-bench.mjs';
import { startHost } from './support/start-host.mjs';
import { startLocalApi } from './support/local-api-process.mjs';

const loads = countFrom('BENCH_LIST_RUNS', benchSamples.listLoads);
const scrolls = countFrom('BENCH_SCROLL_RUNS', benchSamples.listScrolls);
const lighthouseRuns = Object.fromEntries(
  Object.entries(benchSamples.lighthouse).map(([name, count]) => [name, countFrom('BENCH_LIGHTHOUSE_RUNS', count)]),
);
const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = fileURLToPath(new URL('..', import.meta.url));
const { api: apiPort, app: appPort } = benchPorts('list');
const appUrl = `https://127.0.0.1:${appPort}`;
const { distDir, build, remove } = benchBuild(root, 'dist-bench');
// Goals that a shared, noisy machine can miss (timings, Lighthouse) are printed with ✓/✗ and fail the
// run only under BENCH_STRICT=1; budgets that do not depend on the machine (DOM nodes, API calls)
// always fail it.
const strict = process.env.BENCH_STRICT === '1';
const misses = [];
const goal = (met, text, { budget = false } = {}) => {
  console.log(`  ${met ? '✓' : budget || strict ? '✗' : '✗ (goal, not yet met)'} ${text}`);
  if (!met && (budget || strict)) misses.push(text);
};

await build();
const children = [];
let host;
let browser;
try {
  // Each server joins `children` as soon as it runs, so a later failure still stops it (no orphan holding the port).
  children.push(
    await startLocalApi({
      cwd: root,
      env: {
        LOCAL_API_PORT: String(apiPort),
        LOCAL_API_DB: ':memory:',
        LOCAL_API_SEED: 'large',
        LOCAL_API_APP_ORIGIN: appUrl,
      },
    }),
  );
  host = await startHost({ distDir, apiUrl: `http://127.0.0.1:${apiPort}`, port: appPort });
  /** Chromium trusts the host's self-signed certificate by its key. */
  const trustHost = `--ignore-certificate-errors-spki-list=${host.spki}`;
  browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--enable-precise-memory-info', trustHost],
  });
  if (process.env.BENCH_LIST !== '0') await listBench(browser, { appUrl, loads, scrolls, goal });
  await browser.close();
  if (process.env.BENCH_LIGHTHOUSE !== '0')
    await lighthouseBenches({ appUrl, chromePath, trustHost, runs: lighthouseRuns, goal });
  if (misses.length) console.error(`\n  ✗ ${misses.length} budget(s)${strict ? ' or goal(s)' : ''} missed`);
  process.exitCode = misses.length ? 1 : 0;
} finally {
  await browser?.close().catch(() => undefined);
  await host?.stop();
  for (const child of children) child.kill();
  remove();
}
