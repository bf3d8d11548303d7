import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { OpenAuctionDescription } from '../../application/auctions/open-auction-description';
import { PreviewAuctionDescription } from '../../application/auctions/preview-auction-description';
import { SaveAuctionDescription } from '../../application/auctions/save-auction-description';
import type { AppError } from '../../application/errors/app-error';
import { UploadImage } from '../../application/images/upload-image';
import type { ArtistField } from '../../domain/auction/auction-artist';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import { auctionDraftFieldsSchema, auctionInputOf } from '../../domain/auction/auction-form';
import type { AuctionFormValues, AuctionTextField } from '../../domain/auction/auction-form';
import { EditForm } from '../shared/forms/edit-form';
import { FormServices } from '../shared/forms/form-services';
import type { VersionedSaves } from '../shared/forms/versioned-saves';
import { notObserved } from '../shared/view-models/not-observed';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import { firstInvalidId } from './auction-field-ids';
import { auctionFormOptions, auctionSaveOptions, auctionValuesOf } from './auction-form-options';
import { AuctionItemsEditor } from './auction-items-editor';
import { AuctionOpener } from './auction-opener';
import { AuctionPreviewFlow } from './auction-preview-flow';

/**
 * /launchpads/{id}/auction-description: the launchpad's one auction description. What it opens with,
 * the rules, the save and the preview are the auctions use cases'; typing is kept as a draft per tab
 * and launchpad. 임시저장 (blanks allowed) and 저장 (everything 심사 needs) keep a DRAFT: neither sends
 * the launch to review (심사 요청 does, after this last step); under 심사, 저장 submits the change, which
 * goes back to 심사. Both go through the one conflicting-save flow. 미리보기 opens the public page of
 * the saved content through a temporary key. The launchpad and its saved description are the frame's.
 */
@injectable()
export class AuctionDescriptionViewModel {
  /** The shared edit model: draft, text-field rules and server errors, one save at a time. */
  readonly form: EditForm<AuctionFormValues, AuctionTextField>;
  /** The items (one value of the form, each with its own fields, messages and image). */
  readonly items: AuctionItemsEditor;
  readonly preview: AuctionPreviewFlow;
  /** The form's phase and the conflict when another tab saved first. */
  readonly saves: VersionedSaves<AuctionFormValues, AuctionTextField, AuctionDescription>;
  launchpadId: number | null = null;
  private readonly draftUser;
  private readonly opener: AuctionOpener;

  constructor(
    @inject(FormServices) private readonly forms: FormServices,
    @inject(OpenAuctionDescription) openDescription: OpenAuctionDescription,
    @inject(SaveAuctionDescription) private readonly saveDescription: SaveAuctionDescription,
    @inject(PreviewAuctionDescription) preview: PreviewAuctionDescription,
    @inject(UploadImage) uploadImage: UploadImage,
  ) {
    this.draftUser = forms.draftUser('auction-description');
    this.form = new EditForm({
      ...forms.editForm,
      ...auctionFormOptions,
      placeOther: (error) => this.saves.conflict.place(error) || this.items.place(error),
      alsoDirty: () => this.items.images.busy,
    });
    this.items = new AuctionItemsEditor(this.form, saveDescription, uploadImage);
    this.preview = new AuctionPreviewFlow(forms.submission, preview);
    this.saves = forms.versionedSaves(this.form, {
      context: { area: 'auction-description' },
      readLatest: () => this.opener.latest(),
      valuesOf: auctionValuesOf,
    });
    this.opener = new AuctionOpener(openDescription, this.form, this.items, this.saves.conflict);
    makeAutoObservable<this, 'forms' | 'saveDescription' | 'draftUser' | 'opener'>(
      this,
      notObserved('forms', 'saveDescription', 'draftUser', 'opener', 'form', 'items', 'preview', 'saves'),
      { autoBind: true },
    );
  }

  start(page: LaunchpadPage): () => void {
    this.launchpadId = page.launchpad.id;
    const stops = [this.form.start(), this.opener.follow(page, this.draftUser)];
    this.draftUser.load();
    return () => stops.forEach((stop) => stop());
  }

  get status(): 'loading' | 'ready' | 'error' {
    return this.error ? 'error' : this.opener.isOpenFor(this.launchpadId) ? 'ready' : 'loading';
  }

  get error(): AppError | null {
    const descriptions = this.opener.page?.auctions;
    return descriptions?.status === 'error' ? descriptions.error : this.draftUser.error;
  }

  /** The description as last saved on the server, if any. */
  get saved(): AuctionDescription | undefined {
    return this.opener.page?.auctions.data?.[0];
  }

  /** The items were taken from the collection (nothing saved yet). */
  get prefilled(): boolean {
    return this.opener.prefilled;
  }

  /** The artist fields filled in from the creator profile or the metadata and not saved yet. */
  get filledIn(): ArtistField[] {
    return Object.keys(this.opener.filledIn) as ArtistField[];
  }

  /** Whether `field` still shows what was filled in (its note says where it came from). */
  showsFilledIn(field: ArtistField): boolean {
    return this.opener.showsFilledIn(field);
  }

  /** Anything running that a button must wait for. */
  get busy(): boolean {
    return this.form.saving || this.preview.previewing.busy || this.items.images.busy;
  }

  /** Under 심사 a saved change goes back to 심사: only 저장 is offered, and it submits. */
  get inReview(): boolean {
    return this.opener.page?.backToReview('content') ?? false;
  }

  /** The first input with a problem, in the order of the form. */
  get firstInvalidId(): string | undefined {
    return firstInvalidId(this.form, this.items.firstInvalidId);
  }

  /** 임시저장: keeps a DRAFT; blanks are fine, wrong values are not. */
  saveDraft(): Promise<AuctionDescription | null> {
    return this.persist(true);
  }

  /** 저장: once every field 심사 needs is right (otherwise every message shows). */
  save(): Promise<AuctionDescription | null> {
    return this.persist(false);
  }

  /** 내 내용으로 덮어쓰기: what was typed, saved again (임시저장 or 저장, as refused) over the latest version. */
  overwriteConflict(): Promise<AuctionDescription | null> {
    const draft = this.saves.conflict.overwrite();
    return draft === null ? Promise.resolve(null) : this.persist(draft);
  }

  /** 최신 내용 불러오기: the latest version shows, with its own items; what was typed stays for 복원. */
  loadLatest(): void {
    if (this.saves.conflict.loadLatest()) this.items.clear();
  }

  /** 미리보기 shows what is saved: with unsaved changes (or nothing saved) it asks first; true when it asked. */
  askPreview(): boolean {
    if (!this.form.isDirty && this.saved) return false;
    this.preview.ask({ nothingSaved: !this.saved });
    return true;
  }

  /** The preview page's address, after 임시저장 first when `saveFirst`; null when either failed (the reason shows). */
  async previewUrl(saveFirst: boolean): Promise<string | null> {
    this.preview.close();
    const id = this.launchpadId;
    if (id === null || this.busy || (saveFirst && !(await this.saveDraft()))) return null;
    return this.preview.url(id);
  }

  /** 임시저장 (`draft`) or 저장; under 심사, 저장 is sent as 제출 (the change goes back to 심사). */
  private async persist(draft: boolean): Promise<AuctionDescription | null> {
    const id = this.launchpadId;
    if (id === null || !this.form.isOpen || this.busy || !this.checkAll(draft)) return null;
    const keys = this.items.list.map((item) => item.key);
    const temporary = draft || !this.inReview;
    const saved = await this.saves.run(
      draft,
      (values, baseUpdatedAt) =>
        this.saveDescription.execute({ ...auctionInputOf(id, values, temporary), baseUpdatedAt }),
      auctionSaveOptions(id, draft, temporary, keys),
    );
    if (saved) runInAction(() => [this.items.clear(), this.opener.saved()]);
    return saved;
  }

  /** The text fields by the form's rules and each item by the item rules; every message shows at once. */
  private checkAll(draft: boolean): boolean {
    return [this.form.validate(draft ? auctionDraftFieldsSchema : undefined), this.items.checkAll()].every(Boolean);
  }
}
