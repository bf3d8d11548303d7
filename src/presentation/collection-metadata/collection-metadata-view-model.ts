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
import { UserApi } from '../../application/ports/user-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import type { Contract } from '../../domain/contract/contract';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import type { MultiMetadata, SingleMetadata, SingleToken } from '../../domain/metadata/collection-metadata';
import { koreanYear } from '../../domain/time/korean-year';
import { metadataCopy } from '../copy/metadata-copy';
import { DraftUser } from '../forms/draft-user-id';
import { EditForm } from '../forms/edit-form';
import { Notices } from '../forms/notices';
import { ImageSizeReader } from '../me/image-size-reader';
import { contractMetadataQuery, launchpadKeys, multiMetadataQuery, singleMetadataQuery } from '../queries/launchpad-queries';
import { ObservableQuery } from '../queries/observable-query';
import { QueryClientToken } from '../queries/query-client-token';
import {
  emptyMetadataForm,
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
      placeOther: (error) => this.placeImageError(error),
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
    makeAutoObservable<this, 'contractsApi' | 'draftUser' | 'queryClient' | 'saveMetadata' | 'clock' | 'reporter' | 'notices'>(
      this,
      {
        form: false,
        image: false,
        media: false,
        contractsApi: false,
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
    this.contractQuery = contract;
    this.metadataQuery = metadata;
    const stops = [contract.start(), metadata.start(), this.form.start(), () => this.image.cancel(), () => this.media.cancel()];
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

  /** Korean time: the year rule's upper bound (spec §5). */
  get currentYear(): number {
    return koreanYear(this.clock.now());
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
    if (id === null || this.busy || !this.form.isOpen) return false;
    const kind = this.kind;
    this.pending = temporary ? 'draft' : 'submit';
    const result = await this.form.save<SavedMetadata>(
      (values) =>
        kind === 'SINGLE'
          ? this.saveMetadata.single(singleMetadataInput(values, id, temporary))
          : this.saveMetadata.multi(multiMetadataInput(values, id, temporary)),
      {
        saved: (metadata) => metadataFormValuesOf(metadata, this.contract),
        schema: metadataRules(kind, this.currentYear, !temporary),
        details: { launchpadId: id, temporary },
        failureTitle: temporary ? metadataCopy.draftFailed : metadataCopy.submitFailed,
      },
    );
    runInAction(() => (this.pending = null));
    if (!result) return false;
    this.queryClient.setQueryData(kind === 'SINGLE' ? launchpadKeys.singleMetadata(id) : launchpadKeys.multiMetadata(id), result);
    if (!temporary) {
      // 제출 may have sent the launchpad to review: its status shows in the list and the workspace.
      void this.queryClient.invalidateQueries({ queryKey: launchpadKeys.detail(id) });
      void this.queryClient.invalidateQueries({ queryKey: launchpadKeys.list() });
    }
    this.notices.success(temporary ? metadataCopy.draftSaved : metadataCopy.submitted);
    return true;
  }

  private show(launchpadId: number, saved: SavedMetadata | null, contract: Contract | null, userId: string): void {
    const values = metadataFormValuesOf(saved, contract);
    if (this.form.isOpen && this.openedFor === launchpadId) this.form.rebase(values);
    else {
      this.form.open({ userId, recordId: launchpadId }, values);
      this.openedFor = launchpadId;
    }
  }

  /** The server refused an uploaded image's URL: the reason goes under that picker. */
  private placeImageError(error: unknown): boolean {
    if (!(error instanceof ValidationError)) return false;
    const target = error.field === 'imageUrl' ? this.image : error.field === 'mediaUrl' ? this.media : null;
    target?.setError(error.userMessage);
    return target !== null;
  }
}
