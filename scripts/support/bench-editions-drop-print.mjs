// How bench:editions prints a creator's drop (support/bench-editions-drop.mjs measures it): each figure
// against its goal, the limit beside the upload, and what the long tasks ran.
import { count, EDITOR_BATCH, EDITOR_REQUESTS, PICK } from './bench-editions-drop.mjs';
import { formatCpu } from './process-cpu.mjs';
import { summarizeRequests } from './upload-request-timings.mjs';

const dropGoals = {
  importMs: 1000,
  matchMs: 20_000,
  uploadMs: 30_000,
  heapMb: 150,
  longTaskMs: 50,
  saveMs: 5000,
};

/** The scripts that ran in frames with a long task, by invoker: their total time, and in how many frames. */
function longFrameScripts(frames) {
  const byWhat = new Map();
  for (const frame of frames) {
    const inFrame = new Set();
    for (const { what, ms } of frame.scripts) {
      const seen = byWhat.get(what) ?? { ms: 0, frames: 0 };
      // A script that ran twice in one frame counts that frame once.
      byWhat.set(what, { ms: seen.ms + ms, frames: seen.frames + (inFrame.has(what) ? 0 : 1) });
      inFrame.add(what);
    }
  }
  const top = [...byWhat].toSorted((a, b) => b[1].ms - a[1].ms).slice(0, 5);
  return top.map(([what, { ms, frames: n }]) => `${what} ${ms.toFixed(0)} ms in ${n}`).join('; ');
}

/** The long tasks, the longest first (at most eight): when each began from the click, and its scripts. */
function longTasksTold(tasks) {
  const scripts = (task) =>
    task.scripts.length === 0
      ? 'no script'
      : task.scripts
          .toSorted((a, b) => b.ms - a.ms)
          .slice(0, 2)
          .map((script) => `${script.what}${script.source ? ` → ${script.source}` : ''} ${script.ms.toFixed(0)} ms`)
          .join(', ');
  return tasks
    .toSorted((a, b) => b.ms - a.ms)
    .slice(0, 8)
    .map((task) => `${task.ms.toFixed(0)} ms at ${(task.at / 1000).toFixed(1)} s (${scripts(task)})`)
    .join('; ');
}

/** Where the long frames' time went: their scripts, their rendering, and the rest (the thread busy outside scripts, or waiting for a core). */
function longFrameParts(frames) {
  const sum = (of) => frames.reduce((n, frame) => n + of(frame), 0);
  const total = sum((frame) => frame.ms);
  const scripts = sum((frame) => frame.scripts.reduce((n, script) => n + script.ms, 0));
  const render = sum((frame) => frame.render);
  const layout = sum((frame) => frame.layout);
  const ms = (n) => `${n.toFixed(0)} ms`;
  return `${frames.length} frames, ${ms(total)}: scripts ${ms(scripts)}, animation callbacks and observers ${ms(render)}, style and layout ${ms(layout)}, the rest ${ms(Math.max(0, total - scripts - render - layout))}`;
}

/** Prints the drop's figures against its goals with `check(ok, text)`. */
export function printDrop(drop, images, check) {
  const goals = dropGoals;
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
  const s = (ms) => (ms / 1000).toFixed(1);
  const heap = Math.max(0, ...drop.heap);
  const longest = Math.max(0, ...drop.tasks.map((task) => task.ms));
  console.log(
    `\nA HashLips drop (${count(images)} tokens: _metadata.json and ${count(images)} PNGs of ~100 KB, generated; build: production)`,
  );
  check(
    drop.importMs <= goals.importMs,
    `_metadata.json import → shown in the grid: ${drop.importMs.toFixed(0)} ms (goal ≤ ${goals.importMs} ms); images line: ${drop.imagesLine.split('\n')[0]}`,
  );
  check(
    drop.matchMs <= goals.matchMs && drop.unmatched === 0,
    `image folder picked (${PICK === 'picker' ? "Chromium's folder picker, read through the folder's handle" : "the input's folder dialog, BENCH_EDITIONS_PICK=input"}) → all ${count(images)} matched to their rows: ${drop.matchMs} ms, ${drop.unmatched ? 'some' : 'none'} unmatched (goal ≤ ${goals.matchMs} ms)`,
  );
  const perSecond = (images / drop.uploadMs) * 1000;
  const shape = `${EDITOR_BATCH} a request, up to ${EDITOR_REQUESTS} at a time`;
  const reqs = summarizeRequests(drop.requests, EDITOR_REQUESTS);
  if (images >= 10_000) {
    check(
      drop.uploadMs <= goals.uploadMs,
      `checked and uploaded, ${shape}: ${s(drop.uploadMs)} s from the pick, ${perSecond.toFixed(0)} images/s (goal ≤ ${s(goals.uploadMs)} s for 10,000)`,
    );
  } else {
    // A sample's time is mostly its start (the pick, the matching, the first checks, the first requests'
    // connection): neither its time nor its rate says what 10,000 take, so it is printed, not judged.
    const sending = reqs
      ? `; the requests themselves ${s(reqs.spanMs)} s, ${((images / reqs.spanMs) * 1000).toFixed(0)} images/s`
      : '';
    console.log(
      `    a sample of ${count(images)} checked and uploaded, ${shape}: ${s(drop.uploadMs)} s from the pick${sending} (the 30 s goal is for 10,000: BENCH_EDITIONS_IMAGES=10000 npm run bench:editions)`,
    );
  }
  const { viaApp, direct } = drop.limit;
  const failed = viaApp.failedRequests + direct.failedRequests;
  console.log(
    `    the limit, the same files by a plain script (node, ${EDITOR_BATCH} a request, ${EDITOR_REQUESTS} at a time; as other creators, so the API stores each anew): through the production host ${s(viaApp.ms)} s (${viaApp.perSecond.toFixed(0)}/s${viaApp.limited ? `; ${viaApp.limited} requests held back by its rate limit and sent again` : ''}), straight to the API ${s(direct.ms)} s (${direct.perSecond.toFixed(0)}/s)${failed ? `, ${failed} requests failed` : ''}`,
  );
  if (drop.cpu) console.log(`    the machine from the pick to the last image: ${formatCpu(drop.cpu)}`);
  if (reqs) {
    console.log(
      `    the batch requests (the files worker's resource timings; ${reqs.count} of them${reqs.notCreated ? `, ${reqs.notCreated} answered other than 201 and sent again` : ''}): ${s(reqs.spanMs)} s from the first's start to the last's answer, ${reqs.meanInFlight.toFixed(1)} in flight on average, ${reqs.mostInFlight} at most; each, median: ${reqs.eachMs.toFixed(0)} ms start → answer, of which ${reqs.toFirstByteMs.toFixed(0)} ms sent → first byte of the answer; an answer → the next request's start, median ${reqs.hopMs.toFixed(0)} ms`,
    );
  }
  check(
    heap > 0 && heap / 1024 / 1024 < goals.heapMb,
    `JS heap while uploading: at most ${mb(heap)} MB over ${drop.heap.length} samples (goal < ${goals.heapMb} MB)`,
  );
  const pick = drop.pickTask;
  if (PICK === 'input') {
    if (!pick || !drop.pick) throw new Error('the folder pick left no change event in the trace or the page');
    console.log(
      `    the folder handed over: one task of ${pick.ms.toFixed(0)} ms; Chromium creating the ${count(images)} File objects before any page code runs (${count(pick.syncReplies)} synchronous blob registrations): ${pick.browserMs.toFixed(0)} ms; the editor's change handler: ${pick.pageMs.toFixed(0)} ms`,
    );
  } else {
    console.log(
      `    the folder read through its handle: Chromium hands nothing over in a task of its own, so every task from the click on counts`,
    );
  }
  check(
    longest <= goals.longTaskMs,
    `long tasks ${PICK === 'input' ? 'while uploading, after the pick' : 'from the click on 이미지 폴더 선택 to the last image'}: ${drop.tasks.length}, longest ${longest.toFixed(0)} ms (goal none over ${goals.longTaskMs} ms)`,
  );
  if (drop.tasks.length > 0) console.log(`    each: ${longTasksTold(drop.tasks)}`);
  const causes = longFrameScripts(drop.frames);
  if (causes) console.log(`    what ran in the long frames after the pick (Long Animation Frames' scripts): ${causes}`);
  if (drop.frames.length > 0) console.log(`    the long frames' time: ${longFrameParts(drop.frames)}`);
  if (drop.afterTasks.length > 0) {
    const longestAfter = Math.max(...drop.afterTasks.map((task) => task.ms));
    console.log(
      `    after the last image (the rows' save): ${drop.afterTasks.length} long tasks, longest ${longestAfter.toFixed(0)} ms; each: ${longTasksTold(drop.afterTasks)}`,
    );
  }
  check(
    drop.saveMs <= goals.saveMs,
    `${drop.autoSaved ? 'saved by itself after the last image (timed in the page, from the images line saying all are in to the notice)' : '저장 pressed after the last image'}: ${count(images)} tokens in ${drop.saveMs} ms (goal ≤ ${goals.saveMs} ms)`,
  );
  console.log(`  total wall time, files chosen → saved: ${s(drop.wallMs)} s`);
}
