/**
 * Which rendered row element shows which row, so that scrolling reuses elements instead of making new
 * ones. A row keeps its slot while it stays rendered (its element, and the focus in it, stay put); a
 * row scrolled in takes the slot a row scrolled out has left.
 *
 * Why: keyed by the row itself, every row scrolled in was a new element tree (a row, six cells, their
 * text, styles and layout objects) and every row scrolled out garbage. A pass over 10,000 rows made
 * about 10,000 of each, and the collector ran a major collection every second of scrolling, each a
 * pause of 20–45 ms at 4× CPU on top of a frame's work. Reused, an element only takes new text.
 *
 * Slots only decide which element is reused: React's keys keep every row correct whatever they are.
 */
export class RowSlots {
  /** The slots of the rows rendered now (committed). */
  private slotOf = new Map<number, number>();
  /** The slots of the last render, until it is committed. */
  private assigned: Map<number, number> | null = null;

  /**
   * The slot of each row key, in the keys' order, from the slots committed last: a render that React
   * throws away (or StrictMode's second one) changes nothing, and the same keys give the same slots.
   */
  assign(keys: readonly number[]): number[] {
    const kept = new Map<number, number>();
    const taken = new Set<number>();
    for (const key of keys) {
      const slot = this.slotOf.get(key);
      if (slot !== undefined && !taken.has(slot)) {
        kept.set(key, slot);
        taken.add(slot);
      }
    }
    let free = 0;
    const slots = keys.map((key) => {
      const slot = kept.get(key);
      if (slot !== undefined) return slot;
      while (taken.has(free)) free++;
      taken.add(free);
      kept.set(key, free);
      return free;
    });
    this.assigned = kept;
    return slots;
  }

  /** The last render's slots are on screen (call from a layout effect). */
  commit(): void {
    if (this.assigned) this.slotOf = this.assigned;
    this.assigned = null;
  }
}
