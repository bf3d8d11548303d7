import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { ValidationError, type AppError } from '../../application/errors/app-error';
import { SubmitCreator } from '../../application/me/submit-creator';
import { UploadImage } from '../../application/images/upload-image';
import { pageReads } from '../../application/reads/page-reads';
import { submitCreatorInputSchema, type Creator } from '../../domain/creator/creator';
import { meCopy } from '../shared/copy/me-copy';
import type { DraftUser } from '../shared/forms/draft-user-id';
import { EditForm } from '../shared/forms/edit-form';
import { isSaveConflict } from '../shared/forms/save-conflict';
import type { VersionedSaves } from '../shared/forms/versioned-saves';
import type { FieldErrors } from '../shared/forms/field-errors';
import type { FormDraft } from '../shared/forms/form-draft';
import { FormServices } from '../shared/forms/form-services';
import { PageQueries } from '../shared/queries/page-queries';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { notObserved } from '../shared/view-models/not-observed';
import {
  creatorDraftFormat,
  creatorFields,
  creatorFormValuesOf,
  emptyCreatorForm,
  type CreatorField,
} from './creator-form-values';
import { ProfileImagePicker } from '../shared/images/profile-image-picker';

/**
 * /me/creators/{id}: the profile's detail and edit, on the shared EditForm (draft per user and
 * creator, errors at their fields, one submission at a time); submit sends the fields and the new
 * image as multipart, with upload progress (SubmitCreator, which keeps the cache true). The picked
 * image is checked by UploadImage's picture rules before it shows.
 */
@injectable()
export class CreatorDetailViewModel {
  query: ObservableQuery<Creator> | null = null;
  readonly editForm: EditForm<typeof emptyCreatorForm, CreatorField>;
  readonly image: ProfileImagePicker;
  /** The form's phase (제출 asks first), and the conflict when the profile was submitted elsewhere since. */
  readonly saves: VersionedSaves<typeof emptyCreatorForm, CreatorField, Creator>;
  private creatorId: number | null = null;
  private readonly draftUser: DraftUser;
  /** The creator the form was opened for: a refetch of it rebases, another creator reopens. */
  private openedFor: number | null = null;

  constructor(
    @inject(FormServices) private readonly forms: FormServices,
    @inject(PageQueries) private readonly pages: PageQueries,
    @inject(SubmitCreator) private readonly submitCreator: SubmitCreator,
    @inject(UploadImage) images: UploadImage,
  ) {
    this.draftUser = forms.draftUser('me');
    this.image = new ProfileImagePicker(images);
    this.editForm = new EditForm({
      ...forms.editForm,
      format: creatorDraftFormat,
      empty: emptyCreatorForm,
      schema: submitCreatorInputSchema,
      fields: creatorFields,
      context: { area: 'me', action: 'submit-creator' },
      failureTitle: meCopy.creator.submitFailed,
      shownElsewhere: isSaveConflict,
      placeOther: (error) => this.saves.conflict.place(error) || this.placeImageError(error),
      // The image file cannot be kept in a draft, but leaving with one picked still asks first.
      alsoDirty: () => this.image.file !== null,
    });
    this.saves = forms.versionedSaves(this.editForm, {
      context: { area: 'me', form: 'creator' },
      readLatest: () => this.query?.latest() ?? Promise.resolve(null),
      valuesOf: (creator) => (creator ? creatorFormValuesOf(creator) : emptyCreatorForm),
    });
    makeAutoObservable<this, 'forms' | 'pages' | 'draftUser' | 'submitCreator'>(
      this,
      notObserved('forms', 'pages', 'draftUser', 'submitCreator', 'editForm', 'image', 'saves'),
      { autoBind: true },
    );
  }

  /** The typed values and their draft (the restore banner shows its offer). */
  get form(): FormDraft<typeof emptyCreatorForm> {
    return this.editForm.draft;
  }

  get errors(): FieldErrors<CreatorField> {
    return this.editForm.errors;
  }

  /** Typed text or a picked image not yet submitted: leaving asks first. */
  get isDirty(): boolean {
    return this.editForm.isDirty;
  }

  start(creatorId: number): () => void {
    if (this.creatorId !== creatorId) this.image.clear();
    this.creatorId = creatorId;
    // The page's read, as the route prefetches it.
    const query = this.pages.observe(pageReads.creator, creatorId).creator;
    this.query = query;
    const stops = [query.start(), this.editForm.start()];
    this.draftUser.load();
    stops.push(
      reaction(
        () => [query.data, this.draftUser.id] as const,
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
    return this.query?.status === 'error' ? this.query.error : this.draftUser.error;
  }

  get creator(): Creator | undefined {
    return this.query?.data;
  }

  get saving(): boolean {
    return this.editForm.saving;
  }

  /** 제출 asks first, once nothing runs and every field holds (else the fields say why); true when it asks. */
  askSubmit(): boolean {
    if (this.saving || this.image.checking || this.creatorId === null || !this.editForm.isOpen) return false;
    if (!this.editForm.validate() || this.image.error) return false;
    this.saves.ask();
    return true;
  }

  /**
   * 제출 (or 덮어쓰기 after a conflict): the fields and the picked image, based on the version the form
   * loaded. True when saved; false with the reasons at the fields, in a toast, or the conflict dialog.
   */
  async submit(): Promise<boolean> {
    this.saves.cancel();
    const id = this.creatorId;
    if (id === null || this.saving || this.image.checking || this.image.error || !this.editForm.isOpen) return false;
    const { file, setSending } = this.image;
    this.image.startSending();
    const saved = await this.saves.run(
      false,
      (values, baseUpdatedAt) =>
        this.submitCreator.execute(id, { ...values, baseUpdatedAt }, file, { onUploadProgress: setSending }),
      { saved: creatorFormValuesOf, details: { creatorId: id }, success: meCopy.creator.submitted, setupTask: true },
    );
    this.image.endSending(saved !== null);
    return saved !== null;
  }

  /** 내 내용으로 덮어쓰기: the typed fields and picked image, submitted again over the latest version. */
  overwriteConflict(): Promise<boolean> {
    return this.saves.conflict.overwrite() === null ? Promise.resolve(false) : this.submit();
  }

  /** A refused image belongs under the image picker (every other field error goes under its field). */
  private placeImageError(error: unknown): boolean {
    if (!(error instanceof ValidationError) || error.field !== 'image') return false;
    this.image.setError(error.userMessage);
    return true;
  }

  private show(creator: Creator, userId: string): void {
    const owner = { userId, recordId: creator.id };
    const reopened = !(this.editForm.isOpen && this.openedFor === creator.id);
    if (!reopened) this.editForm.rebase(creatorFormValuesOf(creator));
    else {
      this.editForm.open(owner, creatorFormValuesOf(creator));
      this.openedFor = creator.id;
    }
    this.saves.conflict.loaded(creator, reopened || !this.editForm.isDirty);
  }
}
