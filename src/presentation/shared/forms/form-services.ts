import { inject, injectable } from 'inversify';
import { FormDrafts } from '../../../application/drafts/form-drafts';
import { Clock } from '../../../application/ports/clock';
import { ErrorReporter } from '../../../application/ports/error-reporter';
import { ReadCache } from '../../../application/ports/read-cache';
import { UserApi } from '../../../application/ports/user-api';
import { DraftUser } from './draft-user-id';
import type { EditForm, EditFormOptions } from './edit-form';
import type { FormSubmissionOptions } from './form-submission';
import { Notices } from './notices';
import { SaveConflictFlow, type SaveConflictOptions } from './save-conflict';
import { VersionedSaves } from './versioned-saves';

/**
 * What every form's view-model needs besides its own use cases: drafts and their owner (the signed-in
 * creator's id), error reporting, notices, the clock and the conflicting-save flow. One injectable, so a form view-model injects its
 * services, its page's reads (PageQueries) and its use cases, not ten things.
 */
@injectable()
export class FormServices {
  constructor(
    @inject(FormDrafts) readonly drafts: FormDrafts,
    @inject(ErrorReporter) readonly reporter: ErrorReporter,
    @inject(Notices) readonly notices: Notices,
    @inject(ReadCache) private readonly cache: ReadCache,
    @inject(UserApi) private readonly user: UserApi,
    @inject(Clock) readonly clock: Clock,
  ) {}

  /** A form's conflicting-save flow (SaveConflictFlow), its times from the Clock and failures reported. */
  conflictFlow<T, L, K = boolean>(options: Omit<SaveConflictOptions<T, L>, 'clock' | 'reporter'>) {
    return new SaveConflictFlow<T, L, K>({ ...options, clock: this.clock, reporter: this.reporter });
  }

  /** The saves of a form whose record has a version, through the conflicting-save flow over `form`. */
  versionedSaves<T extends object, F extends string, R extends { updatedAt: string | null }>(
    form: EditForm<T, F>,
    options: Omit<SaveConflictOptions<T, R>, 'clock' | 'reporter' | 'form' | 'versionOf'>,
  ): VersionedSaves<T, F, R> {
    const conflict = this.conflictFlow<T, R>({ ...options, form, versionOf: (saved) => saved.updatedAt });
    return new VersionedSaves(form, conflict, this.notices);
  }

  /** The draft owner of a form in `area` (a failed load is reported there as `load-user-for-drafts`). */
  draftUser(area: string): DraftUser {
    return new DraftUser(this.cache, this.user, this.reporter, area);
  }

  /** The services' part of an EditForm's options (drafts, reporter, notices). */
  get editForm(): Pick<EditFormOptions<object, string>, 'drafts' | 'reporter' | 'notices'> {
    return { drafts: this.drafts, reporter: this.reporter, notices: this.notices };
  }

  /** The services' part of a FormSubmission's options (reporter, notices). */
  get submission(): Pick<FormSubmissionOptions, 'reporter' | 'notices'> {
    return { reporter: this.reporter, notices: this.notices };
  }
}
