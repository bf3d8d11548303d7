// The task in which Chromium hands a picked folder to the page. Profiling the editions bench's 10,000-image
// pick showed one task of about 1.6 s before any upload: Chromium creates one File per picked file, each
// with a synchronous blob registration (a nested `Receive mojo reply`, about 0.15 ms each), and only then
// dispatches the input's `change` event to the page's handler. That first part is the browser's own code
// and no page can shorten it; the page's part (from the change event to the task's end) is what the
// editor's own code costs. The bench prints both, so that a slower handler shows apart from the browser.
import { rendererMainThreads, TASK, type TraceEvent } from './long-task-causes.ts';

export interface FilePickTask {
  /** The whole task. */
  ms: number;
  /** Before the `change` event: the browser creating the File objects. */
  browserMs: number;
  /** The synchronous replies the browser waited for meanwhile (about one per file). */
  syncReplies: number;
  /** From the `change` event to the task's end: the page's handler and what it ran at once. */
  pageMs: number;
}

const SYNC_REPLY = 'Receive mojo reply';

/**
 * The task of the first `change` event on a renderer main thread, split at that event; null when the
 * trace holds no `change` event (record it with the `toplevel` and `devtools.timeline` categories).
 */
export function filePickTask(events: readonly TraceEvent[]): FilePickTask | null {
  const mains = rendererMainThreads(events);
  const onMain = events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  const change = onMain
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'change')
    .sort((a, b) => a.ts - b.ts)[0];
  if (!change) return null;
  const within = (outer: TraceEvent, at: number) =>
    outer.pid === change.pid && outer.tid === change.tid && outer.ts <= at && at <= outer.ts + (outer.dur ?? 0);
  const task = onMain
    .filter((e) => e.name === TASK && within(e, change.ts))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!task) return null;
  const end = task.ts + (task.dur ?? 0);
  const syncReplies = onMain.filter((e) => e.name === SYNC_REPLY && within(task, e.ts) && e.ts < change.ts).length;
  return {
    ms: (task.dur ?? 0) / 1000,
    browserMs: (change.ts - task.ts) / 1000,
    syncReplies,
    pageMs: (end - change.ts) / 1000,
  };
}
