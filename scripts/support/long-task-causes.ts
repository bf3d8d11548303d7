// What the long tasks of a bench were made of, read from a Chromium trace of categories `toplevel` (task
// boundaries) and `v8` (garbage collections). The editions scroll's long tasks have been frames in which
// V8 finished a major garbage collection: its pause (20–45 ms at 4× CPU) lands in whichever task enters
// script first once marking is done: React's render task or a frame's scroll listener. That pause is the
// engine's, sized by the whole heap; a task that is long without one is the page's own work. The bench
// prints both, so that a change that makes frames slow by themselves shows apart from the collector.

/** A trace event as Chromium writes it: only the fields read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { type?: string } };
}

export interface LongTask {
  /** The task's length. */
  ms: number;
  /** How much of it V8's major garbage collections took (0: none ran in it). */
  gcMs: number;
}

export interface TaskCauses {
  /** The renderer main thread's tasks over the threshold, in order. */
  longTasks: LongTask[];
  /** The pause of every major collection on that thread, in order. */
  majorGcMs: number[];
}

/** A task of a thread's scheduler, in Chromium's trace. */
export const TASK = 'ThreadControllerImpl::RunTask';
const MAJOR_GC = 'MajorGC';

/** Every renderer main thread of the trace, as `pid:tid`; throws when it names none (recorded without `toplevel`). */
export function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  if (mains.size === 0)
    throw new Error('the trace names no renderer main thread (record it with the toplevel category)');
  return mains;
}

/** Each complete event's span in ms, with where it ran. */
const spanOf = (event: TraceEvent) => ({ start: event.ts / 1000, end: (event.ts + (event.dur ?? 0)) / 1000 });

/**
 * The long tasks of the busiest renderer main thread (`CrRendererMain`: the page under test when the
 * trace holds one page), each with the major collections inside it. Throws when the trace names no
 * renderer main thread, which means it was not recorded with the `toplevel` category.
 */
export function longTaskCauses(events: readonly TraceEvent[], overMs = 50): TaskCauses {
  const mains = rendererMainThreads(events);
  const onThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mains.has(thread) || (event.name !== TASK && event.name !== MAJOR_GC)) continue;
    const list = onThread.get(thread);
    if (list) list.push(event);
    else onThread.set(thread, [event]);
  }
  const busy = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.name === TASK ? (e.dur ?? 0) : 0), 0);
  const main = [...onThread.values()].sort((a, b) => busy(b) - busy(a))[0] ?? [];
  const collections = main.filter((e) => e.name === MAJOR_GC).map(spanOf);
  const longTasks = main
    .filter((e) => e.name === TASK && (e.dur ?? 0) / 1000 > overMs)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const { start, end } = spanOf(task);
      const gcMs = collections
        .filter((gc) => gc.start >= start && gc.end <= end)
        .reduce((sum, gc) => sum + gc.end - gc.start, 0);
      return { ms: end - start, gcMs };
    });
  return { longTasks, majorGcMs: collections.sort((a, b) => a.start - b.start).map((gc) => gc.end - gc.start) };
}
