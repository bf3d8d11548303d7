// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { longTaskCauses, type TraceEvent } from '../../scripts/support/long-task-causes';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
/** A complete event from `startMs` lasting `ms`. */
const span = (name: string, pid: number, tid: number, startMs: number, ms: number): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts: startMs * 1000,
  dur: ms * 1000,
});
const task = (pid: number, tid: number, startMs: number, ms: number) =>
  span('ThreadControllerImpl::RunTask', pid, tid, startMs, ms);
const gc = (pid: number, tid: number, startMs: number, ms: number) => span('MajorGC', pid, tid, startMs, ms);

describe('longTaskCauses', () => {
  it('given a frame with a major collection inside and one slow on its own, then each long task says how much of it the collector took', () => {
    // Given the page's main thread (pid 2) and a long frame holding a 28 ms collection, a long frame
    // with none, and a short task with a collection of its own.
    const events = [
      thread(2, 7, 'CrRendererMain'),
      task(2, 7, 0, 55),
      gc(2, 7, 20, 28),
      task(2, 7, 100, 61),
      task(2, 7, 200, 30),
      gc(2, 7, 201, 25),
    ];

    // When the trace is read
    const causes = longTaskCauses(events);

    // Then both long tasks are listed in order, the first with its collection, and every collection is counted.
    expect(causes.longTasks).toEqual([
      { ms: 55, gcMs: 28 },
      { ms: 61, gcMs: 0 },
    ]);
    expect(causes.majorGcMs).toEqual([28, 25]);
  });

  it('given another renderer and the browser busy too, then only the busiest renderer main thread counts', () => {
    // Given a spare renderer (pid 3) with one long task and the browser's main thread with another
    const events = [
      thread(2, 7, 'CrRendererMain'),
      thread(3, 9, 'CrRendererMain'),
      thread(1, 1, 'CrBrowserMain'),
      task(2, 7, 0, 40),
      task(2, 7, 50, 40),
      task(3, 9, 0, 70),
      task(1, 1, 0, 300),
      gc(3, 9, 10, 30),
    ];

    // When it is read, then the page's thread (more work in all) has no long task and no collection
    expect(longTaskCauses(events)).toEqual({ longTasks: [], majorGcMs: [] });
  });

  it('given a task exactly at the threshold, then it is not long (the Long Tasks API counts over 50 ms)', () => {
    expect(longTaskCauses([thread(2, 7, 'CrRendererMain'), task(2, 7, 0, 50)]).longTasks).toEqual([]);
    expect(longTaskCauses([thread(2, 7, 'CrRendererMain'), task(2, 7, 0, 50.5)]).longTasks).toEqual([
      { ms: 50.5, gcMs: 0 },
    ]);
  });

  it('given a trace without thread names, then it says how to record one instead of counting nothing', () => {
    expect(() => longTaskCauses([task(2, 7, 0, 80)])).toThrow(/toplevel/);
  });
});
