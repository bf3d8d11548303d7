import { makeAutoObservable, runInAction } from 'mobx';
import type { EditForm, SaveOptions } from './edit-form';
import { editing, type FormPhase } from './form-phase';
import type { Notices } from './notices';
import type { SaveConflictFlow } from './save-conflict';

export interface VersionedSaveOptions<T, R> extends SaveOptions<T, R> {
  /** The toast when it went through (임시저장했습니다, 제출했습니다). */
  success: string;
  /** A setup checklist task (a creator profile submitted): the toast offers the way back to the checklist. */
  setupTask?: boolean;
}

/**
 * The saves of a form whose record has a version (collection metadata, auction description, creator
 * profile), the way each of them goes: the form's phase (editing, asking 제출's question, saving),
 * each save sending the version the form is based on (the conflict flow's `begin`), a refusal as a
 * conflict shown by the flow (EditForm's `placeOther` hands it over), and the answer's version the
 * new base. `temporary` is the button pressed (임시저장, or 저장 / 제출 and the like): its spinner, and the
 * kind 덮어쓰기 repeats; what is sent (a DRAFT, or 제출 under 심사) is the caller's `send`.
 */
export class VersionedSaves<T extends object, F extends string, R extends { updatedAt: string | null }> {
  phase: FormPhase = editing;

  constructor(
    private readonly form: EditForm<T, F>,
    readonly conflict: SaveConflictFlow<T, R>,
    private readonly notices: Notices,
  ) {
    makeAutoObservable<this, 'form' | 'notices'>(
      this,
      { form: false, conflict: false, notices: false },
      { autoBind: true },
    );
  }

  /** Which save is running, for its button's spinner. */
  running(temporary: boolean): boolean {
    return this.phase.kind === 'saving' && this.phase.temporary === temporary;
  }

  get asking(): boolean {
    return this.phase.kind === 'asking-submit';
  }

  /** 제출's question opens (the caller has checked every field). */
  ask(): void {
    this.phase = { kind: 'asking-submit' };
  }

  cancel(): void {
    this.phase = editing;
  }

  /**
   * One save of the form's values by `send`, with the version they are based on; null when it was
   * refused (a conflict asks; any other reason shows at its field or in a toast).
   */
  async run(
    temporary: boolean,
    send: (values: T, base: string | null | undefined) => Promise<R>,
    options: VersionedSaveOptions<T, R>,
  ): Promise<R | null> {
    this.phase = { kind: 'saving', temporary };
    const base = this.conflict.begin(temporary);
    const saved = await this.form.save((values) => send(values, base), options);
    runInAction(() => (this.phase = editing));
    if (!saved) return null;
    this.conflict.saved(saved.updatedAt);
    if (options.setupTask) this.notices.success(options.success, { setupTask: true });
    else this.notices.success(options.success);
    return saved;
  }
}
