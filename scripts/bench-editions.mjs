// The editions editor with 10,000 rows in a real browser: builds the app, serves it with `vite preview`
// against its own local API (fresh in-memory database, demo seed), signs in as the demo creator and
// opens the editor of a single-edition launchpad. Prints and checks the goals:
//   - a CSV of 10,000 rows, 1,000 of them bad, shows in the grid in ≤ 1 s (file chosen → count shown);
//   - typing in a cell at 4× CPU slowdown: keystroke → next frame p50 ≤ 50 ms, max ≤ 200 ms;
//   - scrolling the grid from top to bottom at 4×: no long task over 50 ms;
//   - DOM nodes < 1,400 (after import and after scrolling);
//   - saving 10,000 tokens against the local API in ≤ 5 s;
// and the JS heap, and what the scroll's long tasks held (V8's major garbage collections or the page's
// own work: see support/long-task-causes.ts). Only a missed goal fails the run.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { longTaskCauses } from './support/long-task-causes.ts';
import { startProcess } from './support/start-process.mjs';

const ROWS = 10_000;
const BAD_EVERY = 10; // 1,000 of 10,000 rows have no name
const goals = { importMs: 1000, typingP50: 50, typingMax: 200, longTaskMs: 50, nodes: 1400, saveMs: 5000 };
const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = Number(process.env.BENCH_API_PORT ?? 8799);
const appPort = Number(process.env.BENCH_APP_PORT ?? 4275);
const appUrl = `http://127.0.0.1:${appPort}`;
const outDir = 'dist-bench-editions';
const vite = `${root}node_modules/vite/bin/vite.js`;
const editor = `${appUrl}/launchpads/4/collection-metadata/single/editions-editor/`;

function csv(bad) {
  const lines = ['token_id,name,description,image,trait_type:배경,trait_type:눈'];
  for (let i = 1; i <= ROWS; i++) {
    const name = bad && i % BAD_EVERY === 0 ? '' : `서울의 밤 #${i}`;
    lines.push(`${i},${name},"야경 연작, ${i}번째 작품입니다.",${i}.png,${['파랑', '빨강', '초록'][i % 3]},${['검정', '갈색'][i % 2]}`);
  }
  return Buffer.from(lines.join('\n'));
}

const count = (n) => n.toLocaleString('ko-KR');
const ms = (list) => list.map((n) => n.toFixed(0)).join(', ');
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The scroll's long tasks in the trace: how many held a major collection, and the longest that did not. */
function scrollCauses({ longTasks, majorGcMs }) {
  const sorted = [...majorGcMs].sort((a, b) => a - b);
  const collections = sorted.length ? `${plural(sorted.length, 'major GC')} while scrolling (pause p50 ${percentile(sorted, 50).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms)` : 'no major GC while scrolling';
  if (longTasks.length === 0) return `in the trace: no task over 50 ms; ${collections}`;
  const withGc = longTasks.filter((task) => task.gcMs > 0);
  const own = longTasks.filter((task) => task.gcMs === 0);
  const held = withGc.length ? `${withGc.length} holding a major GC (tasks ${ms(withGc.map((t) => t.ms))} ms, of which GC ${ms(withGc.map((t) => t.gcMs))} ms)` : 'none holding a major GC';
  const alone = own.length ? `${own.length} without one (longest ${Math.max(...own.map((t) => t.ms)).toFixed(0)} ms)` : 'none without one';
  return `in the trace: ${plural(longTasks.length, 'task')} over 50 ms, ${held}, ${alone}; ${collections}`;
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

execFileSync(process.execPath, [vite, 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
const children = [];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu', '--disable-dev-shm-usage', '--enable-precise-memory-info'] });
// Timing goals are printed with ✓/✗ and fail the run only under BENCH_STRICT=1 (a shared machine's
// load moves them); the DOM budget does not depend on the machine and always fails it.
const strict = process.env.BENCH_STRICT === '1';
const failures = [];
const check = (ok, text, { budget = false } = {}) => {
  console.log(`  ${ok ? '✓' : budget || strict ? '✗' : '✗ (goal, not yet met)'} ${text}`);
  if (!ok && (budget || strict)) failures.push(text);
};
try {
  children.push((await startProcess({ args: ['--import', 'tsx', 'local-api/main.ts'], cwd: root, env: { LOCAL_API_PORT: String(apiPort), LOCAL_API_DB: ':memory:', LOCAL_API_SEED: 'demo', LOCAL_API_APP_ORIGIN: appUrl }, ready: /listening on/ })).child);
  children.push((await startProcess({ args: [vite, 'preview', '--outDir', outDir], cwd: root, env: { PORT: String(appPort), LOCAL_API_PORT: String(apiPort) }, ready: new RegExp(`127\\.0\\.0\\.1:${appPort}`) })).child);
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  page.on('dialog', (dialog) => void dialog.accept());
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${appUrl}/local/login?account=creator`);
  await page.waitForURL(/\/launchpads$/);
  await page.goto(editor);
  await page.getByRole('heading', { name: '에디션 편집' }).waitFor();

  // Import: from the file input's change event to the count and the first imported row in the grid.
  const shown = page.evaluate(
    (text) =>
      new Promise((resolve) => {
        let start = 0;
        document.addEventListener('change', () => (start = performance.now()), { capture: true, once: true });
        const poll = () => {
          if (start && document.body.innerText.includes(text) && document.querySelector('[role="gridcell"][aria-colindex="3"]')?.textContent === '서울의 밤 #1') {
            resolve(performance.now() - start);
          } else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      }),
    `토큰 ${count(ROWS)}개`,
  );
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '가져오기' }).click();
  await (await chooser).setFiles({ name: 'editions.csv', mimeType: 'text/csv', buffer: csv(true) });
  const importMs = await shown;
  const errors = await page.getByRole('region', { name: /^오류가 있는 행/ }).getAttribute('aria-label');
  const nodes = () => page.evaluate(() => document.getElementsByTagName('*').length);
  const nodesAfterImport = await nodes();
  const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? null);

  // Typing at 4×: each keystroke to the next frame after it (what the creator waits for).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.getByRole('gridcell', { name: '서울의 밤 #1', exact: true }).click();
  await page.keyboard.press('Enter');
  await page.evaluate(() => {
    window.__typing = [];
    document.addEventListener('keydown', () => {
      const start = performance.now();
      requestAnimationFrame(() => setTimeout(() => window.__typing.push(performance.now() - start)));
    }, { capture: true });
  });
  await page.keyboard.type(' typed at four times slower', { delay: 120 });
  await page.waitForTimeout(500);
  const typing = (await page.evaluate(() => window.__typing)).sort((a, b) => a - b);
  await page.keyboard.press('Enter');

  // Scrolling at 4×: long tasks while the grid goes from the first row to the last. A light trace (task
  // boundaries and V8's collections) tells which of them held a major garbage collection.
  await browser.startTracing(page, { categories: ['toplevel', 'v8'] });
  const scroll = await page.getByRole('grid', { name: '에디션 목록' }).evaluate(async (grid) => {
    const tasks = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: 'longtask' });
    grid.scrollTop = 0;
    let frames = 0;
    // 240 px a frame: a mouse wheel turned fast (two 120 px notches a frame), all the way down.
    for (let top = 0; top <= grid.scrollHeight; top += 240) {
      grid.scrollTop = top;
      frames++;
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    }
    await new Promise((r) => setTimeout(r, 300));
    observer.disconnect();
    return { tasks, frames, last: Math.max(...[...grid.querySelectorAll('[role="row"][aria-rowindex]')].map((row) => Number(row.getAttribute('aria-rowindex')))) - 1 };
  });
  const causes = longTaskCauses(JSON.parse(String(await browser.stopTracing())).traceEvents);
  const nodesAfterScroll = await nodes();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // Saving: 10,000 valid rows replace the table, then 저장 until the API has taken them all.
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '가져오기' }).click();
  await (await chooser2).setFiles({ name: 'editions-valid.csv', mimeType: 'text/csv', buffer: csv(false) });
  await page.getByRole('button', { name: '모두 바꾸기' }).click();
  await page.getByText(`저장하지 않은 행 ${count(ROWS)}개`).waitFor();
  const saveStart = Date.now();
  await page.getByRole('region', { name: '에디션 저장' }).getByRole('button', { name: '저장' }).click();
  await page.getByText(`${count(ROWS)}개 토큰을 저장했습니다.`).waitFor({ timeout: 60_000 });
  const saveMs = Date.now() - saveStart;

  const longest = Math.max(0, ...scroll.tasks);
  console.log(`\nEditions editor (${count(ROWS)} rows, build: production, viewport 1366×768)`);
  check(importMs <= goals.importMs, `CSV import (${count(ROWS)} rows, ${count(ROWS / BAD_EVERY)} bad) → shown in the grid: ${importMs.toFixed(0)} ms (goal ≤ ${goals.importMs} ms); summary: ${errors}`);
  check(percentile(typing, 50) <= goals.typingP50 && typing.at(-1) <= goals.typingMax, `typing at 4× CPU: p50 ${percentile(typing, 50).toFixed(0)} ms, p95 ${percentile(typing, 95).toFixed(0)} ms, max ${typing.at(-1).toFixed(0)} ms over ${typing.length} keys (goal p50 ≤ ${goals.typingP50}, max ≤ ${goals.typingMax})`);
  check(longest <= goals.longTaskMs, `scrolling to row ${scroll.last} at 4× CPU (${scroll.frames} steps): ${scroll.tasks.length} long tasks, longest ${longest.toFixed(0)} ms (goal none over ${goals.longTaskMs} ms)`);
  console.log(`    ${scrollCauses(causes)}`);
  check(Math.max(nodesAfterImport, nodesAfterScroll) < goals.nodes, `DOM nodes: ${nodesAfterImport} after import, ${nodesAfterScroll} after scrolling (budget < ${goals.nodes})`, { budget: true });
  check(saveMs <= goals.saveMs, `saving ${count(ROWS)} tokens against the local API: ${saveMs} ms (goal ≤ ${goals.saveMs} ms)`);
  if (heap) console.log(`  JS heap used after import: ${(heap / 1024 / 1024).toFixed(1)} MB`);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await browser.close();
  for (const child of children) child.kill();
  rmSync(`${root}${outDir}`, { recursive: true, force: true });
}
