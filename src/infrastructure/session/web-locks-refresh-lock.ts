import type { RefreshLock } from '../../application/ports/refresh-lock';

export const REFRESH_LOCK_NAME = 'creators-lab-refresh';

/**
 * One refresh at a time across every tab of the origin, through the Web Locks API (an exclusive
 * lock named `creators-lab-refresh`, released when `fn` settles or the tab closes). Where the API
 * is missing (old browsers, some test environments), an in-process queue still serialises this tab.
 */
export class WebLocksRefreshLock implements RefreshLock {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly locks: LockManager | undefined = globalThis.navigator?.locks) {}

  run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.locks) return this.locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, () => fn());
    const result = this.tail.then(() => fn());
    this.tail = result.catch(() => undefined);
    return result;
  }
}
