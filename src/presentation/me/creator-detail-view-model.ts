import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction, toJS } from 'mobx';
import { toAppError, ValidationError, type AppError } from '../../application/errors/app-error';
import { FormDrafts } from '../../application/drafts/form-drafts';
import { SubmitCreator } from '../../application/me/submit-creator';
import { CreatorsApi } from '../../application/ports/creators-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { submitCreatorInputSchema, type Creator } from '../../domain/creator/creator';
import { meCopy } from '../copy/me-copy';
import { draftUserId } from '../forms/draft-user-id';
import { FieldErrors } from '../forms/field-errors';
import { FormDraft } from '../forms/form-draft';
import { FormSubmission } from '../forms/form-submission';
import { Notices } from '../forms/notices';
import { creatorQuery, meKeys } from '../queries/me-queries';
import { ObservableQuery } from '../queries/observable-query';
import { QueryClientToken } from '../queries/query-client';
import { creatorDraftFormat, creatorFields, creatorFormValuesOf, emptyCreatorForm, type CreatorField } from './creator-form-values';
import { ImageSizeReader } from './image-size-reader';
import { ProfileImagePicker } from './profile-image-picker';

/**
 * /me/creators/{id}: the profile's detail and edit. Typing is kept as a draft per user and creator;
 * submit sends the fields and the new image as multipart, with upload progress.
 */
@injectable()
export class CreatorDetailViewModel {
  query: ObservableQuery<Creator> | null = null;
  readonly form: FormDraft<typeof emptyCreatorForm>;
  readonly errors = new FieldErrors(submitCreatorInputSchema, creatorFields);
  readonly image: ProfileImagePicker;
  readonly submission: FormSubmission;
  /** 0..1 while the submit is being sent, null otherwise. */
  progress: number | null = null;
  private creatorId: number | null = null;
  private userId: string | null = null;
  private ownerError: AppError | null = null;
  /** The creator the form was opened for: a refetch of it rebases, another creator reopens. */
  private openedFor: number | null = null;

  constructor(
    @inject(CreatorsApi) private readonly api: CreatorsApi,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
    @inject(FormDrafts) drafts: FormDrafts,
    @inject(SubmitCreator) private readonly submitCreator: SubmitCreator,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(Notices) private readonly notices: Notices,
    @inject(ImageSizeReader) readImageSize: ImageSizeReader,
  ) {
    this.form = new FormDraft(drafts, creatorDraftFormat, emptyCreatorForm);
    this.image = new ProfileImagePicker(readImageSize);
    this.submission = new FormSubmission({
      reporter,
      notices,
      place: (error) => this.placeError(error),
      context: { area: 'me', action: 'submit-creator' },
      failureTitle: meCopy.creator.submitFailed,
    });
    makeAutoObservable<this, 'api' | 'queryClient' | 'submitCreator' | 'reporter' | 'notices'>(
      this,
      { form: false, image: false, submission: false, api: false, queryClient: false, submitCreator: false, reporter: false, notices: false },
      { autoBind: true },
    );
  }

  start(creatorId: number): () => void {
    if (this.creatorId !== creatorId) this.image.clear();
    this.creatorId = creatorId;
    const query = new ObservableQuery(this.queryClient, creatorQuery(this.api, creatorId));
    this.query = query;
    const stops = [query.start(), this.form.start()];
    this.loadOwner();
    stops.push(
      reaction(
        () => [query.data, this.userId] as const,
        ([creator, userId]) => creator && userId && this.show(creator, userId),
        { fireImmediately: true },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }

  get status(): 'loading' | 'ready' | 'error' {
    if (this.error) return 'error';
    return this.query?.data && this.form.isOpen ? 'ready' : 'loading';
  }

  get error(): AppError | null {
    return this.query?.status === 'error' ? this.query.error : this.ownerError;
  }

  get creator(): Creator | undefined {
    return this.query?.data;
  }

  /** Typed text or a picked image not yet submitted: leaving asks first. */
  get isDirty(): boolean {
    return this.form.isDirty || this.image.file !== null;
  }

  get uploadPercent(): number | null {
    return this.progress === null ? null : Math.round(this.progress * 100);
  }

  setField(field: CreatorField, value: string): void {
    this.form.set(field, value);
    this.errors.recheck(field, this.form.values);
  }

  blurField(field: CreatorField): void {
    this.errors.check(field, this.form.values);
  }

  get saving(): boolean {
    return this.submission.busy;
  }

  /** True when saved; false with the reasons at the fields (or in a toast) otherwise. */
  async submit(): Promise<boolean> {
    const id = this.creatorId;
    if (this.saving || this.image.checking || id === null || !this.form.isOpen) return false;
    if (!this.errors.checkAll(this.form.values) || this.image.error) return false;
    const file = this.image.file;
    this.progress = file ? 0 : null;
    const saved = await this.submission.run(
      () => this.submitCreator.execute(id, toJS(this.form.values), file, { onUploadProgress: this.setProgress }),
      { creatorId: id },
    );
    runInAction(() => {
      this.progress = null;
      if (!saved) return;
      this.form.commit(creatorFormValuesOf(saved));
      this.queryClient.setQueryData(meKeys.creator(id), saved);
      this.image.clear();
      this.errors.clear();
    });
    if (!saved) return false;
    void this.queryClient.invalidateQueries({ queryKey: meKeys.creators(), exact: true });
    this.notices.success(meCopy.creator.submitted);
    return true;
  }

  /** A refused image belongs under the image picker; every other field error under its field. */
  private placeError(error: unknown): boolean {
    if (error instanceof ValidationError && error.field === 'image') {
      this.image.setError(error.userMessage);
      return true;
    }
    return this.errors.place(error);
  }

  private setProgress(fraction: number): void {
    this.progress = fraction;
  }

  private show(creator: Creator, userId: string): void {
    const owner = { userId, recordId: creator.id };
    if (this.form.isOpen && this.openedFor === creator.id) this.form.rebase(creatorFormValuesOf(creator));
    else {
      this.errors.clear();
      this.form.open(owner, creatorFormValuesOf(creator));
      this.openedFor = creator.id;
    }
  }

  /** Drafts are kept per user: the id comes from the (usually cached) user info. */
  private loadOwner(): void {
    if (this.userId) return;
    draftUserId(this.queryClient, this.api).then(
      (userId) => runInAction(() => (this.userId = userId)),
      (error: unknown) => {
        this.reporter.report(error, { area: 'me', action: 'load-user-for-drafts' });
        runInAction(() => (this.ownerError = toAppError(error)));
      },
    );
  }
}
