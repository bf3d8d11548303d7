import { makeAutoObservable, observable, runInAction, type ObservableMap } from 'mobx';
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
 * cell observes its own row.
 */
export class EditionImageUploads {
  readonly entries: ObservableMap<number, ImageUploadState> = observable.map<number, ImageUploadState>(new Map(), { deep: false });
  unmatched: string[] = [];
  /** Matched files not sent again: their rows already hold the image uploaded from them. */
  alreadyUploaded = 0;
  private controller: AbortController | null = null;
  running = false;

  constructor(
    private readonly uploadImage: UploadImage,
    /** The row's image cell takes the uploaded link. */
    private readonly onUploaded: (key: number, url: string, file: File) => void,
  ) {
    makeAutoObservable<this, 'uploadImage' | 'onUploaded' | 'controller'>(
      this,
      { entries: false, uploadImage: false, onUploaded: false, controller: false },
      { autoBind: true },
    );
  }

  get total(): number {
    return this.entries.size;
  }

  get doneCount(): number {
    return this.count('done');
  }

  get failedCount(): number {
    return this.count('failed') + this.count('cancelled');
  }

  get refusedCount(): number {
    return this.count('refused');
  }

  private count(state: ImageUploadState['state']): number {
    let n = 0;
    for (const entry of this.entries.values()) if (entry.state === state) n++;
    return n;
  }

  /** Checks and uploads newly matched files (a row given a new file replaces its old one). */
  async add(matches: readonly { key: number; file: File }[], unmatched: readonly string[], alreadyUploaded = 0): Promise<void> {
    this.unmatched = [...unmatched];
    this.alreadyUploaded = alreadyUploaded;
    for (const { key, file } of matches) this.entries.set(key, { state: 'waiting', file });
    await this.run();
  }

  cancel(): void {
    this.controller?.abort();
  }

  /** Sends again what failed or was cancelled; what was uploaded stays. */
  async retryFailed(): Promise<void> {
    for (const [key, entry] of this.entries) {
      if (entry.state === 'failed' || entry.state === 'cancelled') this.entries.set(key, { state: 'waiting', file: entry.file });
    }
    await this.run();
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const controller = new AbortController();
    this.controller = controller;
    const next = (): [number, File] | null => {
      for (const [key, entry] of this.entries) if (entry.state === 'waiting') return [key, entry.file];
      return null;
    };
    const worker = async () => {
      for (let job = next(); job && !controller.signal.aborted; job = next()) {
        const [key, file] = job;
        runInAction(() => this.entries.set(key, { state: 'checking', file }));
        const checked = await this.uploadImage.check(file, editionImageRules);
        if (controller.signal.aborted) {
          runInAction(() => this.entries.set(key, { state: 'cancelled', file }));
          break;
        }
        if (!checked.ok) {
          const problem = checked.problem;
          runInAction(() => this.entries.set(key, { state: 'refused', file, problem }));
          continue;
        }
        runInAction(() => this.entries.set(key, { state: 'uploading', file }));
        const sent = await this.uploadImage.send(file, { signal: controller.signal, context: { area: 'editions', action: 'upload-image' } });
        runInAction(() => {
          if (sent.kind === 'uploaded') {
            this.entries.set(key, { state: 'done', file, url: sent.url });
            this.onUploaded(key, sent.url, file);
          } else this.entries.set(key, { state: sent.kind === 'aborted' ? 'cancelled' : 'failed', file });
        });
        // The session ended: nothing more can be sent.
        if (sent.kind === 'failed' && sent.error instanceof UnauthorizedError) controller.abort();
      }
    };
    await Promise.all(Array.from({ length: IMAGE_UPLOAD_CONCURRENCY }, worker));
    runInAction(() => {
      for (const [key, entry] of this.entries) if (entry.state === 'waiting') this.entries.set(key, { state: 'cancelled', file: entry.file });
      this.running = false;
      this.controller = null;
    });
  }
}
