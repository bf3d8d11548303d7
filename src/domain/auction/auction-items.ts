import * as v from 'valibot';
import { AUCTION_LIMITS, auctionItemSchema, type AuctionItem } from './auction-description';

/** One piece offered, as edited: `key` keeps its row (focus, reordering) across edits and drafts. */
export interface AuctionItemValues extends AuctionItem {
  key: string;
}

/** An item's own fields with a message (its image has its own rules: the upload's, and the stored link's). */
export const auctionItemFields = ['name', 'description'] as const;
export type AuctionItemField = (typeof auctionItemFields)[number];

/** Each field's first problem, by the item rules (the API's); empty when the item is right. */
export type AuctionItemProblems = Partial<Record<AuctionItemField, string>>;

export function auctionItemProblems(item: AuctionItem): AuctionItemProblems {
  const result = v.safeParse(auctionItemSchema, item);
  const found: AuctionItemProblems = {};
  if (result.success) return found;
  for (const issue of result.issues) {
    const field = auctionItemFields.find((known) => known === issue.path?.[0]?.key);
    if (field && found[field] === undefined) found[field] = issue.message;
  }
  return found;
}

/** The problems of every item that has one, by key: what 임시저장 and 제출 refuse before sending. */
export function auctionItemsProblems(items: readonly AuctionItemValues[]): Record<string, AuctionItemProblems> {
  const found: Record<string, AuctionItemProblems> = {};
  for (const item of items) {
    const problems = auctionItemProblems(item);
    if (Object.keys(problems).length) found[item.key] = problems;
  }
  return found;
}

/*
 * Pure edits of the item list; each returns a new list (the form keeps it as one value). An item
 * that does not change stays the same object, so its card need not render again.
 */
export function withNewItem(items: readonly AuctionItemValues[], key: string): AuctionItemValues[] {
  if (items.length >= AUCTION_LIMITS.items) return [...items];
  return [...items, { key, name: '', description: '', imageUrl: null }];
}

export function withoutItem(items: readonly AuctionItemValues[], key: string): AuctionItemValues[] {
  return items.filter((item) => item.key !== key);
}

/** Moves the item `by` places (−1 up, +1 down); at either end nothing moves. */
export function withItemMoved(items: readonly AuctionItemValues[], key: string, by: number): AuctionItemValues[] {
  const from = items.findIndex((item) => item.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Moves the item to place `to` (0-based, as a drag drops it); out of range or unknown: nothing moves. */
export function withItemMovedTo(items: readonly AuctionItemValues[], key: string, to: number): AuctionItemValues[] {
  const from = items.findIndex((item) => item.key === key);
  return from < 0 ? [...items] : withItemMoved(items, key, to - from);
}

export function withItemChanged(
  items: readonly AuctionItemValues[],
  key: string,
  change: Partial<Omit<AuctionItemValues, 'key'>>,
): AuctionItemValues[] {
  return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}
