import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { EditedRowsOutcome, SaveEditedRows } from '../../application/editions/save-edited-rows';
import { editionsCopy } from '../shared/copy/editions-copy';
import type { Notices } from '../shared/forms/notices';
import { notObserved } from '../shared/view-models/not-observed';
import type { EditionImageLinks } from './edition-image-links';
import { waitsForImage } from '../../domain/editions/edition-row';
import { tokenOf, type EditionRow, type EditionRowStore } from './edition-row-store';

/**
 * 저장 as the editions editor shows it: the changed, valid rows sent (SaveEditedRows), its progress,
 * the rows marked saved or refused at their cells, and a notice of how it went.
 */
export class EditionSaving {
  /** Tokens accepted and total while saving; null otherwise. */
  progress: { done: number; total: number } | null = null;
  /** What the last pick of images left: its rows saved, or 저장 to press (the bar says which); null once the rows change. */
  afterPick: { kind: 'saved' | 'press-save'; rows: readonly EditionRow[] } | null = null;

  constructor(
    private readonly store: EditionRowStore,
    private readonly images: EditionImageLinks,
    private readonly saveRows: SaveEditedRows,
    private readonly notices: Notices,
    /** After a save, the draft follows what is now saved. */
    private readonly afterSave: () => void,
    /**
     * Whether the rows are saved by themselves once a pick's last image is uploaded: while the launch is
     * 작성 중. Under 심사 중 a save sends it back to review, which the creator decides: 저장 is asked for.
     */
    private readonly autoSave: () => boolean = () => false,
  ) {
    makeAutoObservable<this, 'store' | 'images' | 'saveRows' | 'notices' | 'afterSave' | 'autoSave'>(
      this,
      {
        ...notObserved('store', 'images', 'saveRows', 'notices', 'afterSave', 'autoSave'),
        afterPick: observableRef,
      },
      {
        autoBind: true,
      },
    );
  }

  get busy(): boolean {
    return this.progress !== null;
  }

  /** The line about the last pick, while the table is as that pick left it. */
  get pickLine(): 'saved' | 'press-save' | null {
    return this.afterPick && this.afterPick.rows === this.store.rows ? this.afterPick.kind : null;
  }

  /**
   * A pick's last image is answered and its links are in their rows: they are saved when allowed (the
   * rows with a problem left as they are), else 저장 is the one thing asked for, and the bar says so.
   */
  async afterUploads(launchpadId: number): Promise<void> {
    if (this.store.dirtyRows.every((row) => row.problems)) return;
    if (!this.autoSave() || this.images.uploads.running) {
      this.afterPick = { kind: 'press-save', rows: this.store.rows };
      return;
    }
    const saved = await this.save(launchpadId);
    if (saved) runInAction(() => (this.afterPick = { kind: 'saved', rows: this.store.rows }));
  }

  /** Saves every changed, valid row in batches; refused rows are marked, the others are never lost. True when every row sent was saved. */
  async save(launchpadId: number): Promise<boolean> {
    if (this.busy || this.images.uploads.running) return false;
    // A link that came back in the last moments goes into its row before the rows are sent.
    this.images.land();
    const dirty = this.store.dirtyRows;
    const sendable = dirty.flatMap((row) => {
      const token = tokenOf(row);
      return token ? [{ row, token }] : [];
    });
    // The button is disabled then; the bar says why.
    if (sendable.length === 0) return false;
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
    // A row whose only problem is an image still to come waits for it: it is not called an error.
    const waiting = dirty.reduce((n, row) => (waitsForImage(row) ? n + 1 : n), 0);
    this.tell(outcome, dirty.length - sendable.length - waiting, waiting);
    this.afterSave();
    return outcome.kind === 'saved';
  }

  private tell(outcome: EditedRowsOutcome, invalid: number, waiting: number): void {
    const { save } = editionsCopy;
    if (outcome.kind === 'saved')
      this.notices.success(
        save.saved(outcome.saved) +
          (invalid ? ` ${save.skippedInvalid(invalid)}` : '') +
          (waiting ? ` ${save.imagesWaiting(waiting)}` : ''),
      );
    else if (outcome.kind === 'partly')
      this.notices.failure(save.partly(outcome.saved, outcome.failed, outcome.refused), outcome.error);
    else this.notices.failure(save.failed, outcome.error);
  }
}
