import { makeAutoObservable, runInAction } from 'mobx';
import { ValidationError } from '../../application/errors/app-error';
import type { UploadImage } from '../../application/images/upload-image';
import type { Notices } from '../shared/forms/notices';
import { ProfileImagePicker } from '../shared/images/profile-image-picker';

export interface MetadataImageUploadOptions {
  images: UploadImage;
  /** The uploaded file's URL goes into the form's values (and so into the draft). */
  onUploaded: (url: string) => void;
  notices: Notices;
  failureTitle: string;
  /** Reported with a failure (which image of which launchpad). */
  context: Record<string, unknown>;
}

/**
 * One image field of the metadata, as the view shows it: the picked file's preview, the upload's
 * progress and why it was refused. UploadImage checks the file (type, 10 MB, then its pixels) and
 * sends it at once (reporting a failure); its URL becomes the field's value, so the draft keeps it
 * across a reload. The preview shows the local file while it uploads, then the URL.
 */
export class MetadataImageUpload {
  readonly picker: ProfileImagePicker;
  /** 0..1 while uploading, null otherwise. */
  progress: number | null = null;
  private abort: AbortController | null = null;

  constructor(private readonly options: MetadataImageUploadOptions) {
    this.picker = new ProfileImagePicker(options.images);
    makeAutoObservable<this, 'options' | 'abort'>(
      this,
      { options: false, picker: false, abort: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.picker.checking || this.progress !== null;
  }

  get percent(): number | null {
    return this.progress === null ? null : Math.round(this.progress * 100);
  }

  get error(): string | undefined {
    return this.picker.error;
  }

  /** The image to show: the file being uploaded, else the saved URL. */
  previewOf(savedUrl: string): string | null {
    return this.picker.previewUrl ?? (savedUrl === '' ? null : savedUrl);
  }

  async choose(file: File | null): Promise<boolean> {
    this.cancel();
    if (!(await this.picker.choose(file)) || !file) return false;
    const abort = new AbortController();
    this.abort = abort;
    this.progress = 0;
    const outcome = await this.options.images.send(file, {
      onProgress: this.setProgress,
      signal: abort.signal,
      context: this.options.context,
    });
    if (outcome.kind === 'aborted') return false;
    runInAction(() => {
      this.progress = null;
      // The URL shows from here on (or nothing, after a failure); the local copy is no longer needed.
      this.picker.clear();
      if (outcome.kind === 'uploaded') this.options.onUploaded(outcome.url);
      else if (outcome.kind === 'failed' && outcome.error instanceof ValidationError)
        this.picker.setError(outcome.error.userMessage);
    });
    if (outcome.kind === 'failed' && !(outcome.error instanceof ValidationError))
      this.options.notices.failure(this.options.failureTitle, outcome.error);
    return outcome.kind === 'uploaded';
  }

  /** A refusal of the saved URL from the server (e.g. 400 on `imageUrl`). */
  setError(message: string): void {
    this.picker.setError(message);
  }

  /** Stops an upload under way (leaving the page, choosing again). */
  cancel(): void {
    this.abort?.abort();
    this.abort = null;
    this.progress = null;
    this.picker.clear();
  }

  private setProgress(fraction: number): void {
    this.progress = fraction;
  }
}
