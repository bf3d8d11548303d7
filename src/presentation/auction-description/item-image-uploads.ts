import { makeAutoObservable, runInAction } from 'mobx';
import type { ImageUploadApi } from '../../application/ports/image-upload-api';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import { ValidationError } from '../../application/errors/app-error';
import { checkProfileImageFile, profileImageMessages } from '../../domain/creator/profile-image-rules';
import { errorText } from '../shared/copy/error-copy';
import type { ImageSizeReader } from '../../application/ports/image-size-reader';

/**
 * Each item's image, uploaded as soon as it is picked: the type and size are checked first (the
 * API's limits), then that it decodes, so a wrong file is refused before anything is sent. While
 * an upload runs its progress shows and saving waits; a refusal stays under that item.
 */
export class ItemImageUploads {
  /** 0..1 per item key while its image is sent. */
  progress: Record<string, number> = {};
  errors: Record<string, string> = {};

  constructor(
    private readonly api: ImageUploadApi,
    private readonly readSize: ImageSizeReader,
    private readonly reporter: ErrorReporter,
  ) {
    makeAutoObservable<this, 'api' | 'readSize' | 'reporter'>(this, { api: false, readSize: false, reporter: false }, { autoBind: true });
  }

  get busy(): boolean {
    return Object.keys(this.progress).length > 0;
  }

  isUploading(key: string): boolean {
    return key in this.progress;
  }

  /** The uploaded image's URL, or null when the file was refused or the upload failed (the reason is in `errors`). */
  async upload(key: string, file: File): Promise<string | null> {
    if (this.isUploading(key)) return null;
    this.clear(key);
    const problem = checkProfileImageFile(file);
    if (problem) return this.refuse(key, profileImageMessages[problem]);
    this.progress = { ...this.progress, [key]: 0 };
    try {
      await this.readSize(file);
    } catch {
      this.finish(key);
      return this.refuse(key, profileImageMessages.unreadable);
    }
    try {
      const uploaded = await this.api.uploadImage(file, { onUploadProgress: (fraction) => this.setProgress(key, fraction) });
      this.finish(key);
      return uploaded.url;
    } catch (error) {
      if (!(error instanceof ValidationError)) this.reporter.report(error, { area: 'auction-description', action: 'upload-item-image' });
      this.finish(key);
      return this.refuse(key, errorText(error));
    }
  }

  clear(key: string): void {
    if (!(key in this.errors)) return;
    const { [key]: _, ...rest } = this.errors;
    this.errors = rest;
  }

  private setProgress(key: string, fraction: number): void {
    if (key in this.progress) this.progress = { ...this.progress, [key]: fraction };
  }

  private finish(key: string): void {
    runInAction(() => {
      const { [key]: _, ...rest } = this.progress;
      this.progress = rest;
    });
  }

  private refuse(key: string, message: string): null {
    runInAction(() => (this.errors = { ...this.errors, [key]: message }));
    return null;
  }
}
