import { makeAutoObservable, runInAction } from 'mobx';
import { ValidationError } from '../../application/errors/app-error';
import type { UploadedFile, UploadOptions } from '../../application/ports/upload';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { Notices } from '../shared/forms/notices';
import type { ImageSizeReader } from '../../application/ports/image-size-reader';
import { ProfileImagePicker } from '../shared/images/profile-image-picker';

export interface MetadataImageUploadOptions {
  readSize: ImageSizeReader;
  upload: (file: File, options: UploadOptions) => Promise<UploadedFile>;
  /** The uploaded file's URL goes into the form's values (and so into the draft). */
  onUploaded: (url: string) => void;
  reporter: ErrorReporter;
  notices: Notices;
  failureTitle: string;
  /** Reported with a failure (which image of which launchpad). */
  context: Record<string, unknown>;
}

/**
 * One image field of the metadata: the file is checked before anything is sent (type, 10 MB, then
 * its pixels), uploaded at once with progress, and its URL becomes the field's value, so the draft
 * keeps it across a reload. The preview shows the local file while it uploads, then the URL.
 */
export class MetadataImageUpload {
  readonly picker: ProfileImagePicker;
  /** 0..1 while uploading, null otherwise. */
  progress: number | null = null;
  private abort: AbortController | null = null;

  constructor(private readonly options: MetadataImageUploadOptions) {
    this.picker = new ProfileImagePicker(options.readSize);
    makeAutoObservable<this, 'options' | 'abort'>(this, { options: false, picker: false, abort: false }, { autoBind: true });
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
    try {
      const uploaded = await this.options.upload(file, { onUploadProgress: this.setProgress, signal: abort.signal });
      if (abort.signal.aborted) return false;
      runInAction(() => {
        this.progress = null;
        this.options.onUploaded(uploaded.url);
        // The URL shows from here on; the local copy is no longer needed.
        this.picker.clear();
      });
      return true;
    } catch (error) {
      if (abort.signal.aborted) return false;
      this.options.reporter.report(error, this.options.context);
      runInAction(() => {
        this.progress = null;
        this.picker.clear();
        if (error instanceof ValidationError) this.picker.setError(error.userMessage);
      });
      if (!(error instanceof ValidationError)) this.options.notices.failure(this.options.failureTitle, error);
      return false;
    }
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
