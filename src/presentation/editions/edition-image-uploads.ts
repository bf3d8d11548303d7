import { makeAutoObservable, observable, observableShallow, runInAction, type ObservableMap } from 'mobx';
import type { BulkImageUploads } from '../../application/images/bulk-image-uploads';
import type {
  ImageUploadQueue,
  QueuedImage,
  QueuedImageState,
  UploadQueueStatus,
} from '../../application/images/image-upload-queue';
import { editionImageRules } from '../../application/images/image-rules';
import type { EditionImageProblem } from '../../domain/editions/edition-images';
import { notObserved } from '../shared/view-models/not-observed';
import { UploadPace } from './upload-pace';

export type ImageUploadState = QueuedImage<EditionImageProblem>;

/** What the screen shows of the uploads changes this often at most: counts, cells, rate and time left. */
export const SHOWN_EVERY_MS = 250;

/**
 * Changed uploads shown in one task at most. A pick queues all its files at once, and showing 10,000 new
 * entries of the observable map in one go was a task of about 50 ms; the rest follow a task later.
 */
export const SHOWN_A_TASK = 2000;

const emptyTally = (): Record<QueuedImageState, number> => ({
  waiting: 0,
  checking: 0,
  uploading: 0,
  done: 0,
  failed: 0,
  cancelled: 0,
  refused: 0,
});

/**
 * The matched images of the editions editor as the screen shows them: the queue (ImageUploadQueue:
 * checks, uploads, pauses while the API is away) runs without MobX, and what it changed is shown
 * together every SHOWN_EVERY_MS: 10,000 images change state 40,000 times, and each change rendered
 * its cell and the panel (half the page's time while uploading). `running` (the leave guard, 저장
 * held back) follows at once, from the pick on.
 */
export class EditionImageUploads {
  /** Each row's upload as last shown; a grid cell observes its own row's. */
  readonly entries: ObservableMap<number, ImageUploadState> = observable.map<number, ImageUploadState>(new Map(), {
    deep: false,
  });
  /** How many entries are in each state, as last shown. */
  tally = emptyTally();
  /** The refused entries, in the order they were refused (the panel lists them). */
  refused: { key: number; file: File; problem: EditionImageProblem }[] = [];
  status: UploadQueueStatus = 'idle';
  /** When a paused upload tries again (ms since the epoch). */
  retryAt: number | null = null;
  unmatched: string[] = [];
  /** Matched files not sent again: their rows already hold the image uploaded from them. */
  alreadyUploaded = 0;
  /** Images a second and the time left, from the last seconds' uploads. */
  readonly pace = new UploadPace();
  private readonly queue: ImageUploadQueue<EditionImageProblem>;
  private readonly counts = emptyTally();
  private readonly changedKeys = new Set<number>();
  private showTimer: ReturnType<typeof setTimeout> | null = null;
  private working = false;
  /** Picked files being matched to rows, before any of them is queued here. */
  private matching = 0;
  /** 취소 presses (and the editor's closings): a pick still being read or matched when one comes is not queued. */
  private cancels = 0;
  private settledWaiters: (() => void)[] = [];

  constructor(
    bulk: BulkImageUploads,
    /** The row's image cell takes the uploaded link. */
    private readonly onUploaded: (key: number, url: string, file: File, size: number) => void,
    /** Every file of a pick has been answered, refused or cancelled. */
    private readonly onSettled: () => void = () => undefined,
  ) {
    this.queue = bulk.queue(editionImageRules, {
      changed: (key) => this.changed(key),
      uploaded: (key, url, file, size) => this.onUploaded(key, url, file, size),
      settled: () => this.settled(),
    });
    makeAutoObservable<
      this,
      'queue' | 'counts' | 'changedKeys' | 'showTimer' | 'settledWaiters' | 'onUploaded' | 'onSettled' | 'cancels'
    >(
      this,
      {
        ...notObserved(
          'queue',
          'counts',
          'changedKeys',
          'showTimer',
          'settledWaiters',
          'onUploaded',
          'onSettled',
          'pace',
          'cancels',
        ),
        entries: false,
        tally: observableShallow,
        refused: observableShallow,
      },
      { autoBind: true },
    );
  }

  /** Files are being matched, checked or sent: the leave guard, 취소 and 저장 held back go by this. */
  get running(): boolean {
    return this.working || this.matching > 0;
  }

  get paused(): boolean {
    return this.status === 'paused';
  }

  /**
   * Says that picked files are being read or matched (so `running` holds from the pick on, and 취소
   * shows): call `done` once, when they have been added. `wanted` turns false once 취소 is pressed or
   * the editor closes meanwhile: those files are then not queued.
   */
  matchingStarted(): { done: () => void; wanted: () => boolean } {
    this.matching++;
    const cancels = this.cancels;
    return { done: () => runInAction(() => this.matching--), wanted: () => this.cancels === cancels };
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

  /** Images still to send (waiting, being checked or sent). */
  get remaining(): number {
    return this.tally.waiting + this.tally.checking + this.tally.uploading;
  }

  /** Checks and uploads newly matched files (a row given a new file replaces its old one); resolves once every file is settled. */
  add(
    matches: readonly { key: number; file: File }[],
    unmatched: readonly string[],
    alreadyUploaded = 0,
  ): Promise<void> {
    this.unmatched = [...unmatched];
    this.alreadyUploaded = alreadyUploaded;
    if (matches.length === 0) return Promise.resolve();
    this.working = true;
    const settled = new Promise<void>((resolve) => this.settledWaiters.push(resolve));
    this.queue.add(matches);
    this.show();
    return settled;
  }

  cancel(): void {
    this.cancels++;
    this.queue.cancel();
  }

  /** 지금 다시 시도: a paused upload tries again now. */
  resumeNow(): void {
    this.queue.resumeNow();
  }

  /** Sends again what failed or was cancelled; what was uploaded stays. */
  retryFailed(): Promise<void> {
    if (this.failedCount === 0) return Promise.resolve();
    this.working = true;
    const settled = new Promise<void>((resolve) => this.settledWaiters.push(resolve));
    this.queue.retryFailed();
    return settled;
  }

  private changed(key: number): void {
    this.changedKeys.add(key);
    this.showTimer ??= setTimeout(this.show, SHOWN_EVERY_MS);
  }

  /** What changed since the last time, shown in one change: up to `most` uploads, the rest in the next task. */
  private show(most = SHOWN_A_TASK): void {
    if (this.showTimer !== null) clearTimeout(this.showTimer);
    this.showTimer = null;
    let shown = 0;
    for (const key of this.changedKeys) {
      if (shown++ === most) break;
      this.changedKeys.delete(key);
      const entry = this.queue.get(key)!;
      const before = this.entries.get(key);
      if (before) this.counts[before.state]--;
      this.counts[entry.state]++;
      if (before?.state === 'refused' && entry.state !== 'refused')
        this.refused.splice(
          this.refused.findIndex((item) => item.key === key),
          1,
        );
      if (entry.state === 'refused' && before?.state !== 'refused')
        this.refused.push({ key, file: entry.file, problem: entry.problem });
      this.entries.set(key, entry);
    }
    if (this.changedKeys.size > 0) this.showTimer = setTimeout(this.show, 0);
    this.tally = { ...this.counts };
    this.status = this.queue.status;
    this.retryAt = this.queue.retryAt;
    this.pace.sample(this.tally.done, this.remaining);
  }

  private settled(): void {
    this.show(Infinity);
    this.working = false;
    const waiters = this.settledWaiters;
    this.settledWaiters = [];
    for (const resolve of waiters) resolve();
    this.onSettled();
  }
}
