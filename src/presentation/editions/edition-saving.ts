import { makeAutoObservable, runInAction } from 'mobx';
import type { EditedRowsOutcome, SaveEditedRows } from '../../application/editions/save-edited-rows';
import { editionsCopy } from '../shared/copy/editions-copy';
import type { Notices } from '../shared/forms/notices';
import { notObserved } from '../shared/view-models/not-observed';
import type { EditionImageLinks } from './edition-image-links';
import { tokenOf, type EditionRowStore } from './edition-row-store';

/**
 * 저장 as the editions editor shows it: the changed, valid rows sent (SaveEditedRows), its progress,
 * the rows marked saved or refused at their cells, and a notice of how it went.
 */
export class EditionSaving {
  /** Tokens accepted and total while saving; null otherwise. */
  progress: { done: number; total: number } | null = null;

  constructor(
    private readonly store: EditionRowStore,
    private readonly images: EditionImageLinks,
    private readonly saveRows: SaveEditedRows,
    private readonly notices: Notices,
    /** After a save, the draft follows what is now saved. */
    private readonly afterSave: () => void,
  ) {
    makeAutoObservable<this, 'store' | 'images' | 'saveRows' | 'notices' | 'afterSave'>(
      this,
      notObserved('store', 'images', 'saveRows', 'notices', 'afterSave'),
      {
        autoBind: true,
      },
    );
  }

  get busy(): boolean {
    return this.progress !== null;
  }

  /** Saves every changed, valid row in batches; refused rows are marked, the others are never lost. */
  async save(launchpadId: number): Promise<void> {
    if (this.busy || this.images.uploads.running) return;
    // A link that came back in the last moments goes into its row before the rows are sent.
    this.images.land();
    const dirty = this.store.dirtyRows;
    const sendable = dirty.flatMap((row) => {
      const token = tokenOf(row);
      return token ? [{ row, token }] : [];
    });
    // The button is disabled then; the bar says why.
    if (sendable.length === 0) return;
    this.store.settleImport();
    this.progress = { done: 0, total: sendable.length };
    const onProgress = (done: number, total: number) => runInAction(() => (this.progress = { done, total }));
    const { saved, refused, outcome } = await this.saveRows.execute(launchpadId, sendable, onProgress);
    runInAction(() => {
      this.store.markSaved(saved);
      this.store.markRefused(
        refused.map(({ row, column, message }) => ({
          key: row.key,
          column,
          problem: { code: 'schema' as const, message },
        })),
      );
      this.progress = null;
    });
    this.tell(outcome, dirty.length - sendable.length);
    this.afterSave();
  }

  private tell(outcome: EditedRowsOutcome, invalid: number): void {
    const { save } = editionsCopy;
    if (outcome.kind === 'saved')
      this.notices.success(save.saved(outcome.saved) + (invalid ? ` ${save.skippedInvalid(invalid)}` : ''));
    else if (outcome.kind === 'partly')
      this.notices.failure(save.partly(outcome.saved, outcome.failed, outcome.refused), outcome.error);
    else this.notices.failure(save.failed, outcome.error);
  }
}
