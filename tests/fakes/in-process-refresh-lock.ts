import type { RefreshLock } from '../../src/application/ports/refresh-lock';

/** A FIFO mutex in memory. Share one instance between "tabs" to stand in for the Web Lock. */
export class InProcessRefreshLock implements RefreshLock {
  private tail: Promise<unknown> = Promise.resolve();
  runs = 0;

  run<T>(fn: () => Promise<T>): Promise<T> {
    this.runs += 1;
    const result = this.tail.then(() => fn());
    this.tail = result.catch(() => undefined);
    return result;
  }
}
