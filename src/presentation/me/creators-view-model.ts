import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CreateCreator } from '../../application/me/create-creator';
import { pageReads } from '../../application/reads/page-reads';
import { createCreatorInputSchema, type Creator } from '../../domain/creator/creator';
import { meCopy } from '../shared/copy/me-copy';
import { FieldErrors } from '../shared/forms/field-errors';
import { FormServices } from '../shared/forms/form-services';
import { PageQueries } from '../shared/queries/page-queries';
import { FormSubmission } from '../shared/forms/form-submission';
import { NameDialogForm } from '../shared/forms/name-dialog-form';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { notObserved } from '../shared/view-models/not-observed';

/** /me/creators: the creator profiles, and 크리에이터 만들기 (a dialog with the name). */
@injectable()
export class CreatorsViewModel {
  readonly creators: ObservableQuery<Creator[]>;
  readonly submission: FormSubmission;
  readonly errors = new FieldErrors(createCreatorInputSchema, ['name'] as const);
  readonly dialog: NameDialogForm = new NameDialogForm(
    this.errors,
    () => ({ name: this.dialog.name }),
    () => this.creating,
  );

  constructor(
    @inject(FormServices) private readonly forms: FormServices,
    @inject(PageQueries) pages: PageQueries,
    @inject(CreateCreator) private readonly createCreator: CreateCreator,
  ) {
    // The page's reads, as the route prefetches them; a passive handle: nothing is fetched until start().
    this.creators = pages.observe(pageReads.creators).creators;
    this.submission = new FormSubmission({
      ...forms.submission,
      place: (error) => this.errors.place(error),
      context: { area: 'me', action: 'create-creator' },
      failureTitle: meCopy.creators.addFailed,
    });
    makeAutoObservable<this, 'forms' | 'createCreator'>(
      this,
      notObserved('forms', 'createCreator', 'creators', 'submission', 'dialog'),
      { autoBind: true },
    );
  }

  start(): () => void {
    return this.creators.start();
  }

  /** Newest first: the profile just added is at the top. */
  get items(): Creator[] {
    return [...(this.creators.data ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
  }

  /** A save is running: the dialog's buttons show it and a second submit is ignored. */
  get creating(): boolean {
    return this.submission.busy;
  }

  /** The new profile (so the view can open it; CreateCreator put it into the cache), or null when it was not created (reason shown). */
  async create(): Promise<Creator | null> {
    if (this.creating || !this.dialog.checkName()) return null;
    const created = await this.submission.run(() => this.createCreator.execute({ name: this.dialog.name }));
    if (!created) return null;
    this.dialog.close();
    // The new profile opens next: the toast is about it, so it stays there.
    this.forms.notices.success(meCopy.creators.added(created.name), { forNextPage: true });
    return created;
  }
}
