import { inject, injectable } from 'inversify';
import * as v from 'valibot';
import { Clock } from '../ports/clock';
import { DraftStore } from '../ports/draft-store';
import { ErrorReporter } from '../ports/error-reporter';
import { TabIdentity } from '../ports/tab-identity';
import { draftKey, draftKeyPrefixOf, tabOfKey, type DraftRef } from './draft-key';

/**
 * A form's draft format. Bump `version` whenever the shape of `T` changes: drafts of another
 * version are dropped instead of being forced into the new form.
 */
export interface DraftFormat<T> {
  form: string;
  version: number;
  schema: v.GenericSchema<unknown, T>;
  /**
   * One per browser instead of one per tab: a record of something under way that any tab must find (a
   * deploy in flight), not text a creator typed.
   */
  perBrowser?: boolean;
}

export interface Draft<T> {
  value: T;
  savedAt: Date;
  /** The tab that typed it; null for the browser's one (a per-browser format, or kept before drafts were per tab). */
  tab: string | null;
}

/** A draft nobody came back to within this time is dropped rather than offered. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The most tabs' drafts kept for one record: opening it drops the oldest beyond these. */
export const TAB_DRAFTS_PER_RECORD = 5;

type Owner = Omit<DraftRef, 'form'>;

/**
 * Keeps what a creator has typed but not saved, per user and record, with the form's format version
 * and the time it was kept, and per tab: a tab writes and discards its own draft only, so two tabs
 * never overwrite each other's text; `offers` finds every tab's. Nothing here throws: unreadable
 * drafts read as none, and a draft that cannot be written is reported and answered with `false`.
 */
@injectable()
export class FormDrafts {
  constructor(
    @inject(DraftStore) private readonly store: DraftStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(TabIdentity) private readonly tab: TabIdentity,
  ) {}

  /** This tab's draft (the browser's, for a per-browser format), or null. */
  load<T>(format: DraftFormat<T>, ref: Owner): Draft<T> | null {
    return this.read(format, this.keyOf(format, ref), format.perBrowser ? null : this.tab.id());
  }

  /**
   * Every tab's draft of the record (this tab's among them), newest first. Drafts past the maximum
   * age, of another format version or beyond the newest TAB_DRAFTS_PER_RECORD are dropped.
   */
  offers<T>(format: DraftFormat<T>, ref: Owner): Draft<T>[] {
    if (format.perBrowser) return [this.load(format, ref)].filter((draft) => draft !== null);
    const record = { ...ref, form: format.form };
    const keys = [draftKey(record), ...this.store.keys(`${draftKey(record)}:`)];
    const found = keys
      .map((key) => this.read(format, key, tabOfKey(record, key)))
      .filter((draft) => draft !== null)
      .sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
    for (const old of found.slice(TAB_DRAFTS_PER_RECORD)) this.store.remove(this.keyOfDraft(format, ref, old));
    return found.slice(0, TAB_DRAFTS_PER_RECORD);
  }

  /** True for a draft this tab typed. */
  isMine(draft: Draft<unknown>): boolean {
    return draft.tab === this.tab.id();
  }

  /** Keeps `value` as this tab's draft; `false` when the storage refused it (already reported). */
  save<T>(format: DraftFormat<T>, ref: Owner, value: T): boolean {
    try {
      const stored = { version: format.version, savedAt: this.clock.now().toISOString(), value };
      this.store.write(this.keyOf(format, ref), stored);
      return true;
    } catch (error) {
      this.reporter.report(error, { area: 'drafts', form: format.form });
      return false;
    }
  }

  /** Drops this tab's draft (the browser's, for a per-browser format). */
  discard(format: Pick<DraftFormat<unknown>, 'form' | 'perBrowser'>, ref: Owner): void {
    this.store.remove(this.keyOf(format, ref));
  }

  /** Drops one offered draft, whichever tab typed it (버리기, or taken over by 복원 in this tab). */
  discardDraft(format: Pick<DraftFormat<unknown>, 'form'>, ref: Owner, draft: Draft<unknown>): void {
    this.store.remove(this.keyOfDraft(format, ref, draft));
  }

  /** Drops every draft of one user (e.g. a shared computer, on request). */
  discardAllOf(userId: string): void {
    for (const key of this.store.keys(draftKeyPrefixOf(userId))) this.store.remove(key);
  }

  private keyOf(format: Pick<DraftFormat<unknown>, 'form' | 'perBrowser'>, ref: Owner): string {
    return draftKey({ ...ref, form: format.form }, format.perBrowser ? undefined : this.tab.id());
  }

  private keyOfDraft(format: Pick<DraftFormat<unknown>, 'form'>, ref: Owner, draft: Draft<unknown>): string {
    return draftKey({ ...ref, form: format.form }, draft.tab ?? undefined);
  }

  private read<T>(format: DraftFormat<T>, key: string, tab: string | null): Draft<T> | null {
    const stored = this.store.read(key);
    if (!stored) return null;
    const savedAt = new Date(stored.savedAt);
    const age = this.clock.now().getTime() - savedAt.getTime();
    const parsed = v.safeParse(format.schema, stored.value);
    if (stored.version !== format.version || !parsed.success || Number.isNaN(age) || age > DRAFT_MAX_AGE_MS) {
      this.store.remove(key);
      return null;
    }
    return { value: parsed.output, savedAt, tab };
  }
}
