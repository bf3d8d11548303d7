import { makeAutoObservable, runInAction } from 'mobx';
import {
  checkProfileImageDimensions,
  checkProfileImageFile,
  profileImageMessages,
  type ProfileImageProblem,
} from '../../../domain/creator/profile-image-rules';
import type { ImageSizeReader } from '../../../application/ports/image-size-reader';

/**
 * The profile image the creator picked, checked before anything is sent: type and size first,
 * then the pixels (decoded in the browser). A refused file is not kept; its reason is `error`.
 * The preview is an object URL, released when the choice changes and on `clear()`.
 */
export class ProfileImagePicker {
  file: File | null = null;
  previewUrl: string | null = null;
  error: string | undefined = undefined;
  checking = false;
  private request = 0;

  constructor(private readonly readSize: ImageSizeReader) {
    makeAutoObservable<this, 'readSize' | 'request'>(this, { readSize: false, request: false }, { autoBind: true });
  }

  async choose(file: File | null): Promise<boolean> {
    this.clear();
    if (!file) return false;
    const request = this.request;
    const early = checkProfileImageFile(file);
    if (early) return this.refuse(early);
    this.checking = true;
    let problem: ProfileImageProblem | null;
    try {
      problem = checkProfileImageDimensions(await this.readSize(file));
    } catch {
      problem = 'unreadable';
    }
    // A newer choice (or a clear) came in while this one was decoding.
    if (request !== this.request) return false;
    return runInAction(() => {
      this.checking = false;
      if (problem) return this.refuse(problem);
      this.file = file;
      this.previewUrl = URL.createObjectURL(file);
      return true;
    });
  }

  /** A refusal that came from elsewhere (the server's answer for `image`). */
  setError(message: string): void {
    this.error = message;
  }

  clear(): void {
    this.request += 1;
    if (this.previewUrl) URL.revokeObjectURL(this.previewUrl);
    this.file = null;
    this.previewUrl = null;
    this.error = undefined;
    this.checking = false;
  }

  private refuse(problem: ProfileImageProblem): false {
    this.error = profileImageMessages[problem];
    return false;
  }
}
