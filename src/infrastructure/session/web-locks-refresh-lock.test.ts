import { describe, expect, it } from 'vitest';
import { REFRESH_LOCK_NAME, WebLocksRefreshLock } from './web-locks-refresh-lock';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Overlapping runs record "start"/"end" pairs; serialised runs never interleave. */
async function overlap(lock: WebLocksRefreshLock) {
  const log: string[] = [];
  const first = deferred();
  const a = lock.run(async () => {
    log.push('a:start');
    await first.promise;
    log.push('a:end');
    return 'a';
  });
  const b = lock.run(async () => {
    log.push('b:start');
    return 'b';
  });
  await Promise.resolve();
  first.resolve();
  return { results: await Promise.all([a, b]), log };
}

describe('WebLocksRefreshLock', () => {
  it('given Web Locks, when two runs overlap, then they take the named exclusive lock in turn', async () => {
    const names: string[] = [];
    let tail = Promise.resolve<unknown>(undefined);
    const locks = {
      request: (name: string, options: LockOptions, fn: () => Promise<unknown>) => {
        names.push(`${name}:${options.mode}`);
        const run = tail.then(() => fn());
        tail = run.catch(() => undefined);
        return run;
      },
    } as unknown as LockManager;
    const { results, log } = await overlap(new WebLocksRefreshLock(locks));
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a:start', 'a:end', 'b:start']);
    expect(names).toEqual([`${REFRESH_LOCK_NAME}:exclusive`, `${REFRESH_LOCK_NAME}:exclusive`]);
  });

  it('given no Web Locks, when two runs overlap, then the in-process queue serialises them', async () => {
    const { results, log } = await overlap(new WebLocksRefreshLock(undefined));
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a:start', 'a:end', 'b:start']);
  });

  it('given a run fails, when the next one runs, then the failure is passed on and the queue goes on', async () => {
    const lock = new WebLocksRefreshLock(undefined);
    const failed = lock.run(() => Promise.reject(new Error('boom')));
    await expect(failed).rejects.toThrow('boom');
    await expect(lock.run(async () => 'next')).resolves.toBe('next');
  });
});
