import { makeAutoObservable } from 'mobx';
import type { OpenAuctionDescription } from '../../application/auctions/open-auction-description';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import { auctionFormValuesOf, type AuctionFormValues, type AuctionTextField } from '../../domain/auction/auction-form';
import type { EditForm } from '../shared/forms/edit-form';
import { isSaveConflict, SaveConflict } from '../shared/forms/save-conflict';
import { notObserved } from '../shared/view-models/not-observed';
import type { AuctionItemsEditor } from './auction-items-editor';

/** What the conflict dialog's choices need of the editor around it. */
export interface ConflictHost {
  launchpadId(): number | null;
  /** The stored description as last read. */
  latest(): AuctionDescription | undefined;
  save(temporary: boolean): Promise<unknown>;
}

/**
 * Another tab or a manager saved first: the save is refused (409 at `baseUpdatedAt`), the dialog
 * shows with the stored version's time read again, and the creator chooses 내 내용으로 덮어쓰기 or
 * 최신 내용 불러오기.
 */
export class AuctionConflicts {
  /** The stored version the form is based on, and the conflict when one is shown. */
  readonly conflict = new SaveConflict();
  /** The kind of the last save (임시저장 or 저장), repeated by 내 내용으로 덮어쓰기. */
  private lastTemporary = true;

  constructor(
    private readonly openDescription: OpenAuctionDescription,
    private readonly form: EditForm<AuctionFormValues, AuctionTextField>,
    private readonly items: AuctionItemsEditor,
    private readonly host: ConflictHost,
  ) {
    makeAutoObservable<this, 'openDescription' | 'form' | 'items' | 'host'>(
      this,
      notObserved('openDescription', 'form', 'items', 'host', 'conflict'),
      {
        autoBind: true,
      },
    );
  }

  /** A save begins: its kind is kept, and the version it is based on is what it sends. */
  baseOf(temporary: boolean): string | null | undefined {
    this.lastTemporary = temporary;
    return this.conflict.base;
  }

  /** A refused save that is a conflict: the dialog shows; true when it was one. */
  place(error: unknown): boolean {
    const id = this.host.launchpadId();
    if (!isSaveConflict(error) || id === null) return false;
    this.conflict.refused();
    void this.openDescription
      .latestVersion(id)
      .then((latest) => (latest ? this.conflict.latest(latest.updatedAt) : this.conflict.dismiss()));
    return true;
  }

  /** 내 내용으로 덮어쓰기: what was typed, saved again over the latest version. */
  async overwrite(): Promise<boolean> {
    if (!this.conflict.resolve()) return false;
    return (await this.host.save(this.lastTemporary)) !== null;
  }

  /** 최신 내용 불러오기: the latest version in the form; what was typed stays offered for 복원. */
  loadLatest(): void {
    const latest = this.host.latest();
    if (!latest || !this.conflict.resolve()) return;
    this.items.clear();
    this.form.takeLatest(auctionFormValuesOf(latest), new Date());
  }
}
