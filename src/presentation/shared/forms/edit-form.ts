import { makeAutoObservable, toJS } from 'mobx';
import type * as v from 'valibot';
import type { DraftFormat, FormDrafts } from '../../../application/drafts/form-drafts';
import { ValidationError } from '../../../application/errors/app-error';
import type { ErrorReporter } from '../../../application/ports/error-reporter';
import { FieldErrors } from './field-errors';
import { FormDraft, type DraftOwner } from './form-draft';
import { FormSubmission } from './form-submission';
import type { Notices } from './notices';

export interface EditFormOptions<T extends object, F extends string> {
  drafts: FormDrafts;
  /** The draft's storage format (bump its version when `T` changes shape). */
  format: DraftFormat<T>;
  /** The values before anything is loaded. */
  empty: T;
  /** The rules shown at the fields (on blur, while fixing, before a save); issues keyed by field name. */
  schema: v.GenericSchema;
  /** The fields in form order: the first invalid one gets the focus. */
  fields: readonly F[];
  /** What the rules check, when the values as typed are not what they check (e.g. a phone without dashes). */
  checked?: (values: T) => object;
  reporter: ErrorReporter;
  notices: Notices;
  /** What the error reporter is told a failed save was (area, action). */
  context: Record<string, unknown>;
  /** The failure toast's title, unless a save names its own. */
  failureTitle: string;
  /** A server's field name to the form's, when they differ (`links.x` → `x`); default: the same name. */
  fieldOf?: (serverField: string) => F | undefined;
  /** Places a server error that belongs to no text field (an image under its picker); true when placed. */
  placeOther?: (error: unknown) => boolean;
  /** Unsaved input that lives outside `values` (a picked file): it counts as dirty. */
  alsoDirty?: () => boolean;
  /** A failure the form shows its own way (the save-conflict dialog): no toast for it. */
  shownElsewhere?: (error: unknown) => boolean;
  debounceMs?: number;
}

export interface SaveOptions<T, R> {
  /** The saved record's values: the new baseline (the draft goes). */
  saved: (result: R) => T;
  /** Rules for this save instead of the form's (임시저장 accepts blanks 제출 refuses); null: none. */
  schema?: v.GenericSchema | null;
  /** Joins the reported context (e.g. the record's id). */
  details?: Record<string, unknown>;
  /** This save's failure toast title (임시저장하지 못했습니다 / 제출하지 못했습니다). */
  failureTitle?: string;
}

type Focusable = { focus(): void };

/**
 * The edit model every long form here uses (creator profile, phone, collection metadata; next the
 * auction description and the editions editor), so that nothing a creator types is ever lost:
 *
 * - **Draft**: `values` are kept in local storage per user and record while typing (`draft`, a
 *   FormDraft): `open(owner, saved)` starts from the saved record and offers an earlier draft
 *   (show `<DraftRestoreBanner draft={form.draft} />`); a successful save clears it. `start()` writes
 *   a pending draft on page hide and on unmount, so a session ending under the form keeps it.
 * - **Errors at their fields**: `set()` clears a shown error as soon as it is fixed, `blur()` checks
 *   one field, a save checks all; a server ValidationError with a field lands at that field
 *   (`fieldOf` maps nested names, `placeOther` takes the rest). The first invalid field (form order)
 *   gets the focus: give each input `ref={form.inputRef(field)}`.
 * - **One submission at a time**: `save()` ignores a second call while one runs (`saving`), reports
 *   a failure once and shows a toast with the reason; the values stay as typed.
 * - **Leaving**: `isDirty` is derived (values differ from the saved baseline, or `alsoDirty`); put
 *   `<LeaveGuard when={form.isDirty} />` in the view for in-app navigation and tab close. A session
 *   that ends does not ask (the guard lets the redirect to /login through).
 *
 * A view-model owns one: `new EditForm({...})` in its constructor, `form.start()` in its `start()`,
 * `form.open(owner, saved)` when the record (and the user id for the draft key) are known.
 */
export class EditForm<T extends object, F extends string> {
  readonly draft: FormDraft<T>;
  readonly errors: FieldErrors<F>;
  readonly submission: FormSubmission;
  private readonly inputs = new Map<F, Focusable | null>();
  private readonly refs = new Map<F, (element: Focusable | null) => void>();

  constructor(private readonly options: EditFormOptions<T, F>) {
    this.draft = new FormDraft(options.drafts, options.format, options.empty, options.debounceMs);
    this.errors = new FieldErrors(options.schema, options.fields);
    this.submission = new FormSubmission({
      reporter: options.reporter,
      notices: options.notices,
      place: (error) => this.place(error),
      context: options.context,
      failureTitle: options.failureTitle,
      shownElsewhere: options.shownElsewhere,
    });
    makeAutoObservable<this, 'options' | 'inputs' | 'refs'>(
      this,
      { options: false, draft: false, errors: false, submission: false, inputs: false, refs: false },
      { autoBind: true },
    );
  }

  get values(): T {
    return this.draft.values;
  }

  get isOpen(): boolean {
    return this.draft.isOpen;
  }

  /** Derived, never tracked by hand: typed values that differ from the saved ones, or other unsaved input. */
  get isDirty(): boolean {
    return this.draft.isDirty || (this.options.alsoDirty?.() ?? false);
  }

  get saving(): boolean {
    return this.submission.busy;
  }

  message(field: F): string | undefined {
    return this.errors.message(field);
  }

  /** Writes pending drafts on page hide; the cleanup writes what is left. */
  start(): () => void {
    return this.draft.start();
  }

  /**
   * Begins editing `owner`'s record from `saved`; an earlier draft is offered. What was typed before
   * the form could open (the user id still loading) is kept on top.
   */
  open(owner: DraftOwner, saved: T): void {
    const early =
      !this.draft.isOpen && this.draft.isDirty
        ? { typed: toJS(this.draft.values), empty: toJS(this.draft.baseline) }
        : null;
    this.errors.clear();
    this.draft.open(owner, saved);
    if (!early) return;
    for (const key of Object.keys(early.typed) as (keyof T)[]) {
      if (JSON.stringify(early.typed[key]) !== JSON.stringify(early.empty[key])) this.draft.set(key, early.typed[key]);
    }
  }

  /** Newer saved values (a refetch): taken over unless the creator has typed something. */
  rebase(saved: T): void {
    this.draft.rebase(saved);
  }

  /** The latest stored values replace the form's after a save conflict; the typed ones stay offered as a draft. */
  takeLatest(latest: T, now: Date): void {
    this.draft.takeLatest(latest, now);
    this.errors.clear();
  }

  set<K extends keyof T>(field: K, value: T[K]): void {
    this.draft.set(field, value);
    if (this.isField(field)) this.errors.recheck(field, this.checkedValues);
  }

  blur(field: F): boolean {
    return this.errors.check(field, this.checkedValues);
  }

  /** Checks every field with `schema` (default: the form's rules); the first invalid one gets the focus. */
  validate(schema?: v.GenericSchema): boolean {
    const ok = this.errors.checkAll(this.checkedValues, schema);
    if (!ok) this.focusFirstInvalid();
    return ok;
  }

  /**
   * Runs one save of the current values: checked first (nothing is sent when a rule fails), then
   * `action`; on success the saved values become the baseline and the draft goes. Null when a
   * save was already running, a rule failed, or the save failed (reason at the field and in a toast).
   */
  async save<R>(action: (values: T) => Promise<R>, options: SaveOptions<T, R>): Promise<R | null> {
    if (this.saving) return null;
    if (options.schema !== null && !this.validate(options.schema)) return null;
    const result = await this.submission.run(
      () => action(toJS(this.draft.values)),
      options.details,
      options.failureTitle,
    );
    if (result === null) {
      this.focusFirstInvalid();
      return null;
    }
    this.draft.commit(options.saved(result));
    this.errors.clear();
    return result;
  }

  /** A stable ref callback for a field's input, so the model can move the focus there. */
  inputRef(field: F): (element: Focusable | null) => void {
    let ref = this.refs.get(field);
    if (!ref) {
      ref = (element) => void this.inputs.set(field, element);
      this.refs.set(field, ref);
    }
    return ref;
  }

  focusFirstInvalid(): void {
    const first = this.errors.firstInvalid;
    if (first) this.inputs.get(first)?.focus();
  }

  private get checkedValues(): object {
    return this.options.checked ? this.options.checked(this.draft.values) : this.draft.values;
  }

  private isField(field: PropertyKey): field is F {
    return (this.options.fields as readonly PropertyKey[]).includes(field);
  }

  private place(error: unknown): boolean {
    if (this.options.placeOther?.(error)) return true;
    if (!(error instanceof ValidationError) || !error.field) return false;
    const field = this.options.fieldOf
      ? this.options.fieldOf(error.field)
      : this.options.fields.find((f) => f === error.field);
    if (!field) return false;
    this.errors.set(field, error.userMessage);
    return true;
  }
}
