/** The first wait after the API went away, and the longest: it doubles in between. */
export const FIRST_RETRY_MS = 1000;
export const LONGEST_RETRY_MS = 30_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * The backoff of a bulk upload while the API is away: each wait twice the last (1 s up to 30 s), back
 * to the first once an upload is answered; a wait can be cut short (다시 시도, 취소).
 */
export class UploadOutage {
  private nextMs = FIRST_RETRY_MS;
  private waking: AbortController | null = null;
  private away = false;
  /** When the current wait ends (ms since the epoch), or null. */
  retryAt: number | null = null;

  constructor(private readonly sleepFor: (ms: number, signal: AbortSignal) => Promise<void> = sleep) {}

  /** The API was found away; true the first time since it last answered (reported once, then). */
  began(): boolean {
    const first = !this.away;
    this.away = true;
    return first;
  }

  /** An upload was answered: the API is back, and the next outage starts from the first wait. */
  ended(): void {
    this.away = false;
    this.nextMs = FIRST_RETRY_MS;
  }

  /** Waits the current backoff (or until `wake`), and doubles the next. */
  async wait(): Promise<void> {
    const ms = this.nextMs;
    this.nextMs = Math.min(LONGEST_RETRY_MS, ms * 2);
    this.waking = new AbortController();
    this.retryAt = Date.now() + ms;
    try {
      await this.sleepFor(ms, this.waking.signal);
    } finally {
      this.waking = null;
      this.retryAt = null;
    }
  }

  /** Ends the current wait now. */
  wake(): void {
    this.waking?.abort();
  }
}
