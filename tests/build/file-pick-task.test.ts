// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filePickTask } from '../../scripts/support/file-pick-task';
import type { TraceEvent } from '../../scripts/support/long-task-causes';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
/** A complete event from `startMs` lasting `ms`. */
const span = (name: string, pid: number, tid: number, startMs: number, ms: number, type?: string): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts: startMs * 1000,
  dur: ms * 1000,
  ...(type ? { args: { data: { type } } } : {}),
});

describe('filePickTask', () => {
  it('given a folder handed over in one task, then it splits the browser creating the files from the page handling them', () => {
    // Given a 1,000 ms task: three synchronous replies, then the change event at 900 ms running 80 ms,
    // and an earlier click in a task of its own.
    const events = [
      thread(2, 7, 'CrRendererMain'),
      span('ThreadControllerImpl::RunTask', 2, 7, 0, 20),
      span('EventDispatch', 2, 7, 1, 10, 'click'),
      span('ThreadControllerImpl::RunTask', 2, 7, 100, 1000),
      span('Receive mojo reply', 2, 7, 101, 0.2),
      span('Receive mojo reply', 2, 7, 400, 0.2),
      span('Receive mojo reply', 2, 7, 899, 0.2),
      span('EventDispatch', 2, 7, 1000, 80, 'change'),
      // A reply the page's handler waited for does not count as the browser's.
      span('Receive mojo reply', 2, 7, 1010, 0.2),
    ];

    // When the trace is read
    const task = filePickTask(events);

    // Then the task is split at the change event
    expect(task).toEqual({ ms: 1000, browserMs: 900, syncReplies: 3, pageMs: 100 });
  });

  it('given no change event, then there is no pick task', () => {
    expect(
      filePickTask([thread(2, 7, 'CrRendererMain'), span('ThreadControllerImpl::RunTask', 2, 7, 0, 300)]),
    ).toBeNull();
  });

  it('given a change event on another process, then only the renderer main thread counts', () => {
    const events = [
      thread(2, 7, 'CrRendererMain'),
      thread(1, 1, 'CrBrowserMain'),
      span('ThreadControllerImpl::RunTask', 1, 1, 0, 300),
      span('EventDispatch', 1, 1, 10, 5, 'change'),
    ];
    expect(filePickTask(events)).toBeNull();
  });
});
