import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import * as v from 'valibot';
import type { AppError } from '../../application/errors/app-error';
import { UploadImage } from '../../application/images/upload-image';
import { CollectionMetadataStep } from '../../application/launchpads/collection-metadata-step';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import { emptyMetadataForm, metadataFieldOf, metadataFields, metadataRules } from '../../domain/metadata/metadata-form';
import type { MetadataField, MetadataFormValues, SavedMetadata } from '../../domain/metadata/metadata-form';
import { metadataCopy } from '../shared/copy/metadata-copy';
import { EditForm } from '../shared/forms/edit-form';
import { FormServices } from '../shared/forms/form-services';
import { isSaveConflict } from '../shared/forms/save-conflict';
import type { VersionedSaves } from '../shared/forms/versioned-saves';
import { notObserved } from '../shared/view-models/not-observed';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import { metadataDraftFormat } from './metadata-form-values';
import { MetadataImages } from './metadata-images';
import { MetadataStepReads } from './metadata-step-reads';

/**
 * Step 2 (메타데이터) of a launchpad's collection metadata, single or multi edition, on the shared
 * EditForm: opened as CollectionMetadataStep decides (the saved metadata, or the contract's name),
 * kept as a draft per tab and launchpad, 임시저장 (blanks allowed) and 저장 (everything 심사 needs).
 * Neither sends the launch to review (심사 요청 does, at the workspace's end); under 심사, 저장 submits
 * the change, which goes back to 심사. A save over a version saved elsewhere since goes through the one
 * conflicting-save flow. The view state only: what is shown, pending, conflicting.
 */
@injectable()
export class CollectionMetadataViewModel {
  kind: CollectionType = 'SINGLE';
  launchpadId: number | null = null;
  /** The frame's reads it opens from: the kept contract (its name) and the saved metadata. */
  readonly reads = new MetadataStepReads();
  readonly form: EditForm<MetadataFormValues, MetadataField>;
  readonly images: MetadataImages;
  /** The form's phase, and the conflict when another tab saved first (its 덮어쓰기 repeats 임시저장 or 저장). */
  readonly saves: VersionedSaves<MetadataFormValues, MetadataField, SavedMetadata>;
  /** The frame's page: under 심사, 저장 submits the change (it goes back to 심사). */
  private page: LaunchpadPage | null = null;
  private openedFor: number | null = null;
  private readonly draftUser;

  constructor(
    @inject(FormServices) private readonly forms: FormServices,
    @inject(CollectionMetadataStep) private readonly step: CollectionMetadataStep,
    @inject(UploadImage) images: UploadImage,
  ) {
    this.draftUser = forms.draftUser('launchpads');
    this.images = new MetadataImages(images, forms.notices, (field, url) => this.form.set(field, url));
    this.form = new EditForm({
      ...forms.editForm,
      format: metadataDraftFormat,
      empty: emptyMetadataForm,
      // The kind is known at start(); the rules follow it (and this year in Korea).
      schema: v.lazy(() => this.rules(true)),
      fields: metadataFields,
      fieldOf: metadataFieldOf,
      shownElsewhere: isSaveConflict,
      placeOther: (error) => this.saves.conflict.place(error) || this.images.placeError(error),
      alsoDirty: () => this.images.busy,
      context: { area: 'launchpads', action: 'save-collection-metadata' },
      failureTitle: metadataCopy.saveFailed,
    });
    const reads = this.reads;
    this.saves = forms.versionedSaves(this.form, {
      context: { area: 'launchpads', form: 'collection-metadata' },
      readLatest: reads.latest,
      valuesOf: (saved) => step.opening(saved, reads.contract).values,
    });
    makeAutoObservable<this, 'forms' | 'step' | 'draftUser'>(
      this,
      notObserved('forms', 'step', 'images', 'reads', 'draftUser', 'form', 'saves'),
      { autoBind: true },
    );
  }

  start(page: LaunchpadPage): () => void {
    const { id: launchpadId, collectionType } = page.launchpad;
    [this.launchpadId, this.kind, this.page] = [launchpadId, collectionType, page];
    this.reads.attach(page);
    const stops = [this.form.start(), () => this.images.cancel()];
    this.draftUser.load();
    const opening = reaction(
      () => [this.reads.loaded, this.draftUser.id] as const,
      ([loaded, userId]) => loaded && userId && this.show(launchpadId, loaded, userId),
      { fireImmediately: true },
    );
    return () => [...stops, opening].forEach((stop) => stop());
  }

  get status(): 'loading' | 'ready' | 'error' {
    if (this.error) return 'error';
    return this.form.isOpen && this.openedFor === this.launchpadId ? 'ready' : 'loading';
  }

  get error(): AppError | null {
    return this.reads.failure ?? this.draftUser.error;
  }

  get busy(): boolean {
    return this.form.saving || this.images.busy;
  }

  setField(field: keyof MetadataFormValues, value: string): void {
    this.form.set(field, value);
  }

  blurField(field: MetadataField): void {
    this.form.blur(field);
  }

  /** Under 심사 a saved change goes back to 심사: only 저장 is offered, and it submits. */
  get inReview(): boolean {
    return this.page?.backToReview('content') ?? false;
  }

  /** 임시저장: kept as a DRAFT on the server; blanks are fine, wrong values are not. */
  saveDraft(): Promise<boolean> {
    return this.persist(true);
  }

  /** 저장: once every rule 심사 needs holds (otherwise the reasons show at the fields, the first focused). */
  save(): Promise<boolean> {
    return this.persist(false);
  }

  /** 내 내용으로 덮어쓰기: what was typed, saved again (임시저장 or 저장, as refused) over the latest version. */
  overwriteConflict(): Promise<boolean> {
    const draft = this.saves.conflict.overwrite();
    return draft === null ? Promise.resolve(false) : this.persist(draft);
  }

  /** The field rules of this kind for 저장 (`complete`) or 임시저장, the year up to this year in Korea. */
  private rules(complete: boolean) {
    return metadataRules(this.kind, this.step.currentYear(), complete, metadataCopy.supplyRange);
  }

  /**
   * 임시저장 (`draft`) or 저장 (every rule 심사 needs). Both keep a DRAFT while the launch is 작성 중:
   * 심사 요청 submits it. Under 심사, 저장 is sent as 제출 (the change goes back to 심사).
   */
  private async persist(draft: boolean): Promise<boolean> {
    const id = this.launchpadId;
    if (id === null || this.busy || !this.form.isOpen) return false;
    const { kind } = this;
    const temporary = draft || !this.inReview;
    // The version the form was loaded from: a record saved elsewhere since is a conflict, not overwritten.
    const saved = await this.saves.run(draft, (values, base) => this.step.save(kind, id, values, temporary, base), {
      saved: (metadata) => this.step.opening(metadata, this.reads.contract).values,
      schema: this.rules(!draft),
      details: { launchpadId: id, temporary },
      failureTitle: draft ? metadataCopy.draftFailed : metadataCopy.saveFailed,
      success: draft ? metadataCopy.draftSaved : temporary ? metadataCopy.saved : metadataCopy.savedInReview,
    });
    return saved !== null;
  }

  private show(launchpadId: number, { saved, contract }: NonNullable<MetadataStepReads['loaded']>, userId: string) {
    const { values, flagged } = this.step.opening(saved, contract);
    if (this.form.isOpen && this.openedFor === launchpadId) this.form.rebase(values);
    else {
      this.form.open({ userId, recordId: launchpadId }, values);
      this.openedFor = launchpadId;
      for (const name of flagged) this.form.blur(name);
    }
    this.saves.conflict.loaded(saved, !this.form.isDirty);
  }
}
