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
 * - `open(owner, saved)` starts from the saved record; a draft left from before is offered
 *   (`offer`) and applied only by `restore()`; `discard()` drops it.
 * - `set(field, value)` edits; the draft is written after a typing pause (and at once by `flush()`,
 *   on page hide and by `start()`'s cleanup). Typing while an offer is pending makes the newest
 *   typing the stored draft; the offer stays restorable until the page is left.
 * - `commit(saved)` after a successful save: those values become the baseline and the draft goes.
 * - a failed save changes nothing: the values stay as typed, and so does the draft.
 */
export class FormDraft<T extends object> {
  values: T;
  baseline: T;
  offer: Draft<T> | null = null;
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
        offer: observableRef,
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
    const found = this.drafts.load(this.format, owner);
    this.offer = found && !sameValues(found.value, saved) ? found : null;
    if (found && !this.offer) this.drafts.discard(this.format, owner);
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

  restore(): void {
    if (!this.offer) return;
    this.values = { ...this.baseline, ...this.offer.value };
    this.offer = null;
    this.schedule();
  }

  /** Drops the offered draft. What was typed since opening stays (and stays the draft). */
  discard(): void {
    this.offer = null;
    if (this.isDirty) this.schedule();
    else if (this.owner) this.drafts.discard(this.format, this.owner);
  }

  /**
   * 최신 내용 불러오기 after a save conflict: the latest stored values become the form's, and what
   * was typed is kept as the draft, offered for 복원 (nothing typed is lost).
   */
  takeLatest(latest: T, now: Date): void {
    const typed = toJS(this.values);
    this.cancel();
    this.baseline = latest;
    this.values = latest;
    if (sameValues(typed, latest) || !this.owner) return;
    this.offer = { value: typed, savedAt: now };
    this.storageWorks = this.drafts.save(this.format, this.owner, typed);
  }

  commit(saved: T): void {
    this.cancel();
    this.baseline = saved;
    this.values = saved;
    this.offer = null;
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
