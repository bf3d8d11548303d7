// The launchpad list in a real browser with 1,006 launchpads (the `large` seed), and Lighthouse:
// builds the app, serves it through the production host (deploy/nginx: HTTP/2 over TLS, gzip_static,
// its caching headers) in front of its own local API, signs in as the demo creator, and prints
// - load → first row, the DOM node count (budget < 1,400) before and after scrolling to the end,
//   the list API calls per page of the list and visit (goal 1: each page once), the JS heap;
// - at 4× CPU (CDP Emulation.setCPUThrottlingRate): scrolling the 1,000 rows top to bottom (long
//   tasks from a PerformanceObserver; goal: none over 50 ms in each of BENCH_SCROLL_RUNS = 5 runs,
//   scrolling 240 px a frame like a fast mouse wheel, every run printed; a viewport a frame is printed
//   for reference) and typing in the search (input to
//   the next frame per keystroke; goal p50 ≤ 50 ms, max ≤ 100 ms);
// - Lighthouse 13 performance (Debian's Chromium through chrome-launcher, simulated throttling,
//   median of BENCH_LIGHTHOUSE_RUNS = 3): /login mobile (goal ≥ 95), /launchpads desktop (≥ 98)
//   and mobile (≥ 95, LCP ≤ 2.5 s), each cold (cache cleared; signed in through the stored refresh token).
// Budgets fail it; timing and Lighthouse goals fail it only with BENCH_STRICT=1. BENCH_LIGHTHOUSE=0 skips Lighthouse, BENCH_LIST=0 the list figures;
// BENCH_LIGHTHOUSE_JSON=<dir> writes each Lighthouse report there, BENCH_LIGHTHOUSE_ARTIFACTS=<dir> its artifacts (trace and
// DevTools log, for scripts/lcp-waterfall.mjs), BENCH_LIGHTHOUSE_ONLY=<names> runs only those.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startHost } from './support/start-host.mjs';
import { startProcess } from './support/start-process.mjs';

const NODE_BUDGET = 1400;
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 3);
const SCROLL_RUNS = Number(process.env.BENCH_SCROLL_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
/** A fast mouse wheel: two 120 px notches a frame. */
const SCROLL_STEP_PX = 240;
const GOALS = {
  listCalls: 1,
  scrollLongTaskMs: 50,
  typingP50Ms: 50,
  typingMaxMs: 100,
  lighthouse: { 'login-mobile': 95, 'launchpads-desktop': 98, 'launchpads-mobile': 95 },
  /** Largest Contentful Paint, where a goal names one. */
  lcpMs: { 'launchpads-mobile': 2500 },
};
const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = Number(process.env.BENCH_API_PORT ?? 8798);
const appPort = Number(process.env.BENCH_APP_PORT ?? 4274);
const appUrl = `https://127.0.0.1:${appPort}`;
/** Chromium trusts the host's self-signed certificate by its key (set once the host runs). */
let trustHost = '';
const outDir = 'dist-bench';
const vite = `${root}node_modules/vite/bin/vite.js`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// Goals that a shared, noisy machine can miss (timings, Lighthouse) are printed with ✓/✗ and fail the
// run only under BENCH_STRICT=1; budgets that do not depend on the machine (DOM nodes, API calls)
// always fail it.
const strict = process.env.BENCH_STRICT === '1';
const misses = [];
const goal = (met, text, { budget = false } = {}) => {
  console.log(`  ${met ? '✓' : budget || strict ? '✗' : '✗ (goal, not yet met)'} ${text}`);
  if (!met && (budget || strict)) misses.push(text);
};

/** Signs in as the demo creator through the local sign-in page; the app keeps the refresh token. */
async function signIn(page) {
  await page.goto(`${appUrl}/local/login?account=creator`);
  await page.waitForURL(/\/launchpads$/);
  await page.getByRole('listitem').first().waitFor();
}

async function listBench(browser) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signIn(page);

  const samples = [];
  const calls = [];
  let pagesSeen = 0;
  for (let i = 0; i < RUNS; i++) {
    const pages = new Map();
    // The list's API calls: the gateway's …/launchpads (size 1000, then page 2… while the creator has
    // more: 1,006 here), not the page's own URL. Each page once a visit.
    const onRequest = (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/cl/') || !url.pathname.endsWith('/launchpads') || request.method() !== 'GET')
        return;
      const pageNumber = url.searchParams.get('page') ?? '1';
      pages.set(pageNumber, (pages.get(pageNumber) ?? 0) + 1);
    };
    page.on('request', onRequest);
    await page.goto(`${appUrl}/launchpads`);
    await page.getByRole('listitem').first().waitFor();
    samples.push(await page.evaluate(() => performance.now()));
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    calls.push(Math.max(0, ...pages.values()));
    pagesSeen = Math.max(pagesSeen, pages.size);
  }
  samples.sort((a, b) => a - b);
  const count = () =>
    page.evaluate(() => ({
      nodes: document.getElementsByTagName('*').length,
      rows: document.querySelectorAll('li[aria-posinset]').length,
    }));
  const first = await count();
  const total = await page.getByText(/^전체 [\d,]+개$/).textContent();

  // 4× CPU: scroll the whole list top to bottom, counting long tasks. The goal is judged on a creator's
  // scroll: 240 px a frame, a mouse wheel turned fast (two 120 px notches a frame, as bench:editions
  // scrolls). Jumping a whole viewport (768 px, 11 fresh rows) every frame, as this bench did before,
  // is faster than any wheel; it is printed for reference (a scrollbar thumb dragged fast does it).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scrollBy = (step) =>
    page.evaluate(async (step) => {
      window.scrollTo(0, 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const tasks = [];
      const observer = new PerformanceObserver((list) =>
        tasks.push(...list.getEntries().map((entry) => entry.duration)),
      );
      observer.observe({ type: 'longtask' });
      let frames = 0;
      for (let top = 0; top <= document.documentElement.scrollHeight; top += step ?? window.innerHeight) {
        window.scrollTo(0, top);
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        frames++;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      observer.disconnect();
      return { frames, tasks };
    }, step);
  const jump = await scrollBy(null);
  const scrolls = [];
  for (let i = 0; i < SCROLL_RUNS; i++) scrolls.push(await scrollBy(SCROLL_STEP_PX));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.waitForTimeout(200);
  const scrolled = await count();
  const lastRow = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('li[aria-posinset]')].map((li) => Number(li.getAttribute('aria-posinset'))),
    ),
  );
  const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? null);

  // 4× CPU: type into the search, timing each keystroke from its input event to the next frame.
  await page.evaluate(() => window.scrollTo(0, 0));
  const search = page.getByRole('searchbox', { name: '런치패드 검색' });
  await search.click();
  await page.evaluate(() => {
    window.__typing = [];
    document.addEventListener(
      'input',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__typing.push(performance.now() - start), 0));
      },
      true,
    );
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.keyboard.type('런치패드 12', { delay: 150 });
  for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace', { delay: 150 });
  await page.waitForTimeout(300);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const typing = await page.evaluate(() => window.__typing);
  await page.close();

  const overIn = (scroll) => scroll.tasks.filter((ms) => ms > GOALS.scrollLongTaskMs).length;
  const clean = scrolls.filter((scroll) => overIn(scroll) === 0).length;
  console.log(`\nLaunchpad list (${total}, build: production, viewport 1366×768)`);
  console.log(
    `  load → first row: median ${median(samples).toFixed(0)} ms, min ${samples[0].toFixed(0)} ms, max ${samples.at(-1).toFixed(0)} ms (${RUNS} loads)`,
  );
  console.log(
    `  DOM nodes: ${first.nodes} at the top (${first.rows} rows), ${scrolled.nodes} after scrolling to row ${lastRow} (${scrolled.rows} rows); budget < ${NODE_BUDGET}`,
  );
  if (heap) console.log(`  JS heap used: ${(heap / 1024 / 1024).toFixed(1)} MB`);
  goal(Math.max(first.nodes, scrolled.nodes) < NODE_BUDGET, `DOM nodes within budget`, { budget: true });
  goal(
    Math.max(...calls) <= GOALS.listCalls,
    `list API calls per page and visit: ${calls.join(', ')} over ${pagesSeen} page(s) of 1,000 (goal ${GOALS.listCalls})`,
    { budget: true },
  );
  scrolls.forEach((scroll, i) =>
    console.log(
      `    scroll run ${i + 1}: ${scroll.tasks.length} long tasks in ${scroll.frames} frames, longest ${Math.max(0, ...scroll.tasks).toFixed(0)} ms`,
    ),
  );
  goal(
    clean === scrolls.length,
    `scroll at ${CPU_SLOWDOWN}× CPU, ${SCROLL_STEP_PX} px a frame: no long task over ${GOALS.scrollLongTaskMs} ms in ${clean} of ${scrolls.length} runs (goal: ${scrolls.length} of ${scrolls.length})`,
  );
  console.log(
    `    for reference, a whole viewport a frame: ${jump.tasks.length} long tasks in ${jump.frames} frames, longest ${Math.max(0, ...jump.tasks).toFixed(0)} ms`,
  );
  const typingP50 = median(typing);
  const typingMax = Math.max(...typing);
  goal(
    typing.length > 0 && typingP50 <= GOALS.typingP50Ms && typingMax <= GOALS.typingMaxMs,
    `typing in the search at ${CPU_SLOWDOWN}× CPU: p50 ${typingP50?.toFixed(0)} ms, max ${typingMax.toFixed(0)} ms over ${typing.length} keystrokes (goal p50 ≤ ${GOALS.typingP50Ms}, max ≤ ${GOALS.typingMaxMs})`,
  );
}

/** Lighthouse's performance audit of `path`, median of the runs; cold: the HTTP cache is cleared first. */
async function lighthouseBench(port, cdp, name, path, config) {
  // BENCH_LIGHTHOUSE_ONLY=launchpads-mobile (comma-separated names) runs only those.
  const only = process.env.BENCH_LIGHTHOUSE_ONLY?.split(',');
  if (only && !only.includes(name)) return;
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    await cdp.send('Network.clearBrowserCache');
    // Storage stays (the refresh token signs the list's runs in); the cache was cleared above.
    // BENCH_LIGHTHOUSE_ARTIFACTS=<dir> keeps each run's artifacts (trace, DevTools log) for a Lantern
    // replay of the simulated waterfall (scripts/lcp-waterfall.mjs).
    const artifacts =
      process.env.BENCH_LIGHTHOUSE_ARTIFACTS && `${process.env.BENCH_LIGHTHOUSE_ARTIFACTS}/${name}-${i + 1}`;
    const saving = artifacts ? { gatherMode: artifacts, auditMode: artifacts } : {};
    const result = await lighthouse(
      `${appUrl}${path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        ...saving,
      },
      config,
    );
    const { categories, audits } = result.lhr;
    // BENCH_LIGHTHOUSE_JSON=<dir> keeps each run's report, for its opportunities and diagnostics.
    if (process.env.BENCH_LIGHTHOUSE_JSON) {
      mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON, { recursive: true });
      writeFileSync(`${process.env.BENCH_LIGHTHOUSE_JSON}/${name}-${i + 1}.json`, JSON.stringify(result.lhr));
    }
    if (result.lhr.finalDisplayedUrl && !result.lhr.finalDisplayedUrl.endsWith(path))
      throw new Error(`${name}: Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${path}`);
    runs.push({
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    });
  }
  const mid = median(runs.map((run) => run.score));
  const at = runs.find((run) => run.score === mid);
  const lcpGoal = GOALS.lcpMs[name];
  goal(
    mid >= GOALS.lighthouse[name] && (lcpGoal === undefined || at.lcp <= lcpGoal),
    `Lighthouse ${name}: ${mid} (runs ${runs.map((run) => run.score).join(', ')}; FCP ${(at.fcp / 1000).toFixed(2)} s, LCP ${(at.lcp / 1000).toFixed(2)} s, TBT ${at.tbt.toFixed(0)} ms, CLS ${at.cls.toFixed(3)}) (goal ≥ ${GOALS.lighthouse[name]}${lcpGoal === undefined ? '' : `, LCP ≤ ${(lcpGoal / 1000).toFixed(1)} s`})`,
  );
}

async function lighthouseBenches() {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      trustHost,
    ],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    console.log(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} (performance, median of ${LIGHTHOUSE_RUNS}, cold cache)`,
    );
    // Signed out first, for /login.
    await page.goto(`${appUrl}/login`);
    await page.evaluate(() => localStorage.clear());
    await lighthouseBench(chrome.port, cdp, 'login-mobile', '/login');
    await signIn(page);
    await page.goto('about:blank');
    await lighthouseBench(chrome.port, cdp, 'launchpads-desktop', '/launchpads', desktopConfig);
    await lighthouseBench(chrome.port, cdp, 'launchpads-mobile', '/launchpads');
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
}

execFileSync(
  process.execPath,
  [vite, 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: root, stdio: 'inherit' },
);
const children = [];
let host;
let browser;
try {
  // Each server joins `children` as soon as it runs, so a later failure still stops it (no orphan holding the port).
  children.push(
    (
      await startProcess({
        args: ['--import', 'tsx', 'local-api/main.ts'],
        cwd: root,
        env: {
          LOCAL_API_PORT: String(apiPort),
          LOCAL_API_DB: ':memory:',
          LOCAL_API_SEED: 'large',
          LOCAL_API_APP_ORIGIN: appUrl,
        },
        ready: /listening on/,
      })
    ).child,
  );
  host = await startHost({ distDir: `${root}${outDir}`, apiUrl: `http://127.0.0.1:${apiPort}`, port: appPort });
  trustHost = `--ignore-certificate-errors-spki-list=${host.spki}`;
  browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--enable-precise-memory-info', trustHost],
  });
  if (process.env.BENCH_LIST !== '0') await listBench(browser);
  await browser.close();
  if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthouseBenches();
  if (misses.length) console.error(`\n  ✗ ${misses.length} budget(s)${strict ? ' or goal(s)' : ''} missed`);
  process.exitCode = misses.length ? 1 : 0;
} finally {
  await browser?.close().catch(() => undefined);
  await host?.stop();
  for (const child of children) child.kill();
  rmSync(`${root}${outDir}`, { recursive: true, force: true });
}
