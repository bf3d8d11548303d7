import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { EditionDraftSession } from '../../application/editions/editions-drafts';
import type { EditionDraft, UploadedFile } from '../../application/ports/edition-draft-store';
import { notObserved } from '../shared/view-models/not-observed';
import type { EditionRowStore } from './edition-row-store';

/** How long typing pauses before the draft is written (10,000 rows are not cloned on every key). */
export const DRAFT_DELAY_MS = 800;

/**
 * The editions editor's draft as the view shows it: the draft offered after a reload (복원/버리기), and
 * whether keeping the rows failed. What is written, and when not, is the session's (EditionDraftSession).
 */
export class EditionDraftKeeping {
  /** The draft an earlier visit kept, waiting to be restored or dropped (not observed deeply: 10,000 rows). */
  offer: EditionDraft | null = null;
  failed = false;
  private session: EditionDraftSession | null = null;

  constructor(
    private readonly store: EditionRowStore,
    /** The creator's file of each uploaded image link, kept beside the draft. */
    private readonly uploads: ReadonlyMap<string, UploadedFile>,
  ) {
    makeAutoObservable<this, 'store' | 'uploads' | 'session'>(
      this,
      { ...notObserved('store', 'uploads', 'session'), offer: observableRef },
      { autoBind: true },
    );
  }

  /** Whether the editor has opened (it opens once a visit). */
  get opened(): boolean {
    return this.session !== null;
  }

  /** The editor opened: the session keeps its rows, and an earlier visit's draft may be offered. */
  open(session: EditionDraftSession, offer: EditionDraft | null): void {
    this.session = session;
    this.offer = offer;
  }

  /** Keeps the rows a while after each change; returns the stop. */
  start(): () => void {
    return reaction(
      () => this.store.rows,
      () => void this.keep(),
      { delay: DRAFT_DELAY_MS },
    );
  }

  restore(): void {
    const draft = this.offer;
    if (!draft) return;
    const dirty = new Set(draft.dirty);
    this.store.replaceAll(draft.rows, (i) => dirty.has(i));
    this.offer = null;
  }

  /** Drops the offered draft. What was typed since opening stays, and stays the draft (as FormDraft does). */
  discard(): void {
    this.offer = null;
    this.session?.forget();
    void this.keep();
  }

  async keep(): Promise<void> {
    const kept = await this.session?.keep(() => ({
      rows: this.store.rows,
      uploads: this.uploads,
      offered: this.offer !== null,
    }));
    if (kept === 'kept' || kept === 'failed') runInAction(() => (this.failed = kept === 'failed'));
  }
}
