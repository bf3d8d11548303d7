import { inject, injectable } from 'inversify';
import { toAppError, ValidationError, type AppError } from '../errors/app-error';
import { ErrorReporter } from '../ports/error-reporter';
import { ImageFactsReader } from '../ports/image-facts-reader';
import { ImageSizeReader } from '../ports/image-size-reader';
import { ImageUploadApi } from '../ports/image-upload-api';
import type { ImageRules } from './image-rules';

/** `bytes`, when known: the file's size as the check read it (a bulk upload fills its requests by it). */
export type ImageCheck<P extends string> = { ok: true; bytes?: number } | { ok: false; problem: P };

/** One image of a batch sent: kept by the API, or refused by it (`error.userMessage` says why, in Korean). */
export type BatchImageOutcome =
  { kind: 'uploaded'; url: string; size: number } | { kind: 'refused'; error: ValidationError };

export type BatchUploadOutcome =
  /** The API answered: one outcome per file, in order. */
  | { kind: 'answered'; items: BatchImageOutcome[] }
  /** The request failed as a whole (not reported here: the caller reports it). */
  | { kind: 'failed'; error: AppError }
  | { kind: 'aborted' };

export type ImageUploadOutcome<P extends string> =
  /** `size`: the bytes the API kept (the file's: reading a picked file's own size can wait on the browser). */
  | { kind: 'uploaded'; url: string; size: number }
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
  /** False: the caller reports failures itself (a bulk upload reports a lost connection once, not per image). */
  report?: boolean;
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
    @inject(ImageFactsReader) private readonly readFacts: ImageFactsReader,
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

  /**
   * The checks of many files at once, their bytes and sides read together off the page's thread (the
   * editions editor checks thousands as they upload; decoding each on the page held it 5–10 ms).
   */
  async checkMany<P extends string>(files: readonly File[], rules: ImageRules<P>): Promise<ImageCheck<P>[]> {
    const facts = await this.readFacts(files);
    return files.map((file, index): ImageCheck<P> => {
      const fact = facts[index];
      const problem = !fact
        ? (rules.checkFile({ type: file.type, size: 0 }) ?? rules.unreadable)
        : (rules.checkFile({ type: file.type, size: fact.bytes }) ?? rules.checkDimensions(fact));
      return problem ? { ok: false, problem } : { ok: true, bytes: fact?.bytes };
    });
  }

  /**
   * Sends files already checked in one request (the editions editor's folder, a few at a time): each is
   * kept or refused by the API on its own. A failure of the whole request is the caller's to report (a
   * lost connection is reported once for all that wait on it, not per request).
   */
  async sendMany(files: readonly File[], signal?: AbortSignal): Promise<BatchUploadOutcome> {
    try {
      const items = await this.api.uploadImages(files, { signal });
      if (signal?.aborted) return { kind: 'aborted' };
      return {
        kind: 'answered',
        items: items.map((item) =>
          item.ok
            ? { kind: 'uploaded', url: item.url, size: item.size }
            : { kind: 'refused', error: new ValidationError(item.message, 'images') },
        ),
      };
    } catch (error) {
      if (signal?.aborted) return { kind: 'aborted' };
      return { kind: 'failed', error: toAppError(error) };
    }
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
      return { kind: 'uploaded', url: uploaded.url, size: uploaded.size };
    } catch (error) {
      if (options.signal?.aborted) return { kind: 'aborted' };
      if (options.report !== false) this.reporter.report(error, options.context);
      return { kind: 'failed', error: toAppError(error) };
    }
  }
}
