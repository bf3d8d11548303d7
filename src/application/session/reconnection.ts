import type { SessionConnection } from './session';

/**
 * Delays before each new refresh while the server does not answer: quick at first (a gateway
 * restart is often seconds), then once a second, so the page is back within about a second of the
 * server's return. Each try is one small request, answered by the host itself while the API is down.
 */
export const RECONNECT_DELAYS_MS: readonly number[] = [250, 500, 1000];

interface Waiter {
  resolve: () => void;
  reject: (reason: unknown) => void;
}

/**
 * The session's connection through an outage: its state and listeners, the backoff of the next
 * refresh, and who waits for the server's return. The session tells it what each refresh found.
 */
export class Reconnection {
  private connection: SessionConnection = 'connected';
  private readonly listeners = new Set<(connection: SessionConnection) => void>();
  private readonly waiters = new Set<Waiter>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;

  /** `tryAgain` runs one refresh; its outcome comes back through `connected` or `unreachable`. */
  constructor(private readonly tryAgain: () => void) {}

  get state(): SessionConnection {
    return this.connection;
  }

  subscribe(listener: (connection: SessionConnection) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The server answered: waiters go on, the backoff starts over. */
  connected(): void {
    this.cancelStep();
    this.failures = 0;
    for (const waiter of [...this.waiters]) waiter.resolve();
    this.waiters.clear();
    this.set('connected');
  }

  /** The server did not answer: the next try is scheduled. True when this began the outage. */
  unreachable(): boolean {
    const began = this.connection === 'connected';
    this.set('unreachable');
    if (this.timer === null) {
      const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)];
      this.failures += 1;
      this.timer = setTimeout(() => {
        this.timer = null;
        this.tryAgain();
      }, delay);
    }
    return began;
  }

  /** A try is about to happen anyway (다시 시도, another tab's rotation): the scheduled one is dropped. */
  cancelStep(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The session ended: nobody waits any more, nothing is scheduled. */
  ended(reason: Error): void {
    this.cancelStep();
    this.failures = 0;
    for (const waiter of [...this.waiters]) waiter.reject(reason);
    this.waiters.clear();
    this.set('connected');
  }

  /** Resolves on the server's return; rejects when the session ends or the signal aborts. */
  wait(signal?: AbortSignal): Promise<void> {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the caller's abort reason, passed on as fetch does
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        this.waiters.delete(waiter);
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the caller's abort reason, as above
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        resolve: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        reject: (reason) => {
          signal?.removeEventListener('abort', onAbort);
          reject(reason);
        },
      };
      this.waiters.add(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private set(next: SessionConnection): void {
    if (this.connection === next) return;
    this.connection = next;
    for (const listener of [...this.listeners]) listener(next);
  }
}
