import { makeAutoObservable, runInAction } from 'mobx';
import type { ErrorReporter } from '../../../application/ports/error-reporter';
import type { Notices } from './notices';

export interface FormSubmissionOptions {
  reporter: ErrorReporter;
  notices: Notices;
  /** Puts a server's field error at its field (FieldErrors.place); true when it did. */
  place: (error: unknown) => boolean;
  /** What the error reporter is told the failure was (area, action). */
  context: Record<string, unknown>;
  /** The toast's title when the save fails, e.g. 런치패드를 만들지 못했습니다. */
  failureTitle: string;
  /** A failure the form shows its own way (the save-conflict dialog): reported and placed, but no toast. */
  shownElsewhere?: (error: unknown) => boolean;
}

/**
 * One save of a form, the way every form here does it: never twice at once (`busy` disables the
 * button), a failure reported once, put at its field when the server named one, and told in a
 * toast — while everything typed stays where it is.
 */
export class FormSubmission {
  busy = false;

  constructor(private readonly options: FormSubmissionOptions) {
    makeAutoObservable<this, 'options'>(this, { options: false }, { autoBind: true });
  }

  /**
   * The action's result, or null when it was already running or failed (the reason is shown).
   * `details` joins the reported context for this one save (e.g. the record's id); `failureTitle`
   * replaces the toast's title for it (a form with two saves: 임시저장 and 제출).
   */
  async run<T>(
    action: () => Promise<T>,
    details: Record<string, unknown> = {},
    failureTitle?: string,
  ): Promise<T | null> {
    if (this.busy) return null;
    this.busy = true;
    try {
      const result = await action();
      runInAction(() => (this.busy = false));
      return result;
    } catch (error) {
      const { reporter, notices, place, context } = this.options;
      reporter.report(error, { ...context, ...details });
      runInAction(() => {
        this.busy = false;
        place(error);
      });
      if (!this.options.shownElsewhere?.(error)) notices.failure(failureTitle ?? this.options.failureTitle, error);
      return null;
    }
  }
}
