import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import * as v from 'valibot';
import { RenameLaunchpad } from '../../application/launchpads/rename-launchpad';
import { LAUNCHPAD_NAME_MAX, type Launchpad } from '../../domain/launchpad/launchpad';
import { requiredText } from '../../domain/validation/common';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { FieldErrors } from '../shared/forms/field-errors';
import { FormServices } from '../shared/forms/form-services';
import { FormSubmission } from '../shared/forms/form-submission';
import { notObserved } from '../shared/view-models/not-observed';

const nameSchema = v.object({ name: requiredText(LAUNCHPAD_NAME_MAX) });

/** 이름 변경 in the workspace: a dialog with the name; RenameLaunchpad saves it and keeps the cache true. */
@injectable()
export class RenameLaunchpadViewModel {
  readonly errors = new FieldErrors(nameSchema, ['name'] as const);
  readonly submission: FormSubmission;
  launchpad: Launchpad | null = null;
  name = '';

  constructor(
    @inject(FormServices) private readonly forms: FormServices,
    @inject(RenameLaunchpad) private readonly renameLaunchpad: RenameLaunchpad,
  ) {
    this.submission = new FormSubmission({
      ...forms.submission,
      place: (error) => this.errors.place(error),
      context: { area: 'launchpad-workspace', action: 'rename-launchpad' },
      failureTitle: workspaceCopy.rename.failed,
    });
    makeAutoObservable<this, 'forms' | 'renameLaunchpad'>(
      this,
      notObserved('forms', 'renameLaunchpad', 'submission', 'errors'),
      { autoBind: true },
    );
  }

  get opened(): boolean {
    return this.launchpad !== null;
  }

  get nameError(): string | undefined {
    return this.errors.message('name');
  }

  open(launchpad: Launchpad): void {
    this.launchpad = launchpad;
    this.name = launchpad.name;
    this.errors.clear();
  }

  close(): void {
    if (this.submission.busy) return;
    this.launchpad = null;
  }

  setName(value: string): void {
    this.name = value;
    this.errors.recheck('name', { name: value });
  }

  /** The renamed launchpad, or null when the name was refused or the save failed (reason shown, typing kept). */
  async save(): Promise<Launchpad | null> {
    const launchpad = this.launchpad;
    if (!launchpad || !this.errors.checkAll({ name: this.name })) return null;
    const saved = await this.submission.run(() => this.renameLaunchpad.execute(launchpad, this.name), {
      launchpadId: launchpad.id,
    });
    if (!saved) return null;
    this.forms.notices.success(workspaceCopy.rename.saved);
    this.launchpad = null;
    return saved;
  }
}
