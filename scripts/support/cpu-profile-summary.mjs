// Where a CPU profile's time went (a .cpuprofile from Chrome DevTools' Profiler, CDP's Profiler domain or
// `node --cpu-prof`): idle, GC and the rest; the functions with the most self time and the most total time
// (a function counted once per sample, recursion or not); and the busy stretches (samples with no idle
// between them: tasks back to back make one) over a threshold, each with the frames that held most of it,
// or, when the profile carries the page's long tasks (`longTasks`: {start, ms} from the profile's start,
// as bench-editions-drop.mjs adds them), what each of those held.
// `npx node scripts/support/cpu-profile-summary.mjs <file> [top=25] [stretch ms=50]`.
import { readFileSync } from 'node:fs';

const IDLE = new Set(['(idle)', '(program)']);

/** The summary of a parsed profile: totals, top self and total frames, busy stretches over `stretchMs`. */
export function summarise(profile, { top = 25, stretchMs = 50, frames = 12 } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
    return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
  };
  const stacks = new Map();
  const stackOf = (id) => {
    let labels = stacks.get(id);
    if (!labels) {
      labels = [];
      for (let at = id; at !== undefined; at = parent.get(at)) labels.push(label(byId.get(at)));
      stacks.set(id, labels);
    }
    return labels;
  };
  const self = new Map();
  const total = new Map();
  const stretches = [];
  let current = null;
  let idleMs = 0;
  let gcMs = 0;
  let allMs = 0;
  const { samples, timeDeltas } = profile;
  const tasks = (profile.longTasks ?? []).map((task) => ({ ...task, busy: 0, frames: new Map() }));
  let at = 0;
  for (let i = 0; i < samples.length; i++) {
    at += (timeDeltas[i] ?? 0) / 1000;
    const ms = (timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(samples[i]);
    const name = node.callFrame.functionName;
    allMs += ms;
    const task = tasks.find((t) => t.start <= at && at < t.start + t.ms);
    if (task && !IDLE.has(name)) {
      task.busy += ms;
      for (const one of new Set(stackOf(node.id))) task.frames.set(one, (task.frames.get(one) ?? 0) + ms);
    }
    if (IDLE.has(name)) {
      idleMs += ms;
      if (current && current.ms >= stretchMs) stretches.push(current);
      current = null;
      continue;
    }
    if (name === '(garbage collector)') gcMs += ms;
    const labels = stackOf(node.id);
    self.set(labels[0], (self.get(labels[0]) ?? 0) + ms);
    for (const one of new Set(labels)) total.set(one, (total.get(one) ?? 0) + ms);
    current ??= { ms: 0, frames: new Map() };
    current.ms += ms;
    for (const one of new Set(labels)) current.frames.set(one, (current.frames.get(one) ?? 0) + ms);
  }
  if (current && current.ms >= stretchMs) stretches.push(current);
  const ranked = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms }));
  return {
    allMs,
    idleMs,
    gcMs,
    self: ranked(self, top),
    total: ranked(total, top),
    stretches: (tasks.length ? tasks : stretches).map((s) => ({ ms: s.ms, frames: ranked(s.frames, frames) })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, top = '25', stretch = '50', frames = '12'] = process.argv.slice(2);
  const summary = summarise(JSON.parse(readFileSync(file, 'utf8')), {
    top: Number(top),
    stretchMs: Number(stretch),
    frames: Number(frames),
  });
  const line = ({ name, ms }) => `  ${ms.toFixed(1).padStart(9)} ms  ${name}`;
  console.log(
    `${file}\n  profiled ${summary.allMs.toFixed(0)} ms: idle ${summary.idleMs.toFixed(0)} ms, GC ${summary.gcMs.toFixed(0)} ms`,
  );
  console.log('self time:');
  summary.self.forEach((row) => console.log(line(row)));
  console.log('total time:');
  summary.total.forEach((row) => console.log(line(row)));
  console.log(`busy stretches ≥ ${stretch} ms: ${summary.stretches.length}`);
  for (const s of summary.stretches.sort((a, b) => b.ms - a.ms).slice(0, 8)) {
    console.log(` ${s.ms.toFixed(0)} ms:`);
    s.frames.forEach((row) => console.log(line(row)));
  }
}
