// The second half of bench:editions: a creator's real drop, generated here in the HashLips Art Engine's
// layout (build/json/_metadata.json, build/images/N.png of about 100 KB; in a temporary folder, never
// committed), imported, its image folder picked and uploaded, the rows saved; then the same images sent
// by a plain script with the editor's request shape and concurrency, the limit printed beside.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashLipsToken } from '../../e2e/support/hashlips.ts';
import { noisePng } from '../../e2e/support/png.ts';
import { tsImport } from 'tsx/esm/api';
import { MULTIPLEXED_UPLOADS } from '../../src/infrastructure/http/browser-upload-concurrency.ts';
import { answerFolderPicker } from '../../e2e/support/folder-picker.ts';
import { filePickTask } from './file-pick-task.ts';
import { plainUpload, signInPlain } from './plain-upload.mjs';
import { importShown } from './bench-import-shown.mjs';
import { countCpu } from './process-cpu.mjs';
import { uploadRequests } from './upload-request-timings.mjs';

/**
 * The editor's request shape over HTTP/2 (the production host serves the bench), from the app's own
 * constants: images a request (src/application/images/image-upload-queue.ts, read through tsx: its
 * imports name no extension) and requests at a time (src/infrastructure/http/browser-upload-concurrency.ts).
 */
export const { BATCH_IMAGES: EDITOR_BATCH } = await tsImport(
  '../../src/application/images/image-upload-queue.ts',
  import.meta.url,
);
export const EDITOR_REQUESTS = MULTIPLEXED_UPLOADS;

export const count = (n) => n.toLocaleString('ko-KR');

/**
 * How 이미지 폴더 선택 gets the folder: Chromium's folder picker, read through the folder's handle (what
 * creators in Chromium and Edge use; the bench answers the dialog as the e2e tests do, support/folder-picker.ts),
 * or `BENCH_EDITIONS_PICK=input`: the input's folder dialog (Firefox and Safari), whose 10,000 files
 * Chromium hands over in a task of its own before any page code runs.
 */
export const PICK = process.env.BENCH_EDITIONS_PICK === 'input' ? 'input' : 'picker';

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

/** Waits for `test` in the page, looking once a second: a locator's wait polls every frame on the page's own thread. */
/** The images panel's progress line ("n / m개 완료"): the bench waits on it and the page watches it. */
const UPLOAD_LINE = 'section[aria-label="이미지 올리기"] [role="status"]';
/** The notice of a save of every row. */
const savedNotice = (images) => `${count(images)}개 토큰을 저장했습니다.`;
const waitInPage = (page, test, arg, timeout) => page.waitForFunction(test, arg, { polling: 1000, timeout });

/**
 * The drop, on the editor at `editorUrl` (an empty single-edition launchpad of the signed-in creator):
 * import → grid, the folder picked → every image matched, uploaded (heap sampled each second, every long
 * task kept, the pick's own task split from a trace), the rows saved (by themselves while the launch is
 * 작성 중), and the plain script's limit on the same images.
 */
export async function benchDrop({ browser, page, editorUrl, appUrl, hostCertificate, apiUrl, images }) {
  const dir = hashLipsDrop(images);
  try {
    await page.goto(editorUrl);
    await page.getByRole('heading', { name: '에디션', exact: true, level: 2 }).waitFor();
    const shown = importShown(page, `토큰 ${count(images)}개`, 'Your Collection #1');
    const wallStart = Date.now();
    const jsonChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '가져오기' }).click();
    await (await jsonChooser).setFiles(join(dir, 'json', '_metadata.json'));
    const importMs = await shown;
    const imagesLine = await page.getByRole('region', { name: '이미지 올리기' }).innerText();

    // The picker's answer is made ready before anything is measured: it stands for the dialog alone.
    if (PICK === 'picker') await answerFolderPicker(page, join(dir, 'images'));
    else await page.evaluate(() => Object.defineProperty(window, 'showDirectoryPicker', { value: undefined }));
    await page.evaluate(
      ({ line: lineSelector, done, savedText }) => {
        window.__drop = { tasks: [], frames: [], heap: [], changeAt: null, clickAt: null, doneAt: null, savedAt: null };
        document.addEventListener('change', () => (window.__drop.changeAt = performance.now()), {
          capture: true,
          once: true,
        });
        document.addEventListener('click', () => (window.__drop.clickAt = performance.now()), {
          capture: true,
          once: true,
        });
        // When the line says every image is in (looked at every 100 ms): the rows' save after it is told apart.
        const line = () => document.querySelector(lineSelector)?.textContent ?? '';
        const watch = setInterval(() => {
          if (!line().includes(done)) return;
          window.__drop.doneAt = performance.now();
          clearInterval(watch);
          // Then when the save's notice comes: the save timed in the page, from the line's last change
          // (within the 100 ms it is looked at), not from when the bench got round to looking.
          const notice = new MutationObserver((records) => {
            const added = records.flatMap((record) => [...record.addedNodes]);
            if (!added.some((node) => node.textContent?.includes(savedText))) return;
            window.__drop.savedAt = performance.now();
            notice.disconnect();
          });
          notice.observe(document.body, { childList: true, subtree: true });
        }, 100);
        new PerformanceObserver((list) =>
          window.__drop.tasks.push(...list.getEntries().map((e) => ({ start: e.startTime, ms: e.duration }))),
        ).observe({ type: 'longtask' });
        // Long animation frames say which scripts ran in them (a long task says nothing of its cause).
        new PerformanceObserver((list) =>
          window.__drop.frames.push(
            ...list.getEntries().map((frame) => ({
              start: frame.startTime,
              ms: frame.duration,
              blocking: frame.blockingDuration,
              // The frame's rendering: animation frame callbacks and observers, then style and layout (to its end).
              render:
                frame.renderStart && frame.styleAndLayoutStart ? frame.styleAndLayoutStart - frame.renderStart : 0,
              layout: frame.styleAndLayoutStart ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0,
              scripts: frame.scripts.map((script) => ({
                what: `${script.invokerType} ${script.invoker}`.slice(0, 80),
                // The function it ran: its name (minified but in BENCH_EDITIONS_PROFILE's build), file and position.
                source: [
                  script.sourceFunctionName,
                  script.sourceURL ? `${script.sourceURL.split('/').pop()}:${script.sourceCharPosition}` : '',
                ]
                  .filter(Boolean)
                  .join(' '),
                start: script.startTime,
                ms: script.duration,
              })),
            })),
          ),
        ).observe({ type: 'long-animation-frame' });
        setInterval(() => window.__drop.heap.push(performance.memory?.usedJSHeapSize ?? 0), 1000);
      },
      { line: UPLOAD_LINE, done: `${count(images)} / ${count(images)}개 완료`, savedText: savedNotice(images) },
    );
    // BENCH_EDITIONS_PROFILE=<file>: a CPU profile of the page from the pick to the last image (support/cpu-profile-summary.mjs reads it).
    const profiler = process.env.BENCH_EDITIONS_PROFILE ? await page.context().newCDPSession(page) : null;
    if (profiler) await profiler.send('Profiler.enable');
    if (profiler) await profiler.send('Profiler.start');
    const profiledFrom = profiler ? await page.evaluate(() => performance.now()) : 0;
    // The files worker starts at the pick; its resource timing buffer keeps 250 entries unless told.
    page.on('worker', (worker) =>
      worker.evaluate(() => performance.setResourceTimingBufferSize(100_000)).catch(() => undefined),
    );
    // Only the input's pick is traced (to tell Chromium's hand-over task apart): a trace's collection and
    // its transfer at the matching's end load the machine just as the first uploads land.
    if (PICK === 'input') await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    const folderChooser = PICK === 'input' ? page.waitForEvent('filechooser') : null;
    const pickStart = Date.now();
    const cpu = countCpu();
    await page.getByRole('button', { name: '이미지 폴더 선택' }).click();
    // The pointer leaves the button: a pointer resting on the page makes Chromium hit-test it after every layout.
    await page.mouse.move(0, 0);
    if (folderChooser) await (await folderChooser).setFiles(join(dir, 'images'));
    const status = (done) => `${count(done)} / ${count(images)}개 완료`;
    const progress = ({ line, text }) => (document.querySelector(line)?.textContent ?? '').includes(text);
    await waitInPage(page, progress, { line: UPLOAD_LINE, text: `/ ${count(images)}개 완료` }, 120_000);
    const matchMs = Date.now() - pickStart;
    const pickTask =
      PICK === 'input' ? filePickTask(JSON.parse(String(await browser.stopTracing())).traceEvents) : null;
    await waitInPage(page, progress, { line: UPLOAD_LINE, text: status(images) }, 30 * 60_000);
    const uploadMs = Date.now() - pickStart;
    const cpuUsed = cpu?.stop() ?? null;
    const requests = await uploadRequests(page);
    if (profiler) {
      // With the page's long tasks, from the profile's start (within the few ms the evaluate took).
      const { profile } = await profiler.send('Profiler.stop');
      const longTasks = (await page.evaluate(() => window.__drop.tasks)).map((t) => ({
        ...t,
        start: t.start - profiledFrom,
      }));
      writeFileSync(process.env.BENCH_EDITIONS_PROFILE, JSON.stringify({ ...profile, longTasks }));
    }
    const { tasks, frames, heap, changeAt, clickAt, doneAt } = await page.evaluate(() => window.__drop);
    const isPick = (task) => changeAt !== null && task.start <= changeAt && changeAt <= task.start + task.ms;
    const uploading = (task) => !isPick(task) && (doneAt === null || task.start < doneAt);
    const unmatched = await page.getByText(/연결할 행을 찾지 못한 파일/).count();

    // The launch is 작성 중: the rows save by themselves once the last image is in. Else 저장 is pressed.
    const saveStart = Date.now();
    const saved = page.getByText(savedNotice(images));
    const bar = page.getByRole('region', { name: '에디션 저장' });
    const autoSaved = await saved.waitFor({ timeout: 60_000 }).then(
      () => true,
      () => false,
    );
    if (!autoSaved) {
      await bar.getByRole('button', { name: '저장' }).click();
      await saved.waitFor({ timeout: 120_000 });
    }
    // Read again once saved: the save's own long tasks come after the upload's figures were read.
    const { savedAt, tasks: tasksBySaved, frames: framesBySaved } = await page.evaluate(() => window.__drop);
    // Each long task with when it began (from the click) and the scripts that began in it (Long Animation
    // Frames, read last: they hold the upload's frames and the save's).
    const told = (task) => ({
      at: task.start - (clickAt ?? 0),
      ms: task.ms,
      scripts: framesBySaved
        .flatMap((frame) => frame.scripts)
        .filter((script) => script.start >= task.start && script.start < task.start + task.ms),
    });
    const saveMs =
      autoSaved && doneAt !== null && savedAt !== null ? Math.round(savedAt - doneAt) : Date.now() - saveStart;
    const wallMs = Date.now() - wallStart;

    // The limit: the same files by a plain script, the editor's request shape and concurrency, as other
    // users (a user's second copy of an image is not stored again), through the production host (one
    // TLS connection a request: node's https, HTTP/1.1) and straight to the API. Signed in at the API.
    const paths = Array.from({ length: images }, (_, i) => join(dir, 'images', `${i + 1}.png`));
    const shape = { paths, concurrency: EDITOR_REQUESTS, batch: EDITOR_BATCH };
    const ca = readFileSync(hostCertificate);
    const viaApp = await plainUpload({
      baseUrl: appUrl,
      ca,
      accessToken: await signInPlain(apiUrl, 'artist'),
      ...shape,
    });
    const direct = await plainUpload({ baseUrl: apiUrl, accessToken: await signInPlain(apiUrl, 'newcomer'), ...shape });
    return {
      importMs,
      imagesLine,
      matchMs,
      uploadMs,
      pickTask,
      pick: tasks.find(isPick) ?? null,
      tasks: tasks.filter(uploading).map(told),
      afterTasks: tasksBySaved.filter((task) => !isPick(task) && !uploading(task)).map(told),
      frames: frames.filter((frame) => frame.blocking > 0 && uploading(frame)),
      heap,
      unmatched,
      autoSaved,
      saveMs,
      wallMs,
      limit: { viaApp, direct },
      requests,
      cpu: cpuUsed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
