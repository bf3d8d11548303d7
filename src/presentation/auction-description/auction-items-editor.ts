import { makeAutoObservable, observable } from 'mobx';
import type { SaveAuctionDescription } from '../../application/auctions/save-auction-description';
import type { UploadImage } from '../../application/images/upload-image';
import { AUCTION_LIMITS } from '../../domain/auction/auction-description';
import type { AuctionFormValues, AuctionTextField } from '../../domain/auction/auction-form';
import {
  auctionItemFields,
  withItemChanged,
  withItemMoved,
  withItemMovedTo,
  withNewItem,
  withoutItem,
  type AuctionItemField,
  type AuctionItemProblems,
  type AuctionItemValues,
} from '../../domain/auction/auction-items';
import { isStorableMediaLink } from '../../domain/validation/media-link';
import { auctionCopy } from '../shared/copy/auction-copy';
import type { EditForm } from '../shared/forms/edit-form';
import { notObserved } from '../shared/view-models/not-observed';
import { itemFieldId } from './auction-field-ids';
import { ItemImageUploads } from './item-image-uploads';

/**
 * The items of the auction description as the creator edits them (the list is one value of the form):
 * adding, moving, removing, typing, each item's image, and each item's messages. The rules are the
 * save use case's; this keeps the view state. Messages are kept per key, so a card renders again for
 * its own changes only (with 100 items, 작품 추가 renders the new card, not all of them).
 */
export class AuctionItemsEditor {
  /** Each item's shown messages, by key. */
  readonly problems = observable.map<string, AuctionItemProblems>();
  readonly images: ItemImageUploads;
  /** The items shown open, by key (the list is compact: one line each until opened in place). */
  readonly expanded = observable.set<string>();
  /** Said to screen readers after an item is added, moved or removed. */
  announcement = '';

  constructor(
    private readonly form: EditForm<AuctionFormValues, AuctionTextField>,
    private readonly rules: SaveAuctionDescription,
    uploadImage: UploadImage,
  ) {
    this.images = new ItemImageUploads(uploadImage);
    makeAutoObservable<this, 'form' | 'rules'>(this, notObserved('form', 'rules', 'images', 'problems', 'expanded'), {
      autoBind: true,
    });
  }

  get list(): AuctionItemValues[] {
    return this.form.values.items;
  }

  get canAdd(): boolean {
    return this.list.length < AUCTION_LIMITS.items;
  }

  /** A new empty item at the end; its key (null when the list is full). */
  add(): string | null {
    if (!this.canAdd) return null;
    const key = crypto.randomUUID();
    this.form.set('items', withNewItem(this.list, key));
    this.expanded.add(key);
    this.announcement = auctionCopy.items.added(this.list.length);
    return key;
  }

  remove(key: string): void {
    const position = this.positionOf(key);
    this.form.set('items', withoutItem(this.list, key));
    this.problems.delete(key);
    this.expanded.delete(key);
    this.images.clear(key);
    this.announcement = auctionCopy.items.removed(position);
  }

  /** One place up (−1) or down (+1): 위로 이동, 아래로 이동. */
  move(key: string, by: -1 | 1): void {
    this.reorder(key, (list) => withItemMoved(list, key, by));
  }

  /** To place `to` (0-based): where a drag, by pointer or by keyboard, drops it. */
  moveTo(key: string, to: number): void {
    this.reorder(key, (list) => withItemMovedTo(list, key, to));
  }

  isExpanded(key: string): boolean {
    return this.expanded.has(key);
  }

  /** Opens an item in place to edit it, or folds it back to its line. */
  toggle(key: string): void {
    if (!this.expanded.delete(key)) this.expanded.add(key);
  }

  set(key: string, field: AuctionItemField, value: string): void {
    this.form.set('items', withItemChanged(this.list, key, { [field]: value }));
    if (this.problems.get(key)?.[field] !== undefined) this.check(key, field);
  }

  blur(key: string, field: AuctionItemField): void {
    this.check(key, field);
  }

  async chooseImage(key: string, file: File | null): Promise<void> {
    if (!file) return;
    const url = await this.images.upload(key, file);
    if (url && this.list.some((item) => item.key === key))
      this.form.set('items', withItemChanged(this.list, key, { imageUrl: url }));
  }

  removeImage(key: string): void {
    this.images.clear(key);
    this.form.set('items', withItemChanged(this.list, key, { imageUrl: null }));
  }

  error(key: string, field: AuctionItemField): string | undefined {
    return this.problems.get(key)?.[field];
  }

  /** The first item field with a message, in the order of the form. */
  get firstInvalidId(): string | undefined {
    for (const item of this.list) {
      const field = auctionItemFields.find((f) => this.error(item.key, f) !== undefined);
      if (field) return itemFieldId(item.key, field);
    }
    return undefined;
  }

  /** Every item by the item rules, every message shown at once; true when all are right. */
  checkAll(): boolean {
    const found = this.rules.checkItems(this.list);
    this.problems.replace(found);
    // An item with a message opens, so the message and its field are in view.
    Object.keys(found).forEach((key) => this.expanded.add(key));
    return Object.keys(found).length === 0;
  }

  /** A server's refusal at an item (`items.2.name`) shown at that item's field; true when it was one. */
  place(error: unknown): boolean {
    const refusal = this.rules.itemRefusal(error, this.list);
    if (refusal) {
      this.problems.set(refusal.key, { ...this.problems.get(refusal.key), [refusal.field]: refusal.message });
      this.expanded.add(refusal.key);
    }
    return refusal !== null;
  }

  clear(): void {
    this.problems.clear();
  }

  private check(key: string, field: AuctionItemField): void {
    const item = this.list.find((candidate) => candidate.key === key);
    if (!item) return;
    const message = this.rules.checkItems([item])[key]?.[field];
    this.problems.set(key, { ...this.problems.get(key), [field]: message });
  }

  private reorder(key: string, moved: (list: AuctionItemValues[]) => AuctionItemValues[]): void {
    const from = this.positionOf(key);
    this.form.set('items', moved(this.list));
    const to = this.positionOf(key);
    if (to !== from) this.announcement = auctionCopy.items.moved(from, to);
  }

  private positionOf(key: string): number {
    return this.list.findIndex((item) => item.key === key) + 1;
  }
}

/**
 * An item image link that today's rule refuses (saved under older rules): shown at the item, not as
 * an image; 제출 and 임시저장 are refused by the API until it is replaced or removed.
 */
export function storedImageError(item: AuctionItemValues): string | undefined {
  return item.imageUrl && !isStorableMediaLink(item.imageUrl) ? auctionCopy.items.imageRefused : undefined;
}
