import { AUCTION_LIMITS } from '../../domain/auction/auction-description';
import type { AuctionItemValues } from './auction-form-values';

/** Pure edits of the item list; each returns a new list (the form keeps it as one value). */
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

export function withItemChanged(
  items: readonly AuctionItemValues[],
  key: string,
  change: Partial<Omit<AuctionItemValues, 'key'>>,
): AuctionItemValues[] {
  return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}
