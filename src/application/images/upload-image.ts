import { inject, injectable } from 'inversify';
import { toAppError, type AppError } from '../errors/app-error';
import { ErrorReporter } from '../ports/error-reporter';
import { ImageSizeReader } from '../ports/image-size-reader';
import { ImageUploadApi } from '../ports/image-upload-api';
import type { ImageRules } from './image-rules';

export type ImageCheck<P extends string> = { ok: true } | { ok: false; problem: P };

export type ImageUploadOutcome<P extends string> =
  | { kind: 'uploaded'; url: string }
  /** The file is not what `rules` allow: nothing was sent. */
  | { kind: 'refused'; problem: P }
  /** The upload failed (reported); `error.userMessage`/the error catalogue says why. */
  | { kind: 'failed'; error: AppError }
  /** The signal was aborted (a new choice, 취소, leaving): not a failure, nothing to show. */
  | { kind: 'aborted' };

export interface ImageUploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Reported with a failure: which screen and which image (`{ area, action, … }`). */
  context: Record<string, unknown>;
}

/**
 * The one image upload of every screen (creator profile, collection metadata, auction items,
 * editions): the file is checked before anything is sent (type and bytes, then its pixels, decoded
 * in the browser), then uploaded with progress and abort. A failure is reported once, here.
 */
@injectable()
export class UploadImage {
  constructor(
    @inject(ImageUploadApi) private readonly api: ImageUploadApi,
    @inject(ImageSizeReader) private readonly readSize: ImageSizeReader,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  /** Only the checks: a picker refuses a wrong file at once, before its preview shows. */
  async check<P extends string>(file: File, rules: ImageRules<P>): Promise<ImageCheck<P>> {
    const early = rules.checkFile(file);
    if (early) return { ok: false, problem: early };
    let problem: P | null;
    try {
      problem = rules.checkDimensions(await this.readSize(file));
    } catch {
      problem = rules.unreadable;
    }
    return problem ? { ok: false, problem } : { ok: true };
  }

  /** Checks the file, then sends it. */
  async execute<P extends string>(
    file: File,
    rules: ImageRules<P>,
    options: ImageUploadOptions,
  ): Promise<ImageUploadOutcome<P>> {
    const checked = await this.check(file, rules);
    if (!checked.ok) return { kind: 'refused', problem: checked.problem };
    if (options.signal?.aborted) return { kind: 'aborted' };
    return this.send(file, options);
  }

  /** Sends a file already checked (the editions editor checks a batch first, then sends with a bounded pool). */
  async send<P extends string = never>(file: File, options: ImageUploadOptions): Promise<ImageUploadOutcome<P>> {
    try {
      const uploaded = await this.api.uploadImage(file, {
        onUploadProgress: options.onProgress,
        signal: options.signal,
      });
      if (options.signal?.aborted) return { kind: 'aborted' };
      return { kind: 'uploaded', url: uploaded.url };
    } catch (error) {
      if (options.signal?.aborted) return { kind: 'aborted' };
      this.reporter.report(error, options.context);
      return { kind: 'failed', error: toAppError(error) };
    }
  }
}
