import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isVersionConflict } from '../../../application/errors/version-conflict';
import type { Clock } from '../../../application/ports/clock';
import type { ErrorReporter } from '../../../application/ports/error-reporter';

/** True for the API's answer to a save whose record changed since the form loaded it (409 at `baseUpdatedAt`). */
export const isSaveConflict = isVersionConflict;

/**
 * Where a conflict stands, as one thing: none; refused and the stored version being read again;
 * or asking, with both versions' times (`mineAt`: the version the form was loaded from, null when
 * none was saved then; `latestAt`: the stored one). `repeat` is the save to repeat on 덮어쓰기.
 */
export type ConflictPhase<K> =
  | { kind: 'none' }
  | { kind: 'reading'; mineAt: string | null; repeat: K }
  | { kind: 'asking'; mineAt: string | null; latestAt: string | null; repeat: K };

/** What a conflict does to the form: the latest stored values replace its values, the typed ones stay as a draft. */
export interface ConflictingForm<T> {
  takeLatest(latest: T, now: Date): void;
}

export interface SaveConflictOptions<T, L> {
  form: ConflictingForm<T>;
  clock: Clock;
  reporter: ErrorReporter;
  /** What a failed read of the latest version is reported as (area, ids). */
  context: Record<string, unknown>;
  /**
   * The stored record read again through the cache (the page's read takes it too); null when there is
   * none. Rejects when it cannot be read.
   */
  readLatest: () => Promise<L | null>;
  /** The record's version (`updatedAt`). */
  versionOf: (record: L) => string | null;
  /** The form's values of a stored record (null: none stored). */
  valuesOf: (record: L | null) => T;
}

/**
 * The one conflicting-save flow (product decisions, "Saving": a save never silently overwrites a
 * record that changed since the form loaded it). It keeps the version the form is based on (sent
 * with every save as its precondition) and, when the API refuses a save as a conflict, reads the
 * stored version again and asks; the creator chooses:
 * - 내 내용으로 덮어쓰기 (`overwrite`): the typed values are saved again, now based on the latest
 *   version (the caller repeats its save of the kind `overwrite` answers);
 * - 최신 내용 불러오기 (`loadLatest`): the latest version shows, the typed values are kept as this
 *   tab's draft, offered for 복원 (its time from the Clock);
 * - 취소 (`dismiss`): nothing changes; the typed values stay in the form.
 * `K` is the kind of save to repeat (임시저장 or 제출, a row set, …).
 */
export class SaveConflictFlow<T, L, K = boolean> {
  /** What the next save sends as its precondition; undefined until a record has been loaded. */
  base: string | null | undefined = undefined;
  phase: ConflictPhase<K> = { kind: 'none' };
  private latest: L | null = null;
  private kind: K | undefined = undefined;

  constructor(private readonly options: SaveConflictOptions<T, L>) {
    makeAutoObservable<this, 'options' | 'latest' | 'kind'>(
      this,
      { options: false, latest: observableRef, kind: false },
      { autoBind: true },
    );
  }

  get asking(): boolean {
    return this.phase.kind !== 'none';
  }

  /**
   * The stored record as read (open, refetch). The form takes it over only while nothing is typed,
   * so only then does it become the base; typed changes stay based on what they were typed over.
   */
  loaded(record: L | null, formTookItOver: boolean): void {
    if (this.base === undefined || formTookItOver) this.base = record ? this.options.versionOf(record) : null;
  }

  /** A save of `kind` begins: the precondition it sends. */
  begin(kind: K): string | null | undefined {
    this.kind = kind;
    return this.base;
  }

  /** A save went through: its answer's version is the new base. */
  saved(version: string | null): void {
    this.base = version;
    this.phase = { kind: 'none' };
  }

  /** A refused save: true when it was a conflict (the dialog asks, once the stored version is read again). */
  place(error: unknown): boolean {
    if (!isSaveConflict(error) || this.kind === undefined) return false;
    const mineAt = this.base ?? null;
    const repeat = this.kind;
    this.phase = { kind: 'reading', mineAt, repeat };
    this.options.readLatest().then(
      (latest) =>
        runInAction(() => {
          if (this.phase.kind !== 'reading') return;
          this.latest = latest;
          this.phase = { kind: 'asking', mineAt, latestAt: latest && this.options.versionOf(latest), repeat };
        }),
      (failure: unknown) => {
        // What was typed stays as it is; the next save asks again.
        this.options.reporter.report(failure, { ...this.options.context, action: 'read-latest' });
        this.dismiss();
      },
    );
    return true;
  }

  /**
   * 내 내용으로 덮어쓰기: the latest version becomes the base; the kind of save to repeat, or null
   * while the latest version is not known yet (nothing changes then).
   */
  overwrite(): K | null {
    const phase = this.phase;
    if (phase.kind !== 'asking') return null;
    this.base = phase.latestAt;
    this.phase = { kind: 'none' };
    return phase.repeat;
  }

  /** 최신 내용 불러오기: the latest version in the form; what was typed stays offered for 복원. False while it is not known. */
  loadLatest(): boolean {
    const phase = this.phase;
    if (phase.kind !== 'asking') return false;
    this.base = phase.latestAt;
    this.phase = { kind: 'none' };
    this.options.form.takeLatest(this.options.valuesOf(this.latest), this.options.clock.now());
    return true;
  }

  /** 취소: nothing changes. */
  dismiss(): void {
    this.phase = { kind: 'none' };
  }
}
