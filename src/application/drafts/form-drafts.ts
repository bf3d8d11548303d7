import { inject, injectable } from 'inversify';
import * as v from 'valibot';
import { Clock } from '../ports/clock';
import { DraftStore } from '../ports/draft-store';
import { ErrorReporter } from '../ports/error-reporter';
import { draftKey, draftKeyPrefixOf, type DraftRef } from './draft-key';

/**
 * A form's draft format. Bump `version` whenever the shape of `T` changes: drafts of another
 * version are dropped instead of being forced into the new form.
 */
export interface DraftFormat<T> {
  form: string;
  version: number;
  schema: v.GenericSchema<unknown, T>;
}

export interface Draft<T> {
  value: T;
  savedAt: Date;
}

/** A draft nobody came back to within this time is dropped rather than offered. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Keeps what a creator has typed but not saved, per user and per record, with the form's format
 * version and the time it was kept. Nothing here throws: unreadable drafts read as none, and a
 * draft that cannot be written is reported and answered with `false`.
 */
@injectable()
export class FormDrafts {
  constructor(
    @inject(DraftStore) private readonly store: DraftStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  load<T>(format: DraftFormat<T>, ref: Omit<DraftRef, 'form'>): Draft<T> | null {
    const key = draftKey({ ...ref, form: format.form });
    const stored = this.store.read(key);
    if (!stored) return null;
    const savedAt = new Date(stored.savedAt);
    const age = this.clock.now().getTime() - savedAt.getTime();
    const parsed = v.safeParse(format.schema, stored.value);
    if (stored.version !== format.version || !parsed.success || Number.isNaN(age) || age > DRAFT_MAX_AGE_MS) {
      this.store.remove(key);
      return null;
    }
    return { value: parsed.output, savedAt };
  }

  /** Keeps `value` as the draft; `false` when the storage refused it (already reported). */
  save<T>(format: DraftFormat<T>, ref: Omit<DraftRef, 'form'>, value: T): boolean {
    const key = draftKey({ ...ref, form: format.form });
    try {
      this.store.write(key, { version: format.version, savedAt: this.clock.now().toISOString(), value });
      return true;
    } catch (error) {
      this.reporter.report(error, { area: 'drafts', form: format.form });
      return false;
    }
  }

  discard(format: Pick<DraftFormat<unknown>, 'form'>, ref: Omit<DraftRef, 'form'>): void {
    this.store.remove(draftKey({ ...ref, form: format.form }));
  }

  /** Drops every draft of one user (e.g. a shared computer, on request). */
  discardAllOf(userId: string): void {
    for (const key of this.store.keys(draftKeyPrefixOf(userId))) this.store.remove(key);
  }
}
