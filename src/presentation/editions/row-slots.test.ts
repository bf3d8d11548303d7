import { describe, expect, it } from 'vitest';
import { RowSlots } from './row-slots';

/** A committed render's slots. */
function rendered(slots: RowSlots, keys: number[]): number[] {
  const given = slots.assign(keys);
  slots.commit();
  return given;
}

describe('RowSlots', () => {
  it('gives the first rows the first slots', () => {
    expect(rendered(new RowSlots(), [10, 11, 12])).toEqual([0, 1, 2]);
  });

  it('keeps a row in its slot while it stays rendered, and gives a row scrolled in the slot of one scrolled out', () => {
    const slots = new RowSlots();
    rendered(slots, [10, 11, 12, 13]);
    // Scrolled down two rows: 10 and 11 leave, 14 and 15 come in.
    expect(rendered(slots, [12, 13, 14, 15])).toEqual([2, 3, 0, 1]);
    // And back up one: 15 leaves, 11 comes back in its slot.
    expect(rendered(slots, [11, 12, 13, 14])).toEqual([1, 2, 3, 0]);
  });

  it('keeps a row pinned out of the range (the active row) in its slot', () => {
    const slots = new RowSlots();
    rendered(slots, [1, 2, 3]);
    expect(rendered(slots, [1, 50, 51])).toEqual([0, 1, 2]);
    expect(rendered(slots, [1, 90, 91, 92])).toEqual([0, 1, 2, 3]);
  });

  it('gives the same keys the same slots (a render done twice), and a render thrown away changes nothing', () => {
    const slots = new RowSlots();
    rendered(slots, [5, 6, 7]);
    const once = slots.assign([7, 8, 9]);
    expect(slots.assign([7, 8, 9])).toEqual(once);
    // Not committed: the next render is assigned from the rows on screen (5, 6, 7), as if it had not happened.
    slots.assign([1, 2, 7]);
    expect(rendered(slots, [6, 7, 8])).toEqual([1, 2, 0]);
  });

  it('never gives two rows one slot, and needs no more slots than the most rows rendered at once', () => {
    const slots = new RowSlots();
    let most = 0;
    for (const keys of [[3, 1, 2], [2, 4, 6, 8], [8, 7, 6, 5, 4], [4], [9, 8, 4, 2], [10, 11, 12, 13, 14, 15]]) {
      const given = rendered(slots, keys);
      most = Math.max(most, keys.length);
      expect(new Set(given).size).toBe(keys.length);
      expect(Math.max(...given)).toBeLessThan(most);
    }
  });
});
