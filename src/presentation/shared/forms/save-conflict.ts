import { makeAutoObservable } from 'mobx';
import { ValidationError } from '../../../application/errors/app-error';

/** The two versions a refused save is between: the one the form loaded, and the one stored now. */
export interface ConflictVersions {
  /** `updatedAt` of the version the form was loaded from (null: none was saved then). */
  mineAt: string | null;
  /** `updatedAt` of the stored version; undefined while it is being read again. */
  latestAt: string | null | undefined;
}

/** True for the API's answer to a save whose record changed since the form loaded it (409 at `baseUpdatedAt`). */
export function isSaveConflict(error: unknown): boolean {
  return error instanceof ValidationError && error.status === 409 && error.field === 'baseUpdatedAt';
}

/**
 * Optimistic concurrency for one form (product decisions, "Saving"): which stored version the form
 * is based on (sent with each save as `baseUpdatedAt`), and the conflict to show when the API
 * refuses a save because another tab or person saved first. The view-model decides what
 * 내 내용으로 덮어쓰기 and 최신 내용 불러오기 do; this only keeps the versions straight.
 */
export class SaveConflict {
  /** What the next save sends as `baseUpdatedAt`; undefined until a record has been loaded. */
  base: string | null | undefined = undefined;
  /** The conflict on screen, or null. */
  shown: ConflictVersions | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * The stored record as read (open, refetch). The form takes it over only while nothing is typed,
   * so only then does it become the base; typed changes stay based on what they were typed over.
   */
  loaded(updatedAt: string | null, formTookItOver: boolean): void {
    if (this.base === undefined || formTookItOver) this.base = updatedAt;
  }

  /** The stored version's time, read again after a refusal. */
  latest(updatedAt: string | null): void {
    if (this.shown) this.shown = { ...this.shown, latestAt: updatedAt };
  }

  /** A save went through: its answer is the new base. */
  saved(updatedAt: string | null): void {
    this.base = updatedAt;
    this.shown = null;
  }

  /** A save was refused as a conflict: shows it (the caller reads the record again for `latestAt`). */
  refused(): void {
    this.shown = { mineAt: this.base ?? null, latestAt: undefined };
  }

  /**
   * A save was refused as a conflict: shows it and reads the stored version's time again with `read`;
   * a read that fails closes the dialog (`failed` reports it), leaving what was typed as it is.
   */
  refusedThenRead(read: () => Promise<string | null>, failed: (error: unknown) => void): void {
    this.refused();
    read()
      .then(this.latest)
      .catch((error: unknown) => {
        failed(error);
        this.dismiss();
      });
  }

  /**
   * 내 내용으로 덮어쓰기 or 최신 내용 불러오기 was chosen: the latest version is now the base.
   * False while its time is not known yet (nothing changes then).
   */
  resolve(): boolean {
    const latest = this.shown?.latestAt;
    if (latest === undefined) return false;
    this.base = latest;
    this.shown = null;
    return true;
  }

  dismiss(): void {
    this.shown = null;
  }
}
