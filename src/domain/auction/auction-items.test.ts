import { describe, expect, it } from 'vitest';
import {
  auctionItemsProblems,
  withItemChanged,
  withItemMoved,
  withItemMovedTo,
  withNewItem,
  withoutItem,
  type AuctionItemValues,
} from './auction-items';

const item = (key: string, name = key): AuctionItemValues => ({ key, name, description: '', imageUrl: null });

describe('auction items', () => {
  it('keeps every unchanged item the same object, so only the changed card renders again', () => {
    const items = [item('a'), item('b')];
    const added = withNewItem(items, 'c');
    expect(added[0]).toBe(items[0]);
    expect(added[2]).toEqual({ key: 'c', name: '', description: '', imageUrl: null });
    const changed = withItemChanged(items, 'b', { name: '새 이름' });
    expect(changed[0]).toBe(items[0]);
    expect(changed[1]).toEqual({ ...items[1], name: '새 이름' });
  });

  it('moves within the list and not past either end; removes by key', () => {
    const items = [item('a'), item('b'), item('c')];
    expect(withItemMoved(items, 'c', -1).map((i) => i.key)).toEqual(['a', 'c', 'b']);
    expect(withItemMoved(items, 'a', -1).map((i) => i.key)).toEqual(['a', 'b', 'c']);
    expect(withoutItem(items, 'b').map((i) => i.key)).toEqual(['a', 'c']);
  });

  it('moves an item to the place a drag drops it, and nowhere for an unknown key or a place past the end', () => {
    const items = [item('a'), item('b'), item('c'), item('d')];
    expect(withItemMovedTo(items, 'a', 2).map((i) => i.key)).toEqual(['b', 'c', 'a', 'd']);
    expect(withItemMovedTo(items, 'd', 0).map((i) => i.key)).toEqual(['d', 'a', 'b', 'c']);
    expect(withItemMovedTo(items, 'b', 9).map((i) => i.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(withItemMovedTo(items, 'x', 0).map((i) => i.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds nothing past the limit of 100', () => {
    const full = Array.from({ length: 100 }, (_, i) => item(`k${i}`));
    expect(withNewItem(full, 'x')).toHaveLength(100);
  });

  it('lists the problems of the wrong items only, the first per field', () => {
    const long = 'ㄱ'.repeat(2001);
    expect(auctionItemsProblems([item('a'), { ...item('b', ''), description: long }])).toEqual({
      b: { name: '내용을 작성해주세요.', description: expect.any(String) },
    });
  });
});
