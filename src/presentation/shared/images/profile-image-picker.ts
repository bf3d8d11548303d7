import { makeAutoObservable, runInAction } from 'mobx';
import { pictureRules } from '../../../application/images/image-rules';
import type { UploadImage } from '../../../application/images/upload-image';
import { profileImageMessages, type ProfileImageProblem } from '../../../domain/creator/profile-image-rules';

/**
 * The picture the creator picked, as the view shows it: the file, its preview (an object URL,
 * released when the choice changes and on `clear()`), whether it is being checked, and why it was
 * refused, and how far it has been sent with its form. The checks themselves (type, bytes, pixels) are UploadImage's with `pictureRules`; a
 * refused file is not kept.
 */
export class ProfileImagePicker {
  file: File | null = null;
  previewUrl: string | null = null;
  error: string | undefined = undefined;
  checking = false;
  /** 0..1 while the picked file is being sent with its form, null otherwise. */
  sending: number | null = null;
  private request = 0;

  constructor(private readonly images: Pick<UploadImage, 'check'>) {
    makeAutoObservable<this, 'images' | 'request'>(this, { images: false, request: false }, { autoBind: true });
  }

  async choose(file: File | null): Promise<boolean> {
    this.clear();
    if (!file) return false;
    const request = this.request;
    this.checking = true;
    const checked = await this.images.check(file, pictureRules);
    // A newer choice (or a clear) came in while this one was decoding.
    if (request !== this.request) return false;
    return runInAction(() => {
      this.checking = false;
      if (!checked.ok) return this.refuse(checked.problem);
      this.file = file;
      this.previewUrl = URL.createObjectURL(file);
      return true;
    });
  }

  /** The percentage sent, while it is being sent. */
  get sendingPercent(): number | null {
    return this.sending === null ? null : Math.round(this.sending * 100);
  }

  /** The form is being sent (with the picked file, if any: its progress shows). */
  startSending(): void {
    this.sending = this.file ? 0 : null;
  }

  setSending(fraction: number): void {
    this.sending = fraction;
  }

  /** The form's send ended: the picked file stays unless it was saved. */
  endSending(saved: boolean): void {
    this.sending = null;
    if (saved) this.clear();
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
