import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CreateCreator } from '../../application/me/create-creator';
import { CreatorProfilesApi } from '../../application/ports/creator-profiles-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { createCreatorInputSchema, type Creator } from '../../domain/creator/creator';
import { meCopy } from '../shared/copy/me-copy';
import { FieldErrors } from '../shared/forms/field-errors';
import { FormSubmission } from '../shared/forms/form-submission';
import { Notices } from '../shared/forms/notices';
import { creatorsQuery, meKeys } from '../../application/reads/me-reads';
import { ObservableQuery } from '../shared/queries/observable-query';
import { QueryClientToken } from '../shared/queries/query-client-token';

/** /me/creators: the creator profiles, and 크리에이터 추가 (a dialog with the name). */
@injectable()
export class CreatorsViewModel {
  readonly creators: ObservableQuery<Creator[]>;
  readonly submission: FormSubmission;
  readonly errors = new FieldErrors(createCreatorInputSchema, ['name'] as const);
  dialogOpen = false;
  name = '';

  constructor(
    @inject(CreatorProfilesApi) api: CreatorProfilesApi,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
    @inject(CreateCreator) private readonly createCreator: CreateCreator,
    @inject(ErrorReporter) reporter: ErrorReporter,
    @inject(Notices) private readonly notices: Notices,
  ) {
    // A passive handle on the cache: nothing is fetched until start().
    this.creators = new ObservableQuery(queryClient, creatorsQuery(api));
    this.submission = new FormSubmission({
      reporter,
      notices,
      place: (error) => this.errors.place(error),
      context: { area: 'me', action: 'create-creator' },
      failureTitle: meCopy.creators.addFailed,
    });
    makeAutoObservable<this, 'queryClient' | 'createCreator' | 'notices'>(
      this,
      { creators: false, submission: false, queryClient: false, createCreator: false, notices: false },
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

  get nameError(): string | undefined {
    return this.errors.message('name');
  }

  openDialog(): void {
    this.dialogOpen = true;
  }

  closeDialog(): void {
    if (this.creating) return;
    this.dialogOpen = false;
    this.name = '';
    this.errors.clear();
  }

  setName(value: string): void {
    this.name = value;
    this.errors.recheck('name', { name: value });
  }

  blurName(): void {
    if (this.name !== '') this.errors.check('name', { name: this.name });
  }

  /** A save is running: the dialog's buttons show it and a second submit is ignored. */
  get creating(): boolean {
    return this.submission.busy;
  }

  /** The new profile (so the view can open it), or null when it was not created (reason shown). */
  async create(): Promise<Creator | null> {
    if (this.creating || !this.errors.check('name', { name: this.name })) return null;
    const created = await this.submission.run(() => this.createCreator.execute({ name: this.name }));
    if (!created) return null;
    this.queryClient.setQueryData(meKeys.creator(created.id), created);
    this.queryClient.setQueryData<Creator[]>(meKeys.creators(), (list) => [...(list ?? []), created]);
    void this.queryClient.invalidateQueries({ queryKey: meKeys.creators(), exact: true });
    this.closeDialog();
    this.notices.success(meCopy.creators.added(created.name));
    return created;
  }
}
