import { makeAutoObservable, observableRef } from 'mobx';
import { hasError } from '../../domain/editions/edition-row';
import type { EditionColumn } from '../../domain/editions/edition-values';
import { notObserved } from '../shared/view-models/not-observed';
import type { EditionRow, EditionRowStore } from './edition-row-store';

export type EditionFilter = 'all' | 'errors' | 'noImage';

/**
 * Which rows the editions grid shows: the search (token id or name), the filter (오류, 이미지 없음), and
 * a row the summary asked the grid to show, which clears whatever hid it.
 */
export class EditionRowsShown {
  search = '';
  filter: EditionFilter = 'all';
  /** A row the summary asked the grid to show (a new object each time, so the same row can be asked again). */
  jumpTarget: { key: number; column: EditionColumn } | null = null;

  constructor(private readonly store: EditionRowStore) {
    makeAutoObservable<this, 'store'>(this, { ...notObserved('store'), jumpTarget: observableRef }, { autoBind: true });
  }

  /** Rows the grid shows: the search and the filter. */
  get rows(): readonly EditionRow[] {
    const rows = this.store.rows;
    const query = this.search.trim().toLowerCase();
    if (!query && this.filter === 'all') return rows;
    return rows.filter((row) => {
      // An image still to upload is no error: those rows are under 이미지 없음.
      if (this.filter === 'errors' && !hasError(row)) return false;
      // A file name still to upload, or a generator's placeholder, is no image yet.
      if (this.filter === 'noImage' && row.storableImage) return false;
      return !query || row.tokenId.includes(query) || row.name.toLowerCase().includes(query);
    });
  }

  setSearch(value: string): void {
    this.search = value;
  }

  setFilter(value: EditionFilter): void {
    this.filter = value;
  }

  /** Every row again (a new row must be visible to be typed into). */
  showAll(): void {
    this.search = '';
    this.filter = 'all';
  }

  /** Shows a row of the summary in the grid: the search is cleared if it hid the row. */
  jumpTo(key: number, column: EditionColumn): void {
    if (!this.rows.some((row) => row.key === key)) {
      this.search = '';
      if (this.filter === 'noImage') this.filter = 'all';
    }
    this.jumpTarget = { key, column };
  }
}
