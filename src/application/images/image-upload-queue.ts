import { EDITION_IMAGES_PER_BATCH } from '../../domain/editions/edition-images';
import { NetworkError, TimeoutError, UnauthorizedError, type AppError } from '../errors/app-error';
import type { ErrorReporter } from '../ports/error-reporter';
import type { ImageRules } from './image-rules';
import type { UploadImage } from './upload-image';
import { UploadOutage } from './upload-outage';

export type QueuedImageState = 'waiting' | 'checking' | 'uploading' | 'done' | 'failed' | 'cancelled' | 'refused';

export type QueuedImage<P extends string> =
  | { state: Exclude<QueuedImageState, 'done' | 'refused' | 'failed'>; file: File }
  | { state: 'done'; file: File; url: string }
  | { state: 'failed'; file: File; error: AppError }
  | { state: 'refused'; file: File; problem: P };

/** `paused`: the API is not answering (a restart, a 502, the network gone); it is tried again by itself. */
export type UploadQueueStatus = 'idle' | 'running' | 'paused';

export interface UploadQueueListener<P extends string> {
  /** An entry changed: the caller shows the changes together, a few times a second at most. */
  changed(key: number, entry: QueuedImage<P>): void;
  /** Sent, answered and kept by the API (`size`: its bytes): the row may take the link. */
  uploaded(key: number, url: string, file: File, size: number): void;
  /** Nothing is waiting or under way any more (every file done, failed, refused or cancelled). */
  settled(): void;
}

/** Files checked together (their bytes and sides read in one message to the reader's worker). */
const CHECK_BATCH = 48;
/** Checked files kept ready ahead of the uploads, in batches. */
const CHECKED_AHEAD = CHECK_BATCH * 2;
/**
 * Images a request carries (the API's most: the contract's MAX_BATCH_IMAGES is the same domain
 * constant), and its bytes at most (a larger image goes alone). A browser spends about as much on each request as on its bytes: one image a request held
 * Chromium to ~60 a second on a busy 2-core machine; ten a request, ~300. Between a request's answer and
 * the next request's start, each sender waited 45–100 ms (the answer back to the page, the next files
 * to the worker), as long as a request of ten took: twenty a request halves those waits, and uploaded
 * 2,000 images in 7.2–8.1 s against 8.6–11.0 s for ten, runs alternated (docs/performance.md).
 */
export const BATCH_IMAGES = EDITION_IMAGES_PER_BATCH;
export const BATCH_BYTES = 4 * 1024 * 1024;

/** Failures that say the API is away, not that the image is wrong: network, timeout, 408, 429, 5xx. */
export function isOutage(error: AppError): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  const status = 'status' in error ? (error.status as number | undefined) : undefined;
  return status !== undefined && (status >= 500 || status === 408 || status === 429);
}

/**
 * Many images checked and uploaded, a bounded number at a time: the bulk upload of the editions
 * editor. Files are checked in batches ahead of their upload (type, bytes and sides, read off the
 * page's thread), and sent BATCH_IMAGES a request by `concurrency` senders. Nothing is lost, whatever fails:
 * - an upload refused for its session is already refreshed once and replayed by the HTTP client (one
 *   refresh shared by every request waiting); one that still fails ends the session, and the queue stops;
 * - the API going away pauses the queue: the upload that found it gone waits again at the front,
 *   nothing else is sent, and it is tried again after a backoff (1 s, doubling to 30 s, or at once with
 *   `resumeNow`). One request goes alone until it is answered, then the others follow;
 * - every file is sent until the API answers it once (the API keeps an image sent twice once), and a
 *   link is handed on only for an upload the API answered; an image the API refuses fails alone.
 * A key given a new file replaces its entry; an answer for the old one is dropped.
 */
export class ImageUploadQueue<P extends string> {
  private readonly entries = new Map<number, QueuedImage<P>>();
  /** Files to check, and files checked and ready to send, each valid while its entry is still the key's. */
  private waiting: Item<P>[] = [];
  private checked: Item<P>[] = [];
  private checking: Promise<void> | null = null;
  /** Each checked file's bytes (a request is filled up to BATCH_BYTES). */
  private readonly bytes = new WeakMap<File, number>();
  private senders = 0;
  /** After a pause, one sender goes alone until an upload is answered. */
  private probing = false;
  private controller = new AbortController();
  private readonly outage: UploadOutage;
  status: UploadQueueStatus = 'idle';

  constructor(
    private readonly upload: Pick<UploadImage, 'checkMany' | 'sendMany'>,
    private readonly rules: ImageRules<P>,
    private readonly reporter: ErrorReporter,
    private readonly concurrency: number,
    private readonly listener: UploadQueueListener<P>,
    sleep?: (ms: number, signal: AbortSignal) => Promise<void>,
  ) {
    this.outage = new UploadOutage(sleep);
  }

  get(key: number): QueuedImage<P> | undefined {
    return this.entries.get(key);
  }

  /** When the paused queue tries again (ms since the epoch), or null. */
  get retryAt(): number | null {
    return this.status === 'paused' ? this.outage.retryAt : null;
  }

  /** Queues files (a key given a new file replaces its entry) and starts sending. */
  add(jobs: readonly { key: number; file: File }[]): void {
    for (const { key, file } of jobs) this.waiting.push({ key, entry: this.put(key, { state: 'waiting', file }) });
    this.start();
  }

  /** Sends again what failed or was cancelled; what was uploaded stays. */
  retryFailed(): void {
    const again = [...this.entries].filter(([, entry]) => entry.state === 'failed' || entry.state === 'cancelled');
    this.add(again.map(([key, entry]) => ({ key, file: entry.file })));
  }

  /** The paused queue tries again now instead of at the end of its wait. */
  resumeNow(): void {
    this.outage.wake();
  }

  /** Stops what has not finished: waiting and unfinished files are cancelled. */
  cancel(): void {
    this.controller.abort();
    this.outage.wake();
  }

  private start(): void {
    if (this.status === 'paused' || this.probing) return;
    if (this.controller.signal.aborted) this.controller = new AbortController();
    this.status = 'running';
    while (this.senders < this.concurrency) this.spawn();
  }

  private spawn(): void {
    this.senders++;
    void this.send(this.controller.signal).finally(() => this.senderDone());
  }

  private senderDone(): void {
    this.senders--;
    if (this.senders === 0 && this.status !== 'paused') this.finish();
  }

  /** No sender is left: what still waits is cancelled (a cancel, or a session that ended), and the queue is idle. */
  private finish(): void {
    for (const { key, entry } of [...this.waiting, ...this.checked]) this.cancelIfStill(key, entry);
    this.waiting = [];
    this.checked = [];
    this.probing = false;
    this.status = 'idle';
    this.listener.settled();
  }

  /** One sender: takes the next checked files (a request's worth) and sends them, until none is left, the queue pauses or is cancelled. */
  private async send(signal: AbortSignal): Promise<void> {
    for (;;) {
      if (signal.aborted || this.status !== 'running') return;
      const batch = await this.nextBatch();
      if (batch.length === 0) return;
      if (signal.aborted || this.status !== 'running') {
        this.checked.unshift(...batch);
        return;
      }
      const sending = batch.map(({ key, entry }) => ({
        key,
        entry: this.put(key, { state: 'uploading', file: entry.file }),
      }));
      const sent = await this.upload.sendMany(
        sending.map(({ entry }) => entry.file),
        signal,
      );
      // Entries given a new file meanwhile are left out: these answers are not theirs.
      const still = sending.filter(({ key, entry }) => this.entries.get(key) === entry);
      if (sent.kind === 'aborted') {
        for (const { key, entry } of still) this.put(key, { state: 'cancelled', file: entry.file });
        continue;
      }
      if (sent.kind === 'failed' && isOutage(sent.error)) {
        // Back at the front, in order: they go first when the API answers again.
        this.checked.unshift(
          ...still.map(({ key, entry }) => ({ key, entry: this.put(key, { state: 'waiting', file: entry.file }) })),
        );
        if (this.status === 'running') void this.pause(sent.error);
        return;
      }
      this.answered();
      if (sent.kind === 'failed') {
        for (const { key, entry } of still) this.put(key, { state: 'failed', file: entry.file, error: sent.error });
        // The session has ended (the HTTP client refreshed once already): nothing more can be sent.
        if (sent.error instanceof UnauthorizedError) this.controller.abort();
        else this.reporter.report(sent.error, { area: 'editions', action: 'upload-images' });
        continue;
      }
      const byEntry = new Map(sending.map(({ entry }, i) => [entry, sent.items[i]!]));
      let refused: AppError | null = null;
      for (const { key, entry } of still) {
        const item = byEntry.get(entry)!;
        if (item.kind === 'uploaded') {
          this.put(key, { state: 'done', file: entry.file, url: item.url });
          this.listener.uploaded(key, item.url, entry.file, item.size);
        } else {
          refused = item.error;
          this.put(key, { state: 'failed', file: entry.file, error: item.error });
        }
      }
      // The API refused what the checks let through: worth knowing, once a request.
      if (refused) this.reporter.report(refused, { area: 'editions', action: 'upload-images' });
    }
  }

  /** The API answered an upload: a probe lets the other senders go again. */
  private answered(): void {
    this.outage.ended();
    if (!this.probing) return;
    this.probing = false;
    this.start();
  }

  /** The API is away: waits, then one sender goes alone until an upload is answered. */
  private async pause(error: AppError): Promise<void> {
    if (this.outage.began()) this.reporter.report(error, { area: 'editions', action: 'upload-image', paused: true });
    this.status = 'paused';
    await this.outage.wait();
    this.status = 'running';
    if (this.controller.signal.aborted) {
      if (this.senders === 0) this.finish();
      return;
    }
    this.probing = true;
    this.spawn();
  }

  /**
   * The next request's files: up to BATCH_IMAGES checked files, or fewer past BATCH_BYTES, checking more
   * waiting ones as fewer than CHECKED_AHEAD are ready. Empty when none is left.
   */
  private async nextBatch(): Promise<Item<P>[]> {
    for (;;) {
      if (this.checked.length < CHECKED_AHEAD && this.waiting.length > 0) void this.checkBatch();
      const batch: Item<P>[] = [];
      let bytes = 0;
      while (batch.length < BATCH_IMAGES && this.checked.length > 0) {
        const item = this.checked[0]!;
        if (this.entries.get(item.key) !== item.entry) {
          this.checked.shift();
          continue;
        }
        const size = this.bytes.get(item.entry.file) ?? 0;
        if (batch.length > 0 && bytes + size > BATCH_BYTES) break;
        this.checked.shift();
        batch.push(item);
        bytes += size;
      }
      if (batch.length > 0) return batch;
      if (this.checking) await this.checking;
      else if (this.waiting.length === 0) return [];
    }
  }

  private checkBatch(): Promise<void> {
    this.checking ??= (async () => {
      const batch = this.waiting.splice(0, CHECK_BATCH).filter(({ key, entry }) => this.entries.get(key) === entry);
      const items = batch.map(({ key, entry }) => ({
        key,
        entry: this.put(key, { state: 'checking', file: entry.file }),
      }));
      const checks = await this.upload.checkMany(
        items.map(({ entry }) => entry.file),
        this.rules,
      );
      items.forEach(({ key, entry }, i) => {
        // Replaced or cancelled meanwhile: the new file waits for its own check.
        if (this.entries.get(key) !== entry) return;
        const check = checks[i]!;
        if (!check.ok) this.put(key, { state: 'refused', file: entry.file, problem: check.problem });
        else {
          if (check.bytes !== undefined) this.bytes.set(entry.file, check.bytes);
          this.checked.push({ key, entry: this.put(key, { state: 'waiting', file: entry.file }) });
        }
      });
      this.checking = null;
    })();
    return this.checking;
  }

  private cancelIfStill(key: number, entry: QueuedImage<P>): void {
    if (this.entries.get(key) === entry) this.put(key, { state: 'cancelled', file: entry.file });
  }

  private put(key: number, entry: QueuedImage<P>): QueuedImage<P> {
    this.entries.set(key, entry);
    this.listener.changed(key, entry);
    return entry;
  }
}

type Item<P extends string> = { key: number; entry: QueuedImage<P> };
