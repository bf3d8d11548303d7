import { inject, injectable } from 'inversify';
import { makeAutoObservable, when } from 'mobx';
import { SetupChecklistDismissal } from '../../application/launchpads/setup-checklist-dismissal';
import { Wallet } from '../../application/ports/wallet';
import { pageReads } from '../../application/reads/page-reads';
import type { Creator } from '../../domain/creator/creator';
import type { LaunchpadList } from '../../domain/launchpad/launchpad';
import {
  isNewcomer,
  setupSteps,
  showsChecklist,
  type SetupStep,
  type SetupStepKey,
} from '../../domain/onboarding/setup-steps';
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
  action: string;
  /** Where the item is done; null for the first launchpad (the list's own create dialog). */
  to: string | null;
}

const stateText = (step: SetupStep): string => {
  const copy = setupCopy.items[step.key];
  if (step.state === 'done') return copy.doneState;
  return step.state === 'connected-only' && 'connectedOnly' in copy ? copy.connectedOnly : copy.todo;
};

/**
 * The newcomer's setup checklist above the launchpad list, as the view shows it: the steps
 * (`setupSteps`, a domain rule) in words, the progress, and 닫기 (SetupChecklistDismissal keeps it).
 */
@injectable()
export class SetupChecklistViewModel {
  readonly user: ObservableQuery<UserInfo>;
  readonly eoa: ObservableQuery<Eoa | null>;
  readonly creators: ObservableQuery<Creator[]>;
  readonly launchpads: ObservableQuery<LaunchpadList>;
  readonly wallet: WalletStateView;
  dismissed = false;

  constructor(
    @inject(PageQueries) pages: PageQueries,
    @inject(Wallet) wallet: Wallet,
    @inject(SetupChecklistDismissal) private readonly dismissal: SetupChecklistDismissal,
  ) {
    // The list page's read, and the checklist's own (asked for only for a newcomer).
    this.launchpads = pages.observe(pageReads.launchpads).list;
    const reads = pages.observe(pageReads.setupChecklist);
    this.user = reads.user;
    this.eoa = reads.eoa;
    this.creators = reads.creators;
    this.wallet = new WalletStateView(wallet);
    makeAutoObservable<this, 'dismissal'>(
      this,
      notObserved('user', 'eoa', 'creators', 'launchpads', 'wallet', 'dismissal'),
      { autoBind: true },
    );
  }

  start(): () => void {
    const stops = [this.launchpads.start(), this.wallet.start()];
    // Only a creator with no launchpad yet asks for the user info, the wallet and the creator
    // profiles, so a creator who already launches pays one list call a visit.
    const stopWaiting = when(
      () => this.launchpads.data !== undefined && isNewcomer(this.launchpads.data),
      () => stops.push(this.user.start(), this.eoa.start(), this.creators.start()),
    );
    return () => {
      stopWaiting();
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
      creatorCount: creators.length,
      launchpads,
    });
  }

  get items(): SetupItem[] | null {
    return (
      this.steps?.map((step) => {
        const copy = setupCopy.items[step.key];
        return {
          key: step.key,
          label: copy.label,
          done: step.state === 'done',
          state: stateText(step),
          action: copy.action,
          to: step.to,
        };
      }) ?? null
    );
  }

  get doneCount(): number {
    return this.items?.filter((item) => item.done).length ?? 0;
  }

  get visible(): boolean {
    const { steps } = this;
    const launchpads = this.launchpads.data;
    if (!steps || !launchpads) return false;
    const userId = this.user.data?.userId;
    return showsChecklist(
      steps,
      launchpads,
      this.dismissed || (userId !== undefined && this.dismissal.isDismissed(userId)),
    );
  }

  /** Hides it for good (in this browser); it hides now even when the storage refuses. */
  dismiss(): void {
    this.dismissed = true;
    const userId = this.user.data?.userId;
    if (userId) this.dismissal.dismiss(userId);
  }
}
