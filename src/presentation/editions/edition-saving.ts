import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { editionValuesOf } from '../../application/editions/open-editions';
import { nextTask } from '../../application/scheduling/next-task';
import type { EditedRowsOutcome, SaveEditedRows } from '../../application/editions/save-edited-rows';
import type { EditionValues } from '../../domain/editions/edition-values';
import type { SingleToken } from '../../domain/metadata/collection-metadata';
import { editionsCopy } from '../shared/copy/editions-copy';
import type { Notices } from '../shared/forms/notices';
import { notObserved } from '../shared/view-models/not-observed';
import type { EditionDraftKeeping } from './edition-draft-keeping';
import type { EditionImageLinks } from './edition-image-links';
import { waitsForImage } from '../../domain/editions/edition-row';
import { tokenOf, valuesOf, type EditionRow, type EditionRowStore } from './edition-row-store';

/** A row whose token was saved elsewhere since the editor loaded it: not written; the stored token and what was typed. */
export interface EditionConflict {
  key: number;
  tokenId: number;
  /** The token as stored now (null: removed elsewhere). */
  current: SingleToken | null;
  typed: EditionValues;
}

/**
 * 저장 as the editions editor shows it: the changed, valid rows sent (SaveEditedRows), its progress,
 * the rows marked saved or refused at their cells, and a notice of how it went. A token saved elsewhere
 * since it was loaded is a conflict at its row (the rest save): 내 내용으로 덮어쓰기 saves the typed rows
 * over it, 최신 내용 불러오기 shows the stored ones and keeps the typed values to bring back.
 */
export class EditionSaving {
  /** Tokens accepted and total while saving; null otherwise. */
  progress: { done: number; total: number } | null = null;
  conflicts: EditionConflict[] = [];
  /** After 최신 내용 불러오기: the rows as typed, to bring back while the page is open. */
  replaced: EditionConflict[] = [];
  /** The launchpad of the last save, whose conflicts these are. */
  private launchpadId = 0;
  /** What the last pick of images left: its rows saved, or 저장 to press (the bar says which); null once the rows change. */
  afterPick: { kind: 'saved' | 'press-save'; rows: readonly EditionRow[] } | null = null;

  constructor(
    private readonly store: EditionRowStore,
    private readonly images: EditionImageLinks,
    private readonly saveRows: SaveEditedRows,
    private readonly notices: Notices,
    /** After a save, the draft follows what is now saved. */
    private readonly draft: Pick<EditionDraftKeeping, 'keep'>,
  ) {
    makeAutoObservable<this, 'store' | 'images' | 'saveRows' | 'notices' | 'draft' | 'launchpadId'>(
      this,
      {
        ...notObserved('store', 'images', 'saveRows', 'notices', 'draft', 'launchpadId'),
        afterPick: observableRef,
      },
      { autoBind: true },
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
   * A pick's last image is answered and its links are in their rows: they are saved when `autoSave` (the
   * rows with a problem left as they are), else 저장 is the one thing asked for, and the bar says so.
   * The caller allows it while the launch is 작성 중: under 심사 중 a save sends it back to review, which
   * the creator decides.
   */
  async afterUploads(launchpadId: number, autoSave: boolean): Promise<void> {
    // In a task of its own: the last upload's answer (its link landing, the line saying every image is in)
    // is drawn before 10,000 rows become tokens, not held up by it in one task.
    await nextTask();
    if (this.store.counts.sendable === 0) return;
    if (!autoSave || this.images.uploads.running) {
      this.afterPick = { kind: 'press-save', rows: this.store.rows };
      return;
    }
    const saved = await this.save(launchpadId);
    if (saved) runInAction(() => (this.afterPick = { kind: 'saved', rows: this.store.rows }));
  }

  /** Saves every changed, valid row in batches; refused rows are marked, the others are never lost. True when every row sent was saved. */
  async save(launchpadId: number): Promise<boolean> {
    if (this.busy || this.images.uploads.running) return false;
    this.launchpadId = launchpadId;
    // A link that came back in the last moments goes into its row before the rows are sent.
    this.images.land();
    const dirty = this.store.dirtyRows;
    // The button is disabled then; the bar says why.
    if (this.store.counts.sendable === 0) return false;
    this.store.settleImport();
    this.progress = { done: 0, total: this.store.counts.sendable };
    const sendable = await tokensOf(dirty);
    const onProgress = (done: number, total: number) => runInAction(() => (this.progress = { done, total }));
    const { saved, refused, conflicted, outcome } = await this.saveRows.execute(launchpadId, sendable, onProgress);
    // In a task of its own: the last batch's answer (read, checked, put in the cache) and 10,000 rows marked
    // saved with the grid's render were one task of up to 88 ms after a pick's last image.
    await nextTask();
    runInAction(() => {
      this.store.markSaved(saved);
      const conflict = { code: 'schema' as const, message: editionsCopy.conflicts.row };
      this.store.markRefused([
        ...refused.map(({ row, column, message }) => ({
          key: row.key,
          column,
          problem: { code: 'schema' as const, message },
        })),
        ...conflicted.map(({ row }) => ({ key: row.key, column: 'tokenId' as const, problem: conflict })),
      ]);
      this.conflicts = conflicted.map(({ row, current }) => conflictOf(row, current));
      this.replaced = [];
      this.progress = null;
    });
    // A row whose only problem is an image still to come waits for it: it is not called an error.
    const waiting = dirty.reduce((n, row) => (waitsForImage(row) ? n + 1 : n), 0);
    this.tell(outcome, dirty.length - sendable.length - waiting, waiting);
    void this.draft.keep();
    return outcome.kind === 'saved' && !outcome.conflicted;
  }

  /** 내 내용으로 덮어쓰기: the typed rows saved again, now based on the tokens stored elsewhere. */
  overwriteConflicts(): Promise<boolean> {
    this.saveRows.saveOver(this.launchpadId, this.conflicts);
    this.conflicts = [];
    return this.save(this.launchpadId);
  }

  /** 최신 내용 불러오기: the stored tokens in their rows (saved); the typed values kept to bring back. */
  loadLatest(): void {
    const taken = this.conflicts.filter((c) => c.current !== null);
    this.saveRows.saveOver(this.launchpadId, this.conflicts);
    this.store.patch(taken.map((c) => ({ key: c.key, values: editionValuesOf(c.current!) })));
    const keys = new Set(taken.map((c) => c.key));
    this.store.markSaved(this.store.rows.filter((row) => keys.has(row.key)));
    [this.replaced, this.conflicts] = [taken, []];
    void this.draft.keep();
  }

  /** 입력했던 내용 되살리기: the typed values back in their rows, unsaved (the next 저장 writes them over). */
  restoreMine(): void {
    this.store.patch(this.replaced.map((c) => ({ key: c.key, values: c.typed })));
    this.replaced = [];
    void this.draft.keep();
  }

  private tell(outcome: EditedRowsOutcome, invalid: number, waiting: number): void {
    const { save } = editionsCopy;
    const conflicted =
      outcome.kind === 'failed' || !outcome.conflicted ? '' : ` ${save.conflicted(outcome.conflicted)}`;
    if (outcome.kind === 'saved')
      this.notices.success(
        save.saved(outcome.saved) +
          (invalid ? ` ${save.skippedInvalid(invalid)}` : '') +
          (waiting ? ` ${save.imagesWaiting(waiting)}` : '') +
          conflicted,
      );
    else if (outcome.kind === 'partly')
      this.notices.failure(save.partly(outcome.saved, outcome.failed, outcome.refused) + conflicted, outcome.error);
    else this.notices.failure(save.failed, outcome.error);
  }
}

/** How many rows become tokens in one task: each is checked in full (about 10 µs). */
const TOKENS_A_TASK = 1000;

/**
 * The rows without a problem as the tokens to send, a task every TOKENS_A_TASK rows: after a pick's last
 * image, 10,000 rows in one go were a task of about 100 ms. The save is busy (`progress`) meanwhile, and
 * a row edited during it stays unsaved (markSaved marks only the rows sent as they are).
 */
async function tokensOf(rows: readonly EditionRow[]): Promise<{ row: EditionRow; token: SingleToken }[]> {
  const list: { row: EditionRow; token: SingleToken }[] = [];
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % TOKENS_A_TASK === 0) await nextTask();
    const token = tokenOf(row);
    if (token) list.push({ row, token });
  }
  return list;
}

function conflictOf(row: EditionRow, current: SingleToken | null): EditionConflict {
  return { key: row.key, tokenId: Number(row.tokenId), current, typed: valuesOf(row) };
}
