import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { OpenAuctionDescription } from '../../application/auctions/open-auction-description';
import type { ArtistField } from '../../domain/auction/auction-artist';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import {
  auctionFormValuesOf,
  linkFields,
  type AuctionFormValues,
  type AuctionTextField,
} from '../../domain/auction/auction-form';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import type { EditForm } from '../shared/forms/edit-form';
import type { SaveConflictFlow } from '../shared/forms/save-conflict';
import { notObserved } from '../shared/view-models/not-observed';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import type { AuctionItemsEditor } from './auction-items-editor';

/**
 * Puts what the page read into the form: the first time, what the opening use case decides (the
 * saved description, or one prefilled from the collection); after that, a newer saved version
 * becomes the form's base (taken over unless the creator has typed something).
 */
export class AuctionOpener {
  /** The items were taken from the collection (nothing saved yet); false again once saved. */
  prefilled = false;
  /** The artist fields filled in at opening (empty there), with the value each got; emptied once saved. */
  filledIn: Partial<Record<ArtistField, string>> = {};
  /** The launchpad whose description the form holds. */
  openedFor: number | null = null;
  private opening = false;
  /** The frame's page it follows (the launchpad shown now: a slow opening of another one is dropped). */
  page: LaunchpadPage | null = null;

  constructor(
    private readonly openDescription: OpenAuctionDescription,
    private readonly form: EditForm<AuctionFormValues, AuctionTextField>,
    private readonly items: AuctionItemsEditor,
    private readonly conflict: SaveConflictFlow<AuctionFormValues, AuctionDescription>,
  ) {
    makeAutoObservable<this, 'openDescription' | 'form' | 'items' | 'conflict' | 'opening'>(
      this,
      { ...notObserved('openDescription', 'form', 'items', 'conflict', 'opening'), page: observableRef },
      { autoBind: true },
    );
  }

  /**
   * Follows the frame's page of a launchpad (another one than the form holds opens afresh): its saved
   * description goes into the form once the draft owner is known. Returns the stop.
   */
  follow(page: LaunchpadPage, draftUser: { readonly id: string | null }): () => void {
    if (this.page?.launchpad.id !== page.launchpad.id) this.openedFor = null;
    this.page = page;
    return reaction(
      () => [page.auctions.data, page.launchpad, draftUser.id] as const,
      ([list, launchpad, userId]) => list && userId && this.show(list, launchpad, userId),
      { fireImmediately: true },
    );
  }

  /** The stored description read again through the cache (after a save conflict); the page's read takes it too. */
  async latest(): Promise<AuctionDescription | null> {
    return (await this.page?.auctions.latest())?.[0] ?? null;
  }

  /** Whether `field` still shows what was filled in at opening (the creator has not changed it since). */
  showsFilledIn(field: ArtistField): boolean {
    const filled = this.filledIn[field];
    return filled !== undefined && this.form.values[field] === filled;
  }

  /** Saved: what was filled in is now the creator's own. */
  saved(): void {
    this.prefilled = false;
    this.filledIn = {};
  }

  /** Holds launchpad `id`'s description, opened. */
  isOpenFor(id: number | null): boolean {
    return this.form.isOpen && this.openedFor === id;
  }

  show(list: AuctionDescription[], launchpad: Launchpad, userId: string): void {
    const saved = list[0];
    if (this.form.isOpen && this.openedFor === launchpad.id) {
      if (saved)
        this.form.rebase(
          auctionFormValuesOf(
            saved,
            this.items.list.map((item) => item.key),
          ),
        );
      this.conflict.loaded(saved ?? null, !this.form.isDirty);
      return;
    }
    this.conflict.loaded(saved ?? null, true);
    void this.open(launchpad, saved, userId);
  }

  private async open(launchpad: Launchpad, saved: AuctionDescription | undefined, userId: string): Promise<void> {
    if (this.opening) return;
    this.opening = true;
    const { values, prefilled, filledIn } = await this.openDescription.execute(launchpad, saved);
    runInAction(() => {
      this.opening = false;
      if (this.page?.launchpad.id !== launchpad.id || this.openedFor === launchpad.id) return;
      this.items.clear();
      this.form.open({ userId, recordId: launchpad.id }, values);
      // A link saved under older rules (an old twitter.com URL) shows as stored, flagged at its field.
      for (const name of linkFields) if (values[name] !== '') this.form.blur(name);
      this.prefilled = prefilled;
      this.filledIn = Object.fromEntries(filledIn.map((field) => [field, values[field]]));
      this.openedFor = launchpad.id;
    });
  }
}
