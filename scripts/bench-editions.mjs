// The editions editor with 10,000 rows in a real browser: builds the app, serves it with `vite preview`
// against its own local API (fresh in-memory database, demo seed), signs in as the demo creator and
// opens the editor of a single-edition launchpad. Prints and checks the goals:
//   - a CSV of 10,000 rows, 1,000 of them bad, shows in the grid in ≤ 1 s (file chosen → count shown);
//   - typing in a cell at 4× CPU slowdown: keystroke → next frame p50 ≤ 50 ms, max ≤ 200 ms;
//   - scrolling the grid from top to bottom at 4×: no long task over 50 ms;
//   - DOM nodes < 1,400 (after import and after scrolling);
//   - saving 10,000 tokens against the local API in ≤ 5 s;
//   - reopening the editor with those 10,000 saved tokens on a warm cache (경매 설명, then back): grid
//     shown in ≤ 1 s, three times;
// and the JS heap, and what the scroll's long tasks held (V8's major garbage collections or the page's
// own work: see support/long-task-causes.ts). Then a creator's real drop, generated here in the HashLips
// Art Engine's layout (build/json/_metadata.json, build/images/N.png of about 100 KB; in a temporary
// folder, never committed), on another launchpad:
//   - import → grid in ≤ 1 s;
//   - the image folder picked → every image matched to its row in ≤ 20 s (each is then checked — type,
//     size, sides — just before its upload, four at a time, so checking is timed with the uploads);
//   - uploading them all to the local API: JS heap under 300 MB, no long task over 100 ms; the task that
//     hands the folder over is split (support/file-pick-task.ts): the editor's change handler in it must
//     stay within 100 ms, Chromium's creation of the File objects before it is printed; the matching that
//     follows in its own task counts as a task while they upload;
//   - saving them in ≤ 5 s; and the total wall time from choosing the files to "saved".
// BENCH_EDITIONS_DROP=<n> sizes the drop (default 10,000). Only a missed goal fails the run.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { hashLipsToken } from '../e2e/support/hashlips.ts';
import { noisePng } from '../e2e/support/png.ts';
import { filePickTask } from './support/file-pick-task.ts';
import { longTaskCauses } from './support/long-task-causes.ts';
import { startProcess } from './support/start-process.mjs';

const ROWS = 10_000;
const BAD_EVERY = 10; // 1,000 of 10,000 rows have no name
const goals = {
  importMs: 1000,
  typingP50: 50,
  typingMax: 200,
  longTaskMs: 50,
  nodes: 1400,
  saveMs: 5000,
  reopenMs: 1000,
  matchMs: 20_000,
  uploadHeapMb: 300,
  uploadLongTaskMs: 100,
};
const DROP = Number(process.env.BENCH_EDITIONS_DROP ?? 10_000);
const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = Number(process.env.BENCH_API_PORT ?? 8799);
const appPort = Number(process.env.BENCH_APP_PORT ?? 4275);
const appUrl = `http://127.0.0.1:${appPort}`;
const outDir = 'dist-bench-editions';
const vite = `${root}node_modules/vite/bin/vite.js`;
const editor = `${appUrl}/launchpads/4/collection-metadata/single/editions-editor/`;
// 아발란체 사진전: another single-edition launchpad of the demo creator, empty, for the generated drop.
const dropEditor = `${appUrl}/launchpads/6/collection-metadata/single/editions-editor/`;
/** A valid CID: the sheet's images are links already, so its rows are valid but for the names left blank. */
const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';

function csv(bad) {
  const lines = ['token_id,name,description,image,trait_type:배경,trait_type:눈'];
  for (let i = 1; i <= ROWS; i++) {
    const name = bad && i % BAD_EVERY === 0 ? '' : `서울의 밤 #${i}`;
    lines.push(
      `${i},${name},"야경 연작, ${i}번째 작품입니다.",ipfs://${CID}/${i}.png,${['파랑', '빨강', '초록'][i % 3]},${['검정', '갈색'][i % 2]}`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

/** The HashLips Art Engine's build folder for `n` tokens: json/_metadata.json and images/1.png … n.png (~100 KB each). */
function hashLipsDrop(n) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-hashlips-'));
  mkdirSync(join(dir, 'json'));
  mkdirSync(join(dir, 'images'));
  const tokens = [];
  for (let edition = 1; edition <= n; edition++) {
    tokens.push(hashLipsToken(edition, randomBytes(20).toString('hex')));
    // 182 px square: about 100 KB, and above the editor's 100 px minimum side.
    writeFileSync(join(dir, 'images', `${edition}.png`), noisePng(182));
  }
  writeFileSync(join(dir, 'json', '_metadata.json'), JSON.stringify(tokens, null, 2));
  return dir;
}

const count = (n) => n.toLocaleString('ko-KR');
const ms = (list) => list.map((n) => n.toFixed(0)).join(', ');
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The scroll's long tasks in the trace: how many held a major collection, and the longest that did not. */
function scrollCauses({ longTasks, majorGcMs }) {
  const sorted = [...majorGcMs].sort((a, b) => a - b);
  const collections = sorted.length
    ? `${plural(sorted.length, 'major GC')} while scrolling (pause p50 ${percentile(sorted, 50).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms)`
    : 'no major GC while scrolling';
  if (longTasks.length === 0) return `in the trace: no task over 50 ms; ${collections}`;
  const withGc = longTasks.filter((task) => task.gcMs > 0);
  const own = longTasks.filter((task) => task.gcMs === 0);
  const held = withGc.length
    ? `${withGc.length} holding a major GC (tasks ${ms(withGc.map((t) => t.ms))} ms, of which GC ${ms(withGc.map((t) => t.gcMs))} ms)`
    : 'none holding a major GC';
  const alone = own.length
    ? `${own.length} without one (longest ${Math.max(...own.map((t) => t.ms)).toFixed(0)} ms)`
    : 'none without one';
  return `in the trace: ${plural(longTasks.length, 'task')} over 50 ms, ${held}, ${alone}; ${collections}`;
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

execFileSync(
  process.execPath,
  [vite, 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: root, stdio: 'inherit' },
);
const children = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-dev-shm-usage', '--enable-precise-memory-info'],
});
// Timing goals are printed with ✓/✗ and fail the run only under BENCH_STRICT=1 (a shared machine's
// load moves them); the DOM budget does not depend on the machine and always fails it.
const strict = process.env.BENCH_STRICT === '1';
const failures = [];
const check = (ok, text, { budget = false } = {}) => {
  console.log(`  ${ok ? '✓' : budget || strict ? '✗' : '✗ (goal, not yet met)'} ${text}`);
  if (!ok && (budget || strict)) failures.push(text);
};
try {
  children.push(
    (
      await startProcess({
        args: ['--import', 'tsx', 'local-api/main.ts'],
        cwd: root,
        env: {
          LOCAL_API_PORT: String(apiPort),
          LOCAL_API_DB: ':memory:',
          LOCAL_API_SEED: 'demo',
          LOCAL_API_APP_ORIGIN: appUrl,
        },
        ready: /listening on/,
      })
    ).child,
  );
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
          if (
            start &&
            document.body.innerText.includes(text) &&
            document.querySelector('[role="gridcell"][aria-colindex="3"]')?.textContent === '서울의 밤 #1'
          ) {
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
    document.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => window.__typing.push(performance.now() - start)));
      },
      { capture: true },
    );
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
    return {
      tasks,
      frames,
      last:
        Math.max(
          ...[...grid.querySelectorAll('[role="row"][aria-rowindex]')].map((row) =>
            Number(row.getAttribute('aria-rowindex')),
          ),
        ) - 1,
    };
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

  // Reopening: to 경매 설명 through the step column, then back (the browser's back, as a creator goes
  // back), from that navigation to the first saved token in the grid and its count, three times. The
  // cache is warm: the tokens were read and saved in this tab.
  const stepColumn = page.getByRole('navigation', { name: '런치패드 작업 단계' });
  const reopenMs = [];
  for (let round = 0; round < 3; round++) {
    await stepColumn.getByRole('link', { name: /경매 설명/ }).click();
    await page.getByRole('heading', { name: '에디션 편집' }).waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    reopenMs.push(
      await page.evaluate(
        (text) =>
          new Promise((resolve) => {
            const start = performance.now();
            const poll = () => {
              if (
                document.body.innerText.includes(text) &&
                document.querySelector('[role="gridcell"][aria-colindex="3"]')?.textContent === '서울의 밤 #1'
              ) {
                resolve(performance.now() - start);
              } else requestAnimationFrame(poll);
            };
            history.back();
            requestAnimationFrame(poll);
          }),
        `토큰 ${count(ROWS)}개`,
      ),
    );
  }

  // A creator's real drop: the generator's _metadata.json, then its image folder, then 저장.
  const dropDir = hashLipsDrop(DROP);
  let drop;
  try {
    // The same tab, signed in; everything before was saved.
    const dropPage = page;
    await dropPage.goto(dropEditor);
    await dropPage.getByRole('heading', { name: '에디션 편집' }).waitFor();
    const dropShown = dropPage.evaluate(
      (text) =>
        new Promise((resolve) => {
          let start = 0;
          document.addEventListener('change', () => (start = performance.now()), { capture: true, once: true });
          const poll = () => {
            if (
              start &&
              document.body.innerText.includes(text) &&
              document.querySelector('[role="gridcell"][aria-colindex="3"]')?.textContent === 'Your Collection #1'
            ) {
              resolve(performance.now() - start);
            } else requestAnimationFrame(poll);
          };
          requestAnimationFrame(poll);
        }),
      `토큰 ${count(DROP)}개`,
    );
    const wallStart = Date.now();
    const jsonChooser = dropPage.waitForEvent('filechooser');
    await dropPage.getByRole('button', { name: '가져오기' }).click();
    await (await jsonChooser).setFiles(join(dropDir, 'json', '_metadata.json'));
    const importMs = await dropShown;
    const needing = await dropPage.getByRole('region', { name: /^오류가 있는 행/ }).getAttribute('aria-label');

    // The folder: matched when the panel counts every image; uploaded when it says all are done. Meanwhile
    // the heap is sampled each second and every long task is kept.
    // The task that hands the folder over (Chromium's File objects, then the page's change handler) is
    // told apart by the change event's time, and split by a light trace (see support/file-pick-task.ts).
    await dropPage.evaluate(() => {
      window.__drop = { tasks: [], heap: [], changeAt: null };
      document.addEventListener('change', () => (window.__drop.changeAt = performance.now()), {
        capture: true,
        once: true,
      });
      new PerformanceObserver((list) =>
        window.__drop.tasks.push(...list.getEntries().map((e) => ({ start: e.startTime, ms: e.duration }))),
      ).observe({ type: 'longtask' });
      setInterval(() => window.__drop.heap.push(performance.memory?.usedJSHeapSize ?? 0), 1000);
    });
    await browser.startTracing(dropPage, { categories: ['toplevel', 'devtools.timeline'] });
    const folderChooser = dropPage.waitForEvent('filechooser');
    await dropPage.getByRole('button', { name: '이미지 폴더 선택' }).click();
    const pickStart = Date.now();
    await (await folderChooser).setFiles(join(dropDir, 'images'));
    const progress = dropPage.getByRole('region', { name: '이미지 올리기' }).getByRole('status');
    await progress.filter({ hasText: new RegExp(`/ ${count(DROP)}개 완료`) }).waitFor({ timeout: 120_000 });
    const matchMs = Date.now() - pickStart;
    const pickTask = filePickTask(JSON.parse(String(await browser.stopTracing())).traceEvents);
    await progress.filter({ hasText: `${count(DROP)} / ${count(DROP)}개 완료` }).waitFor({ timeout: 30 * 60_000 });
    const uploadMs = Date.now() - pickStart;
    const { tasks, heap: dropHeapSamples, changeAt } = await dropPage.evaluate(() => window.__drop);
    const isPick = (task) => changeAt !== null && task.start <= changeAt && changeAt <= task.start + task.ms;
    const during = {
      heap: dropHeapSamples,
      pick: tasks.find(isPick) ?? null,
      tasks: tasks.filter((task) => !isPick(task)).map((task) => task.ms),
    };
    const unmatched = await dropPage.getByText(/연결할 행을 찾지 못한 파일/).count();

    const bar = dropPage.getByRole('region', { name: '에디션 저장' });
    // 저장 is enabled once the last link is in its row.
    while (await bar.getByRole('button', { name: '저장' }).isDisabled()) await dropPage.waitForTimeout(50);
    const dropSaveStart = Date.now();
    await bar.getByRole('button', { name: '저장' }).click();
    await dropPage.getByText(`${count(DROP)}개 토큰을 저장했습니다.`).waitFor({ timeout: 120_000 });
    const dropSaveMs = Date.now() - dropSaveStart;
    drop = {
      importMs,
      needing,
      matchMs,
      uploadMs,
      during,
      pickTask,
      unmatched,
      saveMs: dropSaveMs,
      wallMs: Date.now() - wallStart,
    };
  } finally {
    rmSync(dropDir, { recursive: true, force: true });
  }

  const longest = Math.max(0, ...scroll.tasks);
  console.log(`\nEditions editor (${count(ROWS)} rows, build: production, viewport 1366×768)`);
  check(
    importMs <= goals.importMs,
    `CSV import (${count(ROWS)} rows, ${count(ROWS / BAD_EVERY)} bad) → shown in the grid: ${importMs.toFixed(0)} ms (goal ≤ ${goals.importMs} ms); summary: ${errors}`,
  );
  check(
    percentile(typing, 50) <= goals.typingP50 && typing.at(-1) <= goals.typingMax,
    `typing at 4× CPU: p50 ${percentile(typing, 50).toFixed(0)} ms, p95 ${percentile(typing, 95).toFixed(0)} ms, max ${typing.at(-1).toFixed(0)} ms over ${typing.length} keys (goal p50 ≤ ${goals.typingP50}, max ≤ ${goals.typingMax})`,
  );
  check(
    longest <= goals.longTaskMs,
    `scrolling to row ${scroll.last} at 4× CPU (${scroll.frames} steps): ${scroll.tasks.length} long tasks, longest ${longest.toFixed(0)} ms (goal none over ${goals.longTaskMs} ms)`,
  );
  console.log(`    ${scrollCauses(causes)}`);
  check(
    Math.max(nodesAfterImport, nodesAfterScroll) < goals.nodes,
    `DOM nodes: ${nodesAfterImport} after import, ${nodesAfterScroll} after scrolling (budget < ${goals.nodes})`,
    { budget: true },
  );
  check(
    saveMs <= goals.saveMs,
    `saving ${count(ROWS)} tokens against the local API: ${saveMs} ms (goal ≤ ${goals.saveMs} ms)`,
  );
  check(
    Math.max(...reopenMs) <= goals.reopenMs,
    `reopening the editor with ${count(ROWS)} saved tokens (warm cache): back from 경매 설명 → grid shown in ${ms(reopenMs)} ms (goal ≤ ${goals.reopenMs} ms each)`,
  );
  if (heap) console.log(`  JS heap used after import: ${(heap / 1024 / 1024).toFixed(1)} MB`);

  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
  const dropHeap = Math.max(0, ...drop.during.heap);
  const dropLongest = Math.max(0, ...drop.during.tasks);
  console.log(
    `\nA HashLips drop (${count(DROP)} tokens: _metadata.json and ${count(DROP)} PNGs of ~100 KB, generated; build: production)`,
  );
  check(
    drop.importMs <= goals.importMs,
    `_metadata.json import → shown in the grid: ${drop.importMs.toFixed(0)} ms (goal ≤ ${goals.importMs} ms); summary: ${drop.needing}`,
  );
  check(
    drop.matchMs <= goals.matchMs && drop.unmatched === 0,
    `image folder picked → all ${count(DROP)} matched to their rows: ${drop.matchMs} ms, ${drop.unmatched ? 'some' : 'none'} unmatched (goal ≤ ${goals.matchMs} ms)`,
  );
  console.log(`    checked (type, size, sides) and uploaded, four at a time: ${(drop.uploadMs / 1000).toFixed(1)} s`);
  check(
    dropHeap > 0 && dropHeap / 1024 / 1024 < goals.uploadHeapMb,
    `JS heap while uploading: at most ${mb(dropHeap)} MB over ${drop.during.heap.length} samples (goal < ${goals.uploadHeapMb} MB)`,
  );
  const pick = drop.pickTask;
  if (!pick || !drop.during.pick) throw new Error('the folder pick left no change event in the trace or the page');
  console.log(
    `    the folder handed over: one task of ${pick.ms.toFixed(0)} ms; Chromium creating the ${count(DROP)} File objects before any page code runs (${count(pick.syncReplies)} synchronous blob registrations): ${pick.browserMs.toFixed(0)} ms`,
  );
  check(
    pick.pageMs <= goals.uploadLongTaskMs,
    `  the editor's own part of that task (its change handler, which leaves the matching to a task of its own): ${pick.pageMs.toFixed(0)} ms (goal ≤ ${goals.uploadLongTaskMs} ms)`,
  );
  check(
    dropLongest <= goals.uploadLongTaskMs,
    `long tasks while uploading, after the pick: ${drop.during.tasks.length}, longest ${dropLongest.toFixed(0)} ms (goal none over ${goals.uploadLongTaskMs} ms)`,
  );
  check(drop.saveMs <= goals.saveMs, `saving ${count(DROP)} tokens: ${drop.saveMs} ms (goal ≤ ${goals.saveMs} ms)`);
  console.log(`  total wall time, files chosen → saved: ${(drop.wallMs / 1000).toFixed(1)} s`);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await browser.close();
  for (const child of children) child.kill();
  rmSync(`${root}${outDir}`, { recursive: true, force: true });
}
