import { makeAutoObservable, observable, runInAction } from 'mobx';
import { pictureRules } from '../../application/images/image-rules';
import type { UploadImage } from '../../application/images/upload-image';
import { profileImageMessages } from '../../domain/creator/profile-image-rules';
import { errorText } from '../shared/copy/error-copy';

/**
 * Each item's image, uploaded as soon as it is picked, through the one image upload (checked by the
 * picture rules before anything is sent). The view state only: progress while an image is sent
 * (saving waits) and the refusal under that item. Kept per key, so a card re-renders for its own
 * image only, not for another item's progress.
 */
export class ItemImageUploads {
  /** 0..1 per item key while its image is sent. */
  readonly progress = observable.map<string, number>();
  readonly errors = observable.map<string, string>();

  constructor(private readonly uploadImage: UploadImage) {
    makeAutoObservable<this, 'uploadImage'>(
      this,
      { uploadImage: false, progress: false, errors: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.progress.size > 0;
  }

  isUploading(key: string): boolean {
    return this.progress.has(key);
  }

  /** The uploaded image's URL, or null when the file was refused or the upload failed (the reason is in `errors`). */
  async upload(key: string, file: File): Promise<string | null> {
    if (this.isUploading(key)) return null;
    this.errors.delete(key);
    this.progress.set(key, 0);
    const outcome = await this.uploadImage.execute(file, pictureRules, {
      onProgress: (fraction) => runInAction(() => this.progress.has(key) && this.progress.set(key, fraction)),
      context: { area: 'auction-description', action: 'upload-item-image' },
    });
    runInAction(() => {
      this.progress.delete(key);
      if (outcome.kind === 'refused') this.errors.set(key, profileImageMessages[outcome.problem]);
      if (outcome.kind === 'failed') this.errors.set(key, errorText(outcome.error));
    });
    return outcome.kind === 'uploaded' ? outcome.url : null;
  }

  clear(key: string): void {
    this.errors.delete(key);
  }
}
