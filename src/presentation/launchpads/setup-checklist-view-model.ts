import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, when } from 'mobx';
import { SetupChecklistFold } from '../../application/launchpads/setup-checklist-fold';
import { Wallet } from '../../application/ports/wallet';
import { pageReads } from '../../application/reads/page-reads';
import type { Creator } from '../../domain/creator/creator';
import type { LaunchpadList } from '../../domain/launchpad/launchpad';
import { isGuiding, setupSteps, type SetupStep, type SetupStepKey } from '../../domain/onboarding/setup-steps';
import type { UserInfo } from '../../domain/user/user-info';
import type { Eoa } from '../../domain/wallet/eoa';
import { setupCopy } from '../shared/copy/setup-copy';
import { PageQueries } from '../shared/queries/page-queries';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { notObserved } from '../shared/view-models/not-observed';
import { WalletStateView } from '../shared/wallet/wallet-state-view';

export interface SetupItem {
  key: SetupStepKey;
  label: string;
  done: boolean;
  /** What the item's state is, or what to do. */
  state: string;
  /** Its button's words; null when there is nothing to press (done, or waiting for an earlier item). */
  action: string | null;
  /** Where the item is done; null for the first launchpad (the list's own create dialog). */
  to: string | null;
}

const items = setupCopy.items;

/** An item's words for where its step stands. */
function wordsOf(step: SetupStep): Pick<SetupItem, 'state' | 'action'> {
  switch (step.state) {
    case 'done':
      return { state: setupCopy.done, action: null };
    case 'waiting':
      return { state: items.review.waiting, action: null };
    case 'connected-only':
      return { state: items.wallet.connectedOnly, action: items.wallet.action };
    case 'draft':
      return { state: items.creator.draft, action: items.creator.draftAction };
    case 'todo':
      return { state: items[step.key].todo, action: items[step.key].action };
  }
}

/**
 * The setup checklist above the launchpad list, as the view shows it: the steps (`setupSteps`, a domain
 * rule) in words and the progress, until the creator's first launch is in review (`isGuiding`). It can be
 * folded away and opened again; the fold is kept per creator in this browser (SetupChecklistFold).
 */
@injectable()
export class SetupChecklistViewModel {
  readonly user: ObservableQuery<UserInfo>;
  readonly eoa: ObservableQuery<Eoa | null>;
  readonly creators: ObservableQuery<Creator[]>;
  readonly launchpads: ObservableQuery<LaunchpadList>;
  readonly wallet: WalletStateView;
  folded = false;

  constructor(
    @inject(PageQueries) pages: PageQueries,
    @inject(Wallet) wallet: Wallet,
    @inject(SetupChecklistFold) private readonly fold: SetupChecklistFold,
  ) {
    // The list page's read, and the checklist's own (asked for only while it guides).
    this.launchpads = pages.observe(pageReads.launchpads).list;
    const reads = pages.observe(pageReads.setupChecklist);
    this.user = reads.user;
    this.eoa = reads.eoa;
    this.creators = reads.creators;
    this.wallet = new WalletStateView(wallet);
    makeAutoObservable<this, 'fold'>(this, notObserved('user', 'eoa', 'creators', 'launchpads', 'wallet', 'fold'), {
      autoBind: true,
    });
  }

  start(): () => void {
    const stops = [this.launchpads.start(), this.wallet.start()];
    // Only while no launch is in review yet are the user info, the wallet and the creator profiles asked
    // for, so a creator who already launches pays one list call a visit.
    const stopWaiting = when(
      () => this.launchpads.data !== undefined && isGuiding(this.launchpads.data),
      () => stops.push(this.user.start(), this.eoa.start(), this.creators.start()),
    );
    const stopFold = reaction(
      () => this.user.data?.userId,
      (userId) => {
        if (userId) this.folded = this.fold.isFolded(userId);
      },
      { fireImmediately: true },
    );
    return () => {
      stopWaiting();
      stopFold();
      stops.forEach((stop) => stop());
    };
  }

  /** Known once every query has answered; a failed one leaves the checklist out rather than guessing. */
  private get steps(): SetupStep[] | null {
    const user = this.user.data;
    const creators = this.creators.data;
    const launchpads = this.launchpads.data;
    if (!user || this.eoa.status !== 'ready' || !creators || !launchpads) return null;
    return setupSteps({
      user,
      registered: this.eoa.data !== null,
      connected: this.wallet.connected,
      creators,
      launchpads,
    });
  }

  get items(): SetupItem[] | null {
    return (
      this.steps?.map((step) => ({
        key: step.key,
        label: items[step.key].label,
        done: step.state === 'done',
        ...wordsOf(step),
        to: step.to,
      })) ?? null
    );
  }

  get doneCount(): number {
    return this.items?.filter((item) => item.done).length ?? 0;
  }

  /** The first item not done: its button is the checklist's filled one. */
  get nextKey(): SetupStepKey | null {
    return this.items?.find((item) => !item.done && item.action !== null)?.key ?? null;
  }

  /** On the list (open or folded) until the first launch is in review, once its reads have answered. */
  get visible(): boolean {
    const launchpads = this.launchpads.data;
    return this.steps !== null && launchpads !== undefined && isGuiding(launchpads);
  }

  /** Whether it shows is known: the list and (while it guides) its reads have answered, or one failed. */
  get settled(): boolean {
    const launchpads = this.launchpads.data;
    if (!launchpads) return false;
    const reads = [this.user, this.eoa, this.creators];
    return !isGuiding(launchpads) || this.steps !== null || reads.some((read) => read.status === 'error');
  }

  /** The open checklist offers the first launchpad itself: the list then shows no second 런치패드 만들기. */
  get offersCreate(): boolean {
    return this.visible && !this.folded && this.items?.some((item) => item.key === 'launchpad' && !item.done) === true;
  }

  /** Folds it away or opens it again; kept for this creator in this browser (it folds now even when storage refuses). */
  setFolded(folded: boolean): void {
    this.folded = folded;
    const userId = this.user.data?.userId;
    if (!userId) return;
    if (folded) this.fold.fold(userId);
    else this.fold.open(userId);
  }
}
