import { makeAutoObservable, observable, observableShallow, runInAction, type ObservableMap } from 'mobx';
import { UnauthorizedError } from '../../application/errors/app-error';
import { editionImageRules } from '../../application/images/image-rules';
import type { UploadImage } from '../../application/images/upload-image';
import type { EditionImageProblem } from '../../domain/editions/edition-images';

/** Uploads at once: enough to keep the line busy, few enough not to starve the rest of the page. */
export const IMAGE_UPLOAD_CONCURRENCY = 4;

export type ImageUploadState =
  | { state: 'waiting' | 'checking' | 'uploading' | 'failed' | 'cancelled'; file: File }
  | { state: 'done'; file: File; url: string }
  | { state: 'refused'; file: File; problem: EditionImageProblem };

/**
 * The matched images of the editions editor, one per row key: each is checked (type, 10 MB, sides)
 * and then sent through UploadImage (which reports a failed upload), by a bounded number of workers, so that a thousand dropped photos are never decoded
 * at once, and `running` (the leave guard, 취소, 저장 held back) covers the checks too. Cancel stops
 * what has not finished; retry sends the failed and cancelled ones only. The map is shallow so a grid
 * cell observes its own row. The panel's counts are kept as each entry changes, and the waiting ones
 * are queued: counting or searching 10,000 entries on each of their 50,000 changes made every change
 * cost a scan (the folder pick's handler spent 20 ms of its 81 ms rendering those counts).
 */
export class EditionImageUploads {
  readonly entries: ObservableMap<number, ImageUploadState> = observable.map<number, ImageUploadState>(new Map(), {
    deep: false,
  });
  /** How many entries are in each state, kept as they change. */
  private readonly tally: Record<ImageUploadState['state'], number> = {
    waiting: 0,
    checking: 0,
    uploading: 0,
    done: 0,
    failed: 0,
    cancelled: 0,
    refused: 0,
  };
  /** The refused entries, in the order they were refused (the panel lists them). */
  readonly refused: { key: number; file: File; problem: EditionImageProblem }[] = [];
  /** Keys set waiting, in order; a key whose entry moved on meanwhile is skipped when taken. */
  private queue: number[] = [];
  private queued = 0;
  unmatched: string[] = [];
  /** Matched files not sent again: their rows already hold the image uploaded from them. */
  alreadyUploaded = 0;
  private controller: AbortController | null = null;
  /** The workers are sending. */
  private working = false;
  /** Picked files being matched to rows, before any of them is queued here. */
  private matching = 0;

  constructor(
    private readonly uploadImage: UploadImage,
    /** The row's image cell takes the uploaded link. */
    private readonly onUploaded: (key: number, url: string, file: File) => void,
  ) {
    makeAutoObservable<this, 'uploadImage' | 'onUploaded' | 'controller' | 'queue' | 'queued' | 'working' | 'matching'>(
      this,
      {
        entries: false,
        refused: observableShallow,
        uploadImage: false,
        onUploaded: false,
        controller: false,
        queue: false,
        queued: false,
        working: observable,
        matching: observable,
      },
      { autoBind: true },
    );
  }

  /** Files are being matched, checked or sent: the leave guard, 취소 and 저장 held back go by this. */
  get running(): boolean {
    return this.working || this.matching > 0;
  }

  /** Says that picked files are being matched (so `running` holds from the pick on); call the returned function once, when they have been added. */
  matchingStarted(): () => void {
    this.matching++;
    return () => runInAction(() => this.matching--);
  }

  get total(): number {
    return this.entries.size;
  }

  get doneCount(): number {
    return this.tally.done;
  }

  get failedCount(): number {
    return this.tally.failed + this.tally.cancelled;
  }

  get refusedCount(): number {
    return this.tally.refused;
  }

  /** Every change of an entry goes through here, so that the tally, the refused list and the queue follow it. */
  private put(key: number, next: ImageUploadState): void {
    const before = this.entries.get(key);
    if (before) {
      this.tally[before.state]--;
      if (before.state === 'refused')
        this.refused.splice(
          this.refused.findIndex((entry) => entry.key === key),
          1,
        );
    }
    this.tally[next.state]++;
    if (next.state === 'refused') this.refused.push({ key, file: next.file, problem: next.problem });
    if (next.state === 'waiting') this.queue.push(key);
    this.entries.set(key, next);
  }

  /** The next waiting entry, taken from the queue. */
  private takeWaiting(): [number, File] | null {
    while (this.queued < this.queue.length) {
      const key = this.queue[this.queued++]!;
      const entry = this.entries.get(key);
      if (entry?.state === 'waiting') return [key, entry.file];
    }
    this.queue = [];
    this.queued = 0;
    return null;
  }

  /** Checks and uploads newly matched files (a row given a new file replaces its old one). */
  async add(
    matches: readonly { key: number; file: File }[],
    unmatched: readonly string[],
    alreadyUploaded = 0,
  ): Promise<void> {
    this.unmatched = [...unmatched];
    this.alreadyUploaded = alreadyUploaded;
    for (const { key, file } of matches) this.put(key, { state: 'waiting', file });
    await this.run();
  }

  cancel(): void {
    this.controller?.abort();
  }

  /** Sends again what failed or was cancelled; what was uploaded stays. */
  async retryFailed(): Promise<void> {
    for (const [key, entry] of this.entries) {
      if (entry.state === 'failed' || entry.state === 'cancelled')
        this.put(key, { state: 'waiting', file: entry.file });
    }
    await this.run();
  }

  private async run(): Promise<void> {
    if (this.working) return;
    this.working = true;
    const controller = new AbortController();
    this.controller = controller;
    const worker = async () => {
      for (let job = this.takeWaiting(); job && !controller.signal.aborted; job = this.takeWaiting()) {
        const [key, file] = job;
        runInAction(() => this.put(key, { state: 'checking', file }));
        const checked = await this.uploadImage.check(file, editionImageRules);
        if (controller.signal.aborted) {
          runInAction(() => this.put(key, { state: 'cancelled', file }));
          break;
        }
        if (!checked.ok) {
          const problem = checked.problem;
          runInAction(() => this.put(key, { state: 'refused', file, problem }));
          continue;
        }
        runInAction(() => this.put(key, { state: 'uploading', file }));
        const sent = await this.uploadImage.send(file, {
          signal: controller.signal,
          context: { area: 'editions', action: 'upload-image' },
        });
        runInAction(() => {
          if (sent.kind === 'uploaded') {
            this.put(key, { state: 'done', file, url: sent.url });
            this.onUploaded(key, sent.url, file);
          } else this.put(key, { state: sent.kind === 'aborted' ? 'cancelled' : 'failed', file });
        });
        // The session ended: nothing more can be sent.
        if (sent.kind === 'failed' && sent.error instanceof UnauthorizedError) controller.abort();
      }
    };
    await Promise.all(Array.from({ length: IMAGE_UPLOAD_CONCURRENCY }, worker));
    runInAction(() => {
      for (let job = this.takeWaiting(); job; job = this.takeWaiting())
        this.put(job[0], { state: 'cancelled', file: job[1] });
      this.working = false;
      this.controller = null;
    });
  }
}
