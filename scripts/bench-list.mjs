// The launchpad list in a real browser with 1,006 launchpads (the `large` seed): builds the app,
// serves it with `vite preview` against its own local API, signs in as the demo creator, and
// prints the time from navigation to the first row, the DOM node count (budget < 1,400) before
// and after scrolling to the end, the rows in the DOM, and the JS heap. Timings are printed, not
// asserted (shared machines are noisy); the node count is the budget that fails the run.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startProcess } from './support/start-process.mjs';

const NODE_BUDGET = 1400;
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = Number(process.env.BENCH_API_PORT ?? 8798);
const appPort = Number(process.env.BENCH_APP_PORT ?? 4274);
const appUrl = `http://127.0.0.1:${appPort}`;
const outDir = 'dist-bench';
const vite = `${root}node_modules/vite/bin/vite.js`;

execFileSync(process.execPath, [vite, 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
const children = [];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu', '--disable-dev-shm-usage', '--enable-precise-memory-info'] });
try {
  // Each server joins `children` as soon as it runs, so a later failure still stops it (no orphan holding the port).
  children.push((await startProcess({ args: ['--import', 'tsx', 'local-api/main.ts'], cwd: root, env: { LOCAL_API_PORT: String(apiPort), LOCAL_API_DB: ':memory:', LOCAL_API_SEED: 'large', LOCAL_API_APP_ORIGIN: appUrl }, ready: /listening on/ })).child);
  children.push((await startProcess({ args: [vite, 'preview', '--outDir', outDir], cwd: root, env: { PORT: String(appPort), LOCAL_API_PORT: String(apiPort) }, ready: new RegExp(`127\\.0\\.0\\.1:${appPort}`) })).child);
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${appUrl}/local/login?account=creator`);
  await page.waitForURL(/\/launchpads$/);
  await page.getByRole('listitem').first().waitFor();

  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${appUrl}/launchpads`);
    await page.getByRole('listitem').first().waitFor();
    samples.push(await page.evaluate(() => performance.now()));
  }
  samples.sort((a, b) => a - b);
  const count = () => page.evaluate(() => ({ nodes: document.getElementsByTagName('*').length, rows: document.querySelectorAll('li[aria-posinset]').length }));
  const first = await count();
  const total = await page.getByText(/^전체 \d+개$/).textContent();
  await page.getByRole('region', { name: '런치패드 목록' }).evaluate(async (el) => {
    for (let top = 0; top <= el.scrollHeight; top += el.clientHeight) {
      el.scrollTop = top;
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    }
  });
  await page.waitForTimeout(200);
  const scrolled = await count();
  const lastRow = await page.evaluate(() => Math.max(...[...document.querySelectorAll('li[aria-posinset]')].map((li) => Number(li.getAttribute('aria-posinset')))));
  const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? null);

  console.log(`\nLaunchpad list (${total}, build: production, viewport 1366×768)`);
  console.log(`  load → first row: median ${samples[Math.floor(samples.length / 2)].toFixed(0)} ms, min ${samples[0].toFixed(0)} ms, max ${samples.at(-1).toFixed(0)} ms (${RUNS} loads)`);
  console.log(`  DOM nodes: ${first.nodes} at the top (${first.rows} rows), ${scrolled.nodes} after scrolling to row ${lastRow} (${scrolled.rows} rows); budget < ${NODE_BUDGET}`);
  if (heap) console.log(`  JS heap used: ${(heap / 1024 / 1024).toFixed(1)} MB`);
  const over = Math.max(first.nodes, scrolled.nodes) >= NODE_BUDGET;
  console.log(over ? '  ✗ over the DOM node budget' : '  ✓ within the DOM node budget');
  process.exitCode = over ? 1 : 0;
} finally {
  await browser.close();
  for (const child of children) child.kill();
  rmSync(`${root}${outDir}`, { recursive: true, force: true });
}
