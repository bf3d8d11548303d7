import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import * as v from 'valibot';
import { FormDrafts } from '../../application/drafts/form-drafts';
import { ValidationError, type AppError } from '../../application/errors/app-error';
import { SaveCollectionMetadata } from '../../application/launchpads/save-collection-metadata';
import { Clock } from '../../application/ports/clock';
import { ContractsApi } from '../../application/ports/contracts-api';
import { ImageUploadApi } from '../../application/ports/image-upload-api';
import { LaunchpadsApi } from '../../application/ports/launchpads-api';
import { UserApi } from '../../application/ports/user-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import type { Contract } from '../../domain/contract/contract';
import { canChangeLaunch } from '../../domain/launchpad/launch-lifecycle';
import type { CollectionType, Launchpad } from '../../domain/launchpad/launchpad';
import type { MultiMetadata, SingleMetadata, SingleToken } from '../../domain/metadata/collection-metadata';
import { koreanYear } from '../../domain/time/korean-year';
import { metadataCopy } from '../shared/copy/metadata-copy';
import { DraftUser } from '../shared/forms/draft-user-id';
import { EditForm } from '../shared/forms/edit-form';
import { Notices } from '../shared/forms/notices';
import { ImageSizeReader } from '../../application/ports/image-size-reader';
import { contractMetadataQuery, launchpadKeys, launchpadQuery, multiMetadataQuery, singleMetadataQuery } from '../../application/reads/launchpad-reads';
import { ObservableQuery } from '../shared/queries/observable-query';
import { QueryClientToken } from '../shared/queries/query-client-token';
import {
  emptyMetadataForm,
  linkFields,
  metadataDraftFormat,
  metadataFieldOf,
  metadataFields,
  metadataFormValuesOf,
  metadataRules,
  multiMetadataInput,
  singleMetadataInput,
  type MetadataField,
  type MetadataFormValues,
} from './metadata-form-values';
import { isSaveConflict, SaveConflict } from '../shared/forms/save-conflict';
import { MetadataImageUpload } from './metadata-image-upload';

type SavedMetadata = SingleMetadata | MultiMetadata;

/**
 * Step 2 (메타데이터) of a launchpad's collection metadata, single or multi edition, on the shared
 * EditForm: prefilled from the saved metadata (or the contract's name), kept as a draft per user
 * and launchpad, 임시저장 (DRAFT, blanks allowed) and 제출 (asked first: the launchpad goes to review).
 */
@injectable()
export class CollectionMetadataViewModel {
  kind: CollectionType = 'SINGLE';
  launchpadId: number | null = null;
  contractQuery: ObservableQuery<{ contract: Contract | null; tokens: SingleToken[] }> | null = null;
  metadataQuery: ObservableQuery<SavedMetadata | null> | null = null;
  readonly form: EditForm<MetadataFormValues, MetadataField>;
  readonly image: MetadataImageUpload;
  readonly media: MetadataImageUpload;
  /** 제출 asks first: the question is open. */
  confirming = false;
  /** Which save is running, for its button's spinner. */
  pending: 'draft' | 'submit' | null = null;
  /** The stored version the form is based on, and the conflict when another tab saved first. */
  readonly conflict = new SaveConflict();
  /** The kind of the last save (임시저장 or 제출), repeated by 내 내용으로 덮어쓰기. */
  private lastTemporary = true;
  /** The launchpad, for its state: from 승인됨 on the metadata is read-only. */
  launchpadQuery: ObservableQuery<Launchpad> | null = null;
  private readonly draftUser: DraftUser;
  private openedFor: number | null = null;

  constructor(
    @inject(ContractsApi) private readonly contractsApi: ContractsApi,
    @inject(UserApi) userApi: UserApi,
    @inject(ImageUploadApi) imageUploadApi: ImageUploadApi,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
    @inject(FormDrafts) drafts: FormDrafts,
    @inject(SaveCollectionMetadata) private readonly saveMetadata: SaveCollectionMetadata,
    @inject(Clock) private readonly clock: Clock,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(Notices) private readonly notices: Notices,
    @inject(ImageSizeReader) readImageSize: ImageSizeReader,
    @inject(LaunchpadsApi) private readonly launchpadsApi: LaunchpadsApi,
  ) {
    this.draftUser = new DraftUser(queryClient, userApi, reporter, 'launchpads');
    this.form = new EditForm({
      drafts,
      format: metadataDraftFormat,
      empty: emptyMetadataForm,
      // The kind is known at start(); the rules follow it (and this year in Korea).
      schema: v.lazy(() => metadataRules(this.kind, this.currentYear, true)),
      fields: metadataFields,
      fieldOf: metadataFieldOf,
      shownElsewhere: isSaveConflict,
      placeOther: (error) => this.placeConflict(error) || this.placeImageError(error),
      alsoDirty: () => this.image.busy || this.media.busy,
      reporter,
      notices,
      context: { area: 'launchpads', action: 'save-collection-metadata' },
      failureTitle: metadataCopy.submitFailed,
    });
    const upload = (field: 'imageUrl' | 'mediaUrl') =>
      new MetadataImageUpload({
        readSize: readImageSize,
        upload: (file, options) => imageUploadApi.uploadImage(file, options),
        onUploaded: (url) => this.form.set(field, url),
        reporter,
        notices,
        failureTitle: metadataCopy.uploadFailed,
        context: { area: 'launchpads', action: 'upload-metadata-image', field },
      });
    this.image = upload('imageUrl');
    this.media = upload('mediaUrl');
    makeAutoObservable<this, 'contractsApi' | 'launchpadsApi' | 'draftUser' | 'queryClient' | 'saveMetadata' | 'clock' | 'reporter' | 'notices'>(
      this,
      {
        form: false,
        image: false,
        media: false,
        contractsApi: false,
        launchpadsApi: false,
        draftUser: false,
        queryClient: false,
        saveMetadata: false,
        clock: false,
        reporter: false,
        notices: false,
      },
      { autoBind: true },
    );
  }

  start(launchpadId: number, kind: CollectionType): () => void {
    this.launchpadId = launchpadId;
    this.kind = kind;
    const contract = new ObservableQuery(this.queryClient, contractMetadataQuery(this.contractsApi, launchpadId));
    const metadata = new ObservableQuery<SavedMetadata | null>(
      this.queryClient,
      kind === 'SINGLE' ? singleMetadataQuery(this.contractsApi, launchpadId) : multiMetadataQuery(this.contractsApi, launchpadId),
    );
    const launchpad = new ObservableQuery(this.queryClient, launchpadQuery(this.launchpadsApi, launchpadId));
    this.contractQuery = contract;
    this.metadataQuery = metadata;
    this.launchpadQuery = launchpad;
    const stops = [contract.start(), metadata.start(), launchpad.start(), this.form.start(), () => this.image.cancel(), () => this.media.cancel()];
    this.draftUser.load();
    stops.push(
      reaction(
        () => [contract.data, metadata.data, this.draftUser.id] as const,
        ([read, saved, userId]) => read && saved !== undefined && userId && this.show(launchpadId, saved, read.contract, userId),
        { fireImmediately: true },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }

  get status(): 'loading' | 'ready' | 'error' {
    if (this.error) return 'error';
    return this.form.isOpen && this.openedFor === this.launchpadId ? 'ready' : 'loading';
  }

  get error(): AppError | null {
    const failed = [this.contractQuery, this.metadataQuery].find((query) => query?.status === 'error');
    return failed?.error ?? this.draftUser.error;
  }

  /** What the server holds now (null: nothing saved yet). */
  get saved(): SavedMetadata | null {
    return this.metadataQuery?.data ?? null;
  }

  get contract(): Contract | null {
    return this.contractQuery?.data?.contract ?? null;
  }

  /** Korean time: the year rule's upper bound (requirements §5). */
  get currentYear(): number {
    return koreanYear(this.clock.now());
  }

  /** The launchpad's state, once read (null before). */
  get launchpadStatus(): Launchpad['status'] | null {
    return this.launchpadQuery?.data?.status ?? null;
  }

  /** From 승인됨 on nothing is saved: the view says why instead of offering a save that fails. */
  get locked(): boolean {
    const status = this.launchpadStatus;
    return status !== null && !canChangeLaunch(status, 'content');
  }

  /** A submitted metadata being changed: saying so, because 제출 sends it back to review. */
  get editingSubmitted(): boolean {
    return this.saved?.status === 'SUBMITTED' && this.form.isDirty;
  }

  get busy(): boolean {
    return this.form.saving || this.image.busy || this.media.busy;
  }

  setField(field: keyof MetadataFormValues, value: string): void {
    this.form.set(field, value);
  }

  blurField(field: MetadataField): void {
    this.form.blur(field);
  }

  removeImage(which: 'imageUrl' | 'mediaUrl'): void {
    (which === 'imageUrl' ? this.image : this.media).cancel();
    this.form.set(which, '');
  }

  /** 임시저장: kept as a DRAFT on the server; blanks are fine, wrong values are not. */
  saveDraft(): Promise<boolean> {
    return this.persist(true);
  }

  /** 제출 asks first, once every rule holds (otherwise the reasons show at the fields). */
  askSubmit(): boolean {
    if (this.busy || !this.form.isOpen) return false;
    if (!this.form.validate(metadataRules(this.kind, this.currentYear, true))) return false;
    this.confirming = true;
    return true;
  }

  cancelSubmit(): void {
    this.confirming = false;
  }

  async confirmSubmit(): Promise<boolean> {
    this.confirming = false;
    return this.persist(false);
  }

  private async persist(temporary: boolean): Promise<boolean> {
    const id = this.launchpadId;
    if (id === null || this.busy || !this.form.isOpen || this.locked) return false;
    const kind = this.kind;
    this.pending = temporary ? 'draft' : 'submit';
    this.lastTemporary = temporary;
    // The version the form was loaded from: a record saved elsewhere since is a conflict, not overwritten.
    const baseUpdatedAt = this.conflict.base;
    const result = await this.form.save<SavedMetadata>(
      (values) =>
        kind === 'SINGLE'
          ? this.saveMetadata.single({ ...singleMetadataInput(values, id, temporary), baseUpdatedAt })
          : this.saveMetadata.multi({ ...multiMetadataInput(values, id, temporary), baseUpdatedAt }),
      {
        saved: (metadata) => metadataFormValuesOf(metadata, this.contract),
        schema: metadataRules(kind, this.currentYear, !temporary),
        details: { launchpadId: id, temporary },
        failureTitle: temporary ? metadataCopy.draftFailed : metadataCopy.submitFailed,
      },
    );
    runInAction(() => (this.pending = null));
    if (!result) return false;
    this.conflict.saved(result.updatedAt);
    this.queryClient.setQueryData(kind === 'SINGLE' ? launchpadKeys.singleMetadata(id) : launchpadKeys.multiMetadata(id), result);
    if (!temporary) {
      // 제출 may have sent the launchpad to review: its status shows in the list and the workspace.
      void this.queryClient.invalidateQueries({ queryKey: launchpadKeys.detail(id) });
      void this.queryClient.invalidateQueries({ queryKey: launchpadKeys.list() });
    }
    this.notices.success(temporary ? metadataCopy.draftSaved : metadataCopy.submitted);
    return true;
  }

  /** 내 내용으로 덮어쓰기: what was typed, saved again over the latest version. */
  overwriteConflict(): Promise<boolean> {
    if (!this.conflict.resolve()) return Promise.resolve(false);
    return this.persist(this.lastTemporary);
  }

  /** 최신 내용 불러오기: the latest version in the form; what was typed stays offered for 복원. */
  loadLatestInConflict(): void {
    if (!this.conflict.resolve()) return;
    this.form.takeLatest(metadataFormValuesOf(this.saved, this.contract), this.clock.now());
  }

  private show(launchpadId: number, saved: SavedMetadata | null, contract: Contract | null, userId: string): void {
    const values = metadataFormValuesOf(saved, contract);
    if (this.form.isOpen && this.openedFor === launchpadId) this.form.rebase(values);
    else {
      this.form.open({ userId, recordId: launchpadId }, values);
      this.openedFor = launchpadId;
      // A link saved under older rules (an old twitter.com URL) shows as stored, flagged at its field.
      for (const name of linkFields) if (values[name] !== '') this.form.blur(name);
    }
    this.conflict.loaded(saved?.updatedAt ?? null, !this.form.isDirty);
  }

  /** Another tab saved first: the dialog shows, with the stored version's time read again. */
  private placeConflict(error: unknown): boolean {
    if (!isSaveConflict(error) || this.launchpadId === null) return false;
    this.conflict.refused();
    const id = this.launchpadId;
    const query = this.kind === 'SINGLE' ? singleMetadataQuery(this.contractsApi, id) : multiMetadataQuery(this.contractsApi, id);
    this.queryClient
      .fetchQuery<SavedMetadata | null>({ ...query, staleTime: 0 })
      .then((latest) => this.conflict.latest(latest?.updatedAt ?? null))
      .catch((failure: unknown) => {
        this.reporter.report(failure, { area: 'launchpads', action: 'read-latest-metadata', launchpadId: id });
        this.conflict.dismiss();
      });
    return true;
  }

  /** The server refused an uploaded image's URL: the reason goes under that picker. */
  private placeImageError(error: unknown): boolean {
    if (!(error instanceof ValidationError)) return false;
    const target = error.field === 'imageUrl' ? this.image : error.field === 'mediaUrl' ? this.media : null;
    target?.setError(error.userMessage);
    return target !== null;
  }
}
