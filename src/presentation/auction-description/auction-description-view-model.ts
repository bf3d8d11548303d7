import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { OpenAuctionDescription } from '../../application/auctions/open-auction-description';
import { PreviewAuctionDescription } from '../../application/auctions/preview-auction-description';
import { SaveAuctionDescription } from '../../application/auctions/save-auction-description';
import type { AppError } from '../../application/errors/app-error';
import { UploadImage } from '../../application/images/upload-image';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import {
  auctionDraftFieldsSchema,
  auctionFieldsSchema,
  auctionFormValuesOf,
  auctionInputOf,
  type AuctionFormValues,
  type AuctionTextField,
} from '../../domain/auction/auction-form';
import { auctionCopy } from '../shared/copy/auction-copy';
import type { DraftUser } from '../shared/forms/draft-user-id';
import { EditForm } from '../shared/forms/edit-form';
import { FormServices } from '../shared/forms/form-services';
import { notObserved } from '../shared/view-models/not-observed';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import { AuctionConflicts } from './auction-conflicts';
import { firstInvalidId } from './auction-field-ids';
import { auctionFormOptions } from './auction-form-options';
import { AuctionItemsEditor } from './auction-items-editor';
import { AuctionOpener } from './auction-opener';
import { AuctionPreviewFlow } from './auction-preview-flow';

/**
 * /launchpads/{id}/auction-description: the launchpad's one auction description, as the view shows
 * it. What it opens with, the rules, the save and the preview are the auctions use cases'; typing is
 * kept as a draft per user and launchpad. 임시저장 (blanks allowed) and 저장 (everything 심사 needs) keep
 * a DRAFT: neither sends the launch to review (심사 요청 does, after this last step); under 심사, 저장
 * submits the change, which goes back to 심사. 미리보기 opens the public page of the saved content
 * through a temporary key. The launchpad and its saved description are the frame's (LaunchpadPage).
 */
@injectable()
export class AuctionDescriptionViewModel {
  page: LaunchpadPage | null = null;
  /** The shared edit model: draft, text-field rules and server errors, one save at a time. */
  readonly form: EditForm<AuctionFormValues, AuctionTextField>;
  /** The items (one value of the form, each with its own fields, messages and image). */
  readonly items: AuctionItemsEditor;
  readonly preview: AuctionPreviewFlow;
  /** Another tab or a manager saved first: the dialog and its two choices. */
  readonly conflicts: AuctionConflicts;
  launchpadId: number | null = null;
  private readonly draftUser: DraftUser;
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
      placeOther: (error) => this.conflicts.place(error) || this.items.place(error),
      alsoDirty: () => this.items.images.busy,
    });
    this.items = new AuctionItemsEditor(this.form, saveDescription, uploadImage);
    this.preview = new AuctionPreviewFlow(forms.submission, preview, this);
    this.conflicts = new AuctionConflicts(openDescription, this.form, this.items, {
      launchpadId: () => this.launchpadId,
      latest: () => this.saved,
      save: (draft) => this.persist(draft),
    });
    this.opener = new AuctionOpener(
      openDescription,
      this.form,
      this.items,
      this.conflicts.conflict,
      () => this.launchpadId,
    );
    makeAutoObservable<this, 'forms' | 'saveDescription' | 'draftUser' | 'opener'>(
      this,
      notObserved('forms', 'saveDescription', 'draftUser', 'opener', 'form', 'items', 'preview', 'conflicts'),
      { autoBind: true },
    );
  }

  start(page: LaunchpadPage): () => void {
    const launchpadId = page.launchpad.id;
    if (this.launchpadId !== launchpadId) this.opener.openedFor = null;
    [this.launchpadId, this.page] = [launchpadId, page];
    // The frame's reads; the collection's pieces are read by the opening use case.
    const stops = [this.form.start()];
    this.draftUser.load();
    stops.push(
      reaction(
        () => [page.auctions.data, page.launchpad, this.draftUser.id] as const,
        ([list, pad, userId]) => list && userId && this.opener.show(list, pad, userId),
        { fireImmediately: true },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }

  get status(): 'loading' | 'ready' | 'error' {
    if (this.error) return 'error';
    return this.form.isOpen && this.opener.openedFor === this.launchpadId ? 'ready' : 'loading';
  }

  get error(): AppError | null {
    const descriptions = this.page?.auctions;
    return descriptions?.status === 'error' ? descriptions.error : this.draftUser.error;
  }

  /** The description as last saved on the server, if any. */
  get saved(): AuctionDescription | undefined {
    return this.page?.auctions.data?.[0];
  }

  /** The items were taken from the collection (nothing saved yet). */
  get prefilled(): boolean {
    return this.opener.prefilled;
  }

  get isDirty(): boolean {
    return this.form.isDirty;
  }

  get saving(): boolean {
    return this.form.saving;
  }

  /** Anything running that a button must wait for. */
  get busy(): boolean {
    return this.form.saving || this.preview.previewing.busy || this.items.images.busy;
  }

  /** Under 심사 a saved change goes back to 심사: only 저장 is offered, and it submits. */
  get inReview(): boolean {
    return this.page?.backToReview('content') ?? false;
  }

  setField(field: AuctionTextField, value: string): void {
    this.form.set(field, value);
  }

  blurField(field: AuctionTextField): void {
    this.form.blur(field);
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

  /** What 미리보기 would not show (unsaved changes, or nothing saved yet): it asks first. */
  get unsaved(): { nothingSaved: boolean } | null {
    return this.isDirty || !this.saved ? { nothingSaved: !this.saved } : null;
  }

  /** 임시저장 (`draft`) or 저장; under 심사, 저장 is sent as 제출 (the change goes back to 심사). */
  private async persist(draft: boolean): Promise<AuctionDescription | null> {
    const id = this.launchpadId;
    if (id === null || !this.form.isOpen || this.busy || !this.checkAll(draft)) return null;
    const keys = this.items.list.map((item) => item.key);
    const temporary = draft || !this.inReview;
    // The version the form was loaded from: a description saved elsewhere since is a conflict, not overwritten.
    const baseUpdatedAt = this.conflicts.baseOf(draft);
    const saved = await this.form.save(
      (values) => this.saveDescription.execute({ ...auctionInputOf(id, values, temporary), baseUpdatedAt }),
      {
        saved: (description) => auctionFormValuesOf(description, keys), // rows keep their keys: focus stays put
        schema: draft ? auctionDraftFieldsSchema : auctionFieldsSchema,
        details: { launchpadId: id, temporary },
        failureTitle: draft ? auctionCopy.draftFailed : auctionCopy.saveFailed,
      },
    );
    if (!saved) return null;
    this.conflicts.conflict.saved(saved.updatedAt);
    runInAction(() => {
      this.items.clear();
      this.opener.prefilled = false;
    });
    this.forms.notices.success(
      draft ? auctionCopy.savedDraft : temporary ? auctionCopy.saved : auctionCopy.savedInReview,
    );
    return saved;
  }

  /** The text fields by the form's rules and each item by the item rules; every message shows at once. */
  private checkAll(draft: boolean): boolean {
    return [this.form.validate(draft ? auctionDraftFieldsSchema : undefined), this.items.checkAll()].every(Boolean);
  }
}
