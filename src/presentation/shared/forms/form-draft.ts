import { makeAutoObservable, observableRef, toJS } from 'mobx';
import type { DraftRef } from '../../../application/drafts/draft-key';
import type { Draft, DraftFormat, FormDrafts } from '../../../application/drafts/form-drafts';

export type DraftOwner = Omit<DraftRef, 'form'>;

/** Typing pauses shorter than this are one edit: storage is written once per pause, not per key. */
export const DRAFT_DEBOUNCE_MS = 400;

function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The values of one form as the creator types them, kept as a draft so that nothing typed is lost:
 * - `open(owner, saved)` starts from the saved record; drafts left from before, this tab's and other
 *   tabs' of the same browser, are offered (`offers`, newest first) and applied only by `restore()`;
 *   `discard()` drops them. The draft is kept per tab: two tabs never overwrite each other's text.
 * - `set(field, value)` edits; the draft is written after a typing pause (and at once by `flush()`,
 *   on page hide and by `start()`'s cleanup). Typing while an offer is pending makes the newest
 *   typing the stored draft; the offer stays restorable until the page is left.
 * - `commit(saved)` after a successful save: those values become the baseline and the draft goes.
 * - a failed save changes nothing: the values stay as typed, and so does the draft.
 */
export class FormDraft<T extends object> {
  values: T;
  baseline: T;
  /** Drafts left from before, newest first: one per tab that typed and did not save (this tab's too). */
  offers: Draft<T>[] = [];
  /** False once storage refused a draft (full or disabled); the form still works, unsaved input is at risk. */
  storageWorks = true;
  private owner: DraftOwner | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly drafts: FormDrafts,
    private readonly format: DraftFormat<T>,
    empty: T,
    private readonly debounceMs = DRAFT_DEBOUNCE_MS,
  ) {
    this.values = empty;
    this.baseline = empty;
    // The values are replaced whole on every edit (`set`), never changed in place: kept by reference,
    // so an unchanged part (an auction item) stays the same object and its view need not render again.
    // (Deep observability copied every part into a new observable on each edit: with 100 items, one
    // 작품 추가 rendered all 100 cards again, 460–720 ms.)
    makeAutoObservable<this, 'drafts' | 'format' | 'timer' | 'debounceMs'>(
      this,
      {
        values: observableRef,
        baseline: observableRef,
        offers: observableRef,
        drafts: false,
        format: false,
        timer: false,
        debounceMs: false,
      },
      { autoBind: true },
    );
  }

  get isDirty(): boolean {
    return !sameValues(this.values, this.baseline);
  }

  get isOpen(): boolean {
    return this.owner !== null;
  }

  /** Begins editing `owner`'s record from its saved values; any earlier draft of it is offered. */
  open(owner: DraftOwner, saved: T): void {
    this.flush();
    this.owner = owner;
    this.baseline = saved;
    this.values = saved;
    const found = this.drafts.offers(this.format, owner);
    // A draft that holds what is saved now is not unsaved text any more: it goes.
    for (const same of found.filter((draft) => sameValues(draft.value, saved)))
      this.drafts.discardDraft(this.format, owner, same);
    this.offers = found.filter((draft) => !sameValues(draft.value, saved));
  }

  /** True for a draft this tab typed (the others are other tabs' of this browser). */
  isMine(draft: Draft<T>): boolean {
    return this.drafts.isMine(draft);
  }

  /** The newest offer (the banner's, when there is one). */
  get offer(): Draft<T> | null {
    return this.offers[0] ?? null;
  }

  /** Newer saved values (a refetch): taken over unless the creator has typed something. */
  rebase(saved: T): void {
    if (!this.isDirty) this.values = saved;
    this.baseline = saved;
  }

  set<K extends keyof T>(field: K, value: T[K]): void {
    this.values = { ...this.values, [field]: value };
    this.schedule();
  }

  /**
   * Brings back `chosen` (default: the newest offer). Another tab's draft is taken over: it becomes this
   * tab's (written at once) and its own key goes, so it is not offered twice.
   */
  restore(chosen: Draft<T> | null = this.offer): void {
    if (!chosen) return;
    this.values = { ...this.baseline, ...chosen.value };
    this.offers = [];
    if (this.owner && !this.drafts.isMine(chosen)) this.drafts.discardDraft(this.format, this.owner, chosen);
    this.cancel();
    this.persist();
  }

  /** Drops the offered drafts (every tab's). What was typed since opening stays (and stays the draft). */
  discard(): void {
    const offered = this.offers;
    this.offers = [];
    if (this.owner) for (const draft of offered) this.drafts.discardDraft(this.format, this.owner, draft);
    if (this.isDirty) this.schedule();
  }

  /**
   * 최신 내용 불러오기 after a save conflict: the latest stored values become the form's, and what
   * was typed is kept as this tab's draft, offered for 복원 at `now` (nothing typed is lost).
   */
  takeLatest(latest: T, now: Date): void {
    const typed = toJS(this.values);
    this.cancel();
    this.baseline = latest;
    this.values = latest;
    if (sameValues(typed, latest) || !this.owner) return;
    this.storageWorks = this.drafts.save(this.format, this.owner, typed);
    this.offers = [this.drafts.load(this.format, this.owner) ?? { value: typed, savedAt: now, tab: null }];
  }

  commit(saved: T): void {
    this.cancel();
    this.baseline = saved;
    this.values = saved;
    this.offers = [];
    if (this.owner) this.drafts.discard(this.format, this.owner);
  }

  /** Writes a pending draft now. */
  flush(): void {
    if (this.timer === null) return;
    this.cancel();
    this.persist();
  }

  /** Writes pending drafts when the page is hidden or closed; the cleanup writes what is left. */
  start(): () => void {
    const onHide = () => this.flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      this.flush();
    };
  }

  private schedule(): void {
    this.cancel();
    this.timer = setTimeout(this.flush, this.debounceMs);
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private persist(): void {
    if (!this.owner) return;
    if (this.isDirty) this.storageWorks = this.drafts.save(this.format, this.owner, toJS(this.values));
    else this.drafts.discard(this.format, this.owner);
  }
}
