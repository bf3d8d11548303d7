import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import * as v from 'valibot';
import { isStorableMediaLink } from '../../domain/validation/media-link';
import { SaveAuctionDescription } from '../../application/auctions/save-auction-description';
import { FormDrafts } from '../../application/drafts/form-drafts';
import { ValidationError, type AppError } from '../../application/errors/app-error';
import { AuctionsApi } from '../../application/ports/auctions-api';
import { ContractsApi } from '../../application/ports/contracts-api';
import { ImageUploadApi } from '../../application/ports/image-upload-api';
import { LaunchpadsApi } from '../../application/ports/launchpads-api';
import { UserApi } from '../../application/ports/user-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { AUCTION_LIMITS, type AuctionDescription } from '../../domain/auction/auction-description';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { isSaveConflict, SaveConflict } from '../shared/forms/save-conflict';
import { auctionCopy } from '../shared/copy/auction-copy';
import { DraftUser } from '../shared/forms/draft-user-id';
import { EditForm } from '../shared/forms/edit-form';
import { FormSubmission } from '../shared/forms/form-submission';
import { Notices } from '../shared/forms/notices';
import { ImageSizeReader } from '../../application/ports/image-size-reader';
import { auctionDescriptionsQuery, contractMetadataQuery, launchpadKeys, launchpadQuery, multiMetadataQuery } from '../../application/reads/launchpad-reads';
import { ObservableQuery } from '../shared/queries/observable-query';
import { QueryClientToken } from '../shared/queries/query-client-token';
import {
  auctionDraftFieldsSchema,
  auctionDraftFormat,
  auctionFieldOf,
  auctionFieldsSchema,
  auctionFormValuesOf,
  auctionInputOf,
  auctionItemFields,
  auctionItemSchema,
  auctionTextFields,
  emptyAuctionForm,
  linkFields,
  prefilledAuctionForm,
  type AuctionFormValues,
  type AuctionItemField,
  type AuctionTextField,
} from './auction-form-values';
import { withItemChanged, withItemMoved, withNewItem, withoutItem } from './auction-item-list';
import { AuctionPreviewLink } from './auction-preview-link';
import { ItemImageUploads } from './item-image-uploads';

type ItemErrors = Record<string, Partial<Record<AuctionItemField, string>>>;
type Phase = 'loading' | 'ready' | 'error';

/** Ids of the inputs, so the view can move focus to the first field with a problem. */
export const fieldId = (field: AuctionTextField) => `auction-${field}`;
export const itemFieldId = (key: string, field: AuctionItemField) => `auction-item-${key}-${field}`;

/**
 * /launchpads/{id}/auction-description: the launchpad's one auction description. It opens from the
 * saved description, or (none yet) from the collection's pieces; typing is kept as a draft per user
 * and launchpad. 임시저장 keeps a DRAFT, 제출 (after a question) records SUBMITTED, 미리보기 opens
 * the public page of the saved content through a temporary key.
 */
@injectable()
export class AuctionDescriptionViewModel {
  descriptions: ObservableQuery<AuctionDescription[]> | null = null;
  launchpad: ObservableQuery<Launchpad> | null = null;
  /** The shared edit model: draft, text-field rules and server errors, one save at a time. */
  readonly form: EditForm<AuctionFormValues, AuctionTextField>;
  /** The items' own messages (the list is one value of the form; each item has its fields). */
  itemErrors: ItemErrors = {};
  readonly images: ItemImageUploads;
  readonly previewing: FormSubmission;
  confirmingSubmit = false;
  /** The stored version the form is based on, and the conflict when another tab or a manager saved first. */
  readonly conflict = new SaveConflict();
  /** The kind of the last save (임시저장 or 제출), repeated by 내 내용으로 덮어쓰기. */
  private lastTemporary = true;
  /** 미리보기 asks first when there is something unsaved; null when it is not asking. */
  previewQuestion: { nothingSaved: boolean } | null = null;
  /** The items were taken from the collection (nothing saved yet). */
  prefilled = false;
  /** Said to screen readers after an item is added, moved or removed. */
  announcement = '';
  private launchpadId: number | null = null;
  private readonly draftUser: DraftUser;
  private openedFor: number | null = null;
  private opening = false;

  constructor(
    @inject(AuctionsApi) private readonly auctionsApi: AuctionsApi,
    @inject(LaunchpadsApi) private readonly launchpadsApi: LaunchpadsApi,
    @inject(ContractsApi) private readonly contractsApi: ContractsApi,
    @inject(UserApi) userApi: UserApi,
    @inject(ImageUploadApi) imageUploadApi: ImageUploadApi,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
    @inject(FormDrafts) drafts: FormDrafts,
    @inject(SaveAuctionDescription) private readonly saveDescription: SaveAuctionDescription,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(Notices) private readonly notices: Notices,
    @inject(ImageSizeReader) readImageSize: ImageSizeReader,
    @inject(AuctionPreviewLink) private readonly previewLink: AuctionPreviewLink,
  ) {
    this.draftUser = new DraftUser(queryClient, userApi, reporter, 'auction-description');
    this.images = new ItemImageUploads(imageUploadApi, readImageSize, reporter);
    this.form = new EditForm({
      drafts,
      format: auctionDraftFormat,
      empty: emptyAuctionForm,
      schema: auctionFieldsSchema,
      fields: auctionTextFields,
      fieldOf: auctionFieldOf,
      shownElsewhere: isSaveConflict,
      placeOther: (error) => this.placeConflict(error) || this.placeItemError(error),
      alsoDirty: () => this.images.busy,
      reporter,
      notices,
      context: { area: 'auction-description', action: 'save' },
      failureTitle: auctionCopy.saveFailed,
    });
    this.previewing = new FormSubmission({
      reporter,
      notices,
      place: () => false,
      context: { area: 'auction-description', action: 'preview-key' },
      failureTitle: auctionCopy.previewFailed,
    });
    makeAutoObservable<
      this,
      'auctionsApi' | 'launchpadsApi' | 'contractsApi' | 'draftUser' | 'queryClient' | 'saveDescription' | 'reporter' | 'notices' | 'previewLink'
    >(
      this,
      {
        form: false,
        images: false,
        previewing: false,
        auctionsApi: false,
        launchpadsApi: false,
        contractsApi: false,
        draftUser: false,
        queryClient: false,
        saveDescription: false,
        reporter: false,
        notices: false,
        previewLink: false,
      },
      { autoBind: true },
    );
  }

  start(launchpadId: number): () => void {
    if (this.launchpadId !== launchpadId) this.openedFor = null;
    this.launchpadId = launchpadId;
    const descriptions = new ObservableQuery(this.queryClient, auctionDescriptionsQuery(this.auctionsApi, launchpadId));
    const launchpad = new ObservableQuery(this.queryClient, launchpadQuery(this.launchpadsApi, launchpadId));
    this.descriptions = descriptions;
    this.launchpad = launchpad;
    const stops = [descriptions.start(), launchpad.start(), this.form.start()];
    this.draftUser.load();
    stops.push(
      reaction(
        () => [descriptions.data, launchpad.data, this.draftUser.id] as const,
        ([list, pad, userId]) => list && pad && userId && this.show(list, pad, userId),
        { fireImmediately: true },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }

  get status(): Phase {
    if (this.error) return 'error';
    return this.form.isOpen && this.openedFor === this.launchpadId ? 'ready' : 'loading';
  }

  get error(): AppError | null {
    if (this.descriptions?.status === 'error') return this.descriptions.error;
    if (this.launchpad?.status === 'error') return this.launchpad.error;
    return this.draftUser.error;
  }

  /** The description as last saved on the server, if any. */
  get saved(): AuctionDescription | undefined {
    return this.descriptions?.data?.[0];
  }

  get isDirty(): boolean {
    return this.form.isDirty;
  }

  get saving(): boolean {
    return this.form.saving;
  }

  /** Anything running that a button must wait for. */
  get busy(): boolean {
    return this.form.saving || this.previewing.busy || this.images.busy;
  }

  /** Editing a submitted description sends it back to review: the form says so. */
  get editingSubmitted(): boolean {
    return this.saved?.status === 'SUBMITTED' && this.isDirty;
  }

  get canAddItem(): boolean {
    return this.form.values.items.length < AUCTION_LIMITS.items;
  }

  setField(field: AuctionTextField, value: string): void {
    this.form.set(field, value);
  }

  blurField(field: AuctionTextField): void {
    this.form.blur(field);
  }

  setVisible(visible: boolean): void {
    this.form.set('visible', visible);
  }

  addItem(): string | null {
    if (!this.canAddItem) return null;
    const key = crypto.randomUUID();
    this.form.set('items', withNewItem(this.form.values.items, key));
    this.announcement = auctionCopy.items.added(this.form.values.items.length);
    return key;
  }

  removeItem(key: string): void {
    const position = this.positionOf(key);
    this.form.set('items', withoutItem(this.form.values.items, key));
    const { [key]: _, ...rest } = this.itemErrors;
    this.itemErrors = rest;
    this.images.clear(key);
    this.announcement = auctionCopy.items.removed(position);
  }

  moveItem(key: string, by: -1 | 1): void {
    const from = this.positionOf(key);
    this.form.set('items', withItemMoved(this.form.values.items, key, by));
    const to = this.positionOf(key);
    if (to !== from) this.announcement = auctionCopy.items.moved(from, to);
  }

  setItemField(key: string, field: AuctionItemField, value: string): void {
    this.form.set('items', withItemChanged(this.form.values.items, key, { [field]: value }));
    if (this.itemErrors[key]?.[field] !== undefined) this.checkItem(key, field);
  }

  blurItemField(key: string, field: AuctionItemField): void {
    this.checkItem(key, field);
  }

  async chooseItemImage(key: string, file: File | null): Promise<void> {
    if (!file) return;
    const url = await this.images.upload(key, file);
    if (url && this.form.values.items.some((item) => item.key === key)) {
      this.form.set('items', withItemChanged(this.form.values.items, key, { imageUrl: url }));
    }
  }

  removeItemImage(key: string): void {
    this.images.clear(key);
    this.form.set('items', withItemChanged(this.form.values.items, key, { imageUrl: null }));
  }

  /**
   * An item image link that today's rule refuses (saved under older rules): shown at the item, not
   * as an image; 제출 and 임시저장 are refused by the API until it is replaced or removed.
   */
  itemImageError(key: string): string | undefined {
    const url = this.form.values.items.find((item) => item.key === key)?.imageUrl;
    return url && !isStorableMediaLink(url) ? auctionCopy.items.imageRefused : undefined;
  }

  itemError(key: string, field: AuctionItemField): string | undefined {
    return this.itemErrors[key]?.[field];
  }

  /** The first input with a problem, in the order of the form. */
  get firstInvalidId(): string | undefined {
    const firstOf = (fields: readonly AuctionTextField[]) => fields.find((field) => this.form.message(field) !== undefined);
    const basic = firstOf(['title', 'artistName', 'summary']);
    if (basic) return fieldId(basic);
    for (const item of this.form.values.items) {
      const field = auctionItemFields.find((f) => this.itemErrors[item.key]?.[f] !== undefined);
      if (field) return itemFieldId(item.key, field);
    }
    const rest = firstOf(['projectInfo', ...linkFields]);
    return rest ? fieldId(rest) : undefined;
  }

  /** 임시저장: keeps a DRAFT. */
  saveDraft(): Promise<AuctionDescription | null> {
    return this.save(true);
  }

  /** 제출 asks first: the question opens only when every field is right. */
  askSubmit(): boolean {
    if (this.busy || !this.checkAll()) return false;
    this.confirmingSubmit = true;
    return true;
  }

  cancelSubmit(): void {
    this.confirmingSubmit = false;
  }

  confirmSubmit(): Promise<AuctionDescription | null> {
    this.confirmingSubmit = false;
    return this.save(false);
  }

  /** 미리보기 shows the saved content: with unsaved changes (or nothing saved) it asks first. */
  get previewNeedsQuestion(): boolean {
    return this.isDirty || !this.saved;
  }

  askPreview(): void {
    this.previewQuestion = { nothingSaved: !this.saved };
  }

  closePreviewQuestion(): void {
    this.previewQuestion = null;
  }

  /**
   * The address of the public preview page for a fresh key, after saving a draft first when
   * `saveFirst`; null when that save or the key failed (the reason is shown).
   */
  async previewUrl(saveFirst: boolean): Promise<string | null> {
    this.previewQuestion = null;
    const id = this.launchpadId;
    if (id === null || this.busy) return null;
    if (saveFirst && !(await this.save(true))) return null;
    const key = await this.previewing.run(() => this.auctionsApi.createAuctionPreviewKey(id), { launchpadId: id });
    return key ? this.previewLink.url(key.key) : null;
  }

  private async save(temporary: boolean): Promise<AuctionDescription | null> {
    const id = this.launchpadId;
    if (id === null || !this.form.isOpen || this.busy) return null;
    if (!this.checkAll(temporary)) return null;
    const keys = this.form.values.items.map((item) => item.key);
    this.lastTemporary = temporary;
    // The version the form was loaded from: a description saved elsewhere since is a conflict, not overwritten.
    const baseUpdatedAt = this.conflict.base;
    const saved = await this.form.save((values) => this.saveDescription.execute({ ...auctionInputOf(id, values, temporary), baseUpdatedAt }), {
      // The rows keep their keys, so focus and the item being looked at stay put.
      saved: (description) => auctionFormValuesOf(description, keys),
      schema: temporary ? auctionDraftFieldsSchema : auctionFieldsSchema,
      details: { launchpadId: id, temporary },
      failureTitle: temporary ? auctionCopy.draftFailed : auctionCopy.submitFailed,
    });
    if (!saved) return null;
    this.conflict.saved(saved.updatedAt);
    runInAction(() => {
      this.queryClient.setQueryData(launchpadKeys.auctionDescriptions(id), [saved]);
      this.itemErrors = {};
      this.prefilled = false;
    });
    this.notices.success(temporary ? auctionCopy.savedDraft : auctionCopy.submitted);
    return saved;
  }

  /** The text fields by the form's rules and each item by the item rules; every message shows at once. */
  private checkAll(temporary = false): boolean {
    const fieldsOk = this.form.validate(temporary ? auctionDraftFieldsSchema : undefined);
    const itemErrors: ItemErrors = {};
    for (const item of this.form.values.items) {
      const found = this.issuesOfItem(item);
      if (Object.keys(found).length) itemErrors[item.key] = found;
    }
    this.itemErrors = itemErrors;
    return fieldsOk && Object.keys(itemErrors).length === 0;
  }

  private checkItem(key: string, field: AuctionItemField): void {
    const item = this.form.values.items.find((candidate) => candidate.key === key);
    if (!item) return;
    const message = this.issuesOfItem(item)[field];
    this.itemErrors = { ...this.itemErrors, [key]: { ...this.itemErrors[key], [field]: message } };
  }

  private issuesOfItem(item: object): Partial<Record<AuctionItemField, string>> {
    const result = v.safeParse(auctionItemSchema, item);
    const found: Partial<Record<AuctionItemField, string>> = {};
    if (result.success) return found;
    for (const issue of result.issues) {
      const field = auctionItemFields.find((known) => known === issue.path?.[0]?.key);
      if (field && found[field] === undefined) found[field] = issue.message;
    }
    return found;
  }

  /** A server's error at an item, by its dot path (`items.2.name`); other fields go to the form. */
  private placeItemError(error: unknown): boolean {
    if (!(error instanceof ValidationError) || !error.field) return false;
    const [head, index, field] = error.field.split('.');
    if (head !== 'items' || index === undefined) return false;
    const item = this.form.values.items[Number(index)];
    const known = auctionItemFields.find((f) => f === field);
    if (!item || !known) return false;
    this.itemErrors = { ...this.itemErrors, [item.key]: { ...this.itemErrors[item.key], [known]: error.userMessage } };
    return true;
  }

  private positionOf(key: string): number {
    return this.form.values.items.findIndex((item) => item.key === key) + 1;
  }

  /** 내 내용으로 덮어쓰기: what was typed, saved again over the latest version. */
  async overwriteConflict(): Promise<boolean> {
    if (!this.conflict.resolve()) return false;
    return (await this.save(this.lastTemporary)) !== null;
  }

  /** 최신 내용 불러오기: the latest version in the form; what was typed stays offered for 복원. */
  loadLatestInConflict(): void {
    const latest = this.descriptions?.data?.[0];
    if (!latest || !this.conflict.resolve()) return;
    this.itemErrors = {};
    this.form.takeLatest(auctionFormValuesOf(latest), new Date());
  }

  private show(list: AuctionDescription[], launchpad: Launchpad, userId: string): void {
    const saved = list[0];
    const owner = { userId, recordId: launchpad.id };
    if (this.form.isOpen && this.openedFor === launchpad.id) {
      if (saved) this.form.rebase(auctionFormValuesOf(saved, this.form.values.items.map((item) => item.key)));
      this.conflict.loaded(saved?.updatedAt ?? null, !this.form.isDirty);
      return;
    }
    this.conflict.loaded(saved?.updatedAt ?? null, true);
    if (saved) return this.open(owner, auctionFormValuesOf(saved), false);
    void this.openPrefilled(owner, launchpad);
  }

  /** Another tab or a manager saved first: the dialog shows, with the stored version's time read again. */
  private placeConflict(error: unknown): boolean {
    if (!isSaveConflict(error) || this.launchpadId === null) return false;
    this.conflict.refused();
    const id = this.launchpadId;
    this.queryClient
      .fetchQuery({ ...auctionDescriptionsQuery(this.auctionsApi, id), staleTime: 0 })
      .then((list) => this.conflict.latest(list[0]?.updatedAt ?? null))
      .catch((failure: unknown) => {
        this.reporter.report(failure, { area: 'auction-description', action: 'read-latest', launchpadId: id });
        this.conflict.dismiss();
      });
    return true;
  }

  private open(owner: { userId: string; recordId: number }, values: AuctionFormValues, prefilled: boolean): void {
    this.itemErrors = {};
    this.form.open(owner, values);
    // A link saved under older rules (an old twitter.com URL) shows as stored, flagged at its field.
    for (const name of linkFields) if (values[name] !== '') this.form.blur(name);
    this.prefilled = prefilled && values.items.length > 0;
    this.openedFor = owner.recordId;
  }

  /** Nothing saved yet: the collection's pieces become the first items (a failed read leaves them empty). */
  private async openPrefilled(owner: { userId: string; recordId: number }, launchpad: Launchpad): Promise<void> {
    if (this.opening) return;
    this.opening = true;
    let values: AuctionFormValues;
    try {
      values =
        launchpad.collectionType === 'SINGLE'
          ? prefilledAuctionForm(launchpad, await this.queryClient.fetchQuery(contractMetadataQuery(this.contractsApi, launchpad.id)))
          : prefilledAuctionForm(launchpad, { edition: await this.queryClient.fetchQuery(multiMetadataQuery(this.contractsApi, launchpad.id)) });
    } catch (error) {
      this.reporter.report(error, { area: 'auction-description', action: 'prefill-items', launchpadId: launchpad.id });
      values = prefilledAuctionForm(launchpad, { tokens: [] });
    }
    runInAction(() => {
      this.opening = false;
      if (this.launchpadId === launchpad.id && this.openedFor !== launchpad.id) this.open(owner, values, true);
    });
  }
}
