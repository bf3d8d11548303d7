import { makeAutoObservable, runInAction } from 'mobx';
import type { OpenAuctionDescription } from '../../application/auctions/open-auction-description';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import {
  auctionFormValuesOf,
  linkFields,
  type AuctionFormValues,
  type AuctionTextField,
} from '../../domain/auction/auction-form';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import type { EditForm } from '../shared/forms/edit-form';
import type { SaveConflict } from '../shared/forms/save-conflict';
import { notObserved } from '../shared/view-models/not-observed';
import type { AuctionItemsEditor } from './auction-items-editor';

/**
 * Puts what the page read into the form: the first time, what the opening use case decides (the
 * saved description, or one prefilled from the collection); after that, a newer saved version
 * becomes the form's base (taken over unless the creator has typed something).
 */
export class AuctionOpener {
  /** The items were taken from the collection (nothing saved yet); false again once saved. */
  prefilled = false;
  /** The launchpad whose description the form holds. */
  openedFor: number | null = null;
  private opening = false;

  constructor(
    private readonly openDescription: OpenAuctionDescription,
    private readonly form: EditForm<AuctionFormValues, AuctionTextField>,
    private readonly items: AuctionItemsEditor,
    private readonly conflict: SaveConflict,
    /** The launchpad the page shows now (a slow opening of another one is dropped). */
    private readonly current: () => number | null,
  ) {
    makeAutoObservable<this, 'openDescription' | 'form' | 'items' | 'conflict' | 'current' | 'opening'>(
      this,
      notObserved('openDescription', 'form', 'items', 'conflict', 'current', 'opening'),
      { autoBind: true },
    );
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
      this.conflict.loaded(saved?.updatedAt ?? null, !this.form.isDirty);
      return;
    }
    this.conflict.loaded(saved?.updatedAt ?? null, true);
    void this.open(launchpad, saved, userId);
  }

  private async open(launchpad: Launchpad, saved: AuctionDescription | undefined, userId: string): Promise<void> {
    if (this.opening) return;
    this.opening = true;
    const { values, prefilled } = await this.openDescription.execute(launchpad, saved);
    runInAction(() => {
      this.opening = false;
      if (this.current() !== launchpad.id || this.openedFor === launchpad.id) return;
      this.items.clear();
      this.form.open({ userId, recordId: launchpad.id }, values);
      // A link saved under older rules (an old twitter.com URL) shows as stored, flagged at its field.
      for (const name of linkFields) if (values[name] !== '') this.form.blur(name);
      this.prefilled = prefilled;
      this.openedFor = launchpad.id;
    });
  }
}
