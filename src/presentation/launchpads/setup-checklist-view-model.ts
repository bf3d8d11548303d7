import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, when } from 'mobx';
import { Clock } from '../../application/ports/clock';
import { CreatorProfilesApi } from '../../application/ports/creator-profiles-api';
import { DraftStore } from '../../application/ports/draft-store';
import { EoaApi } from '../../application/ports/eoa-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { LaunchpadsApi } from '../../application/ports/launchpads-api';
import { UserApi } from '../../application/ports/user-api';
import { Wallet } from '../../application/ports/wallet';
import type { Creator } from '../../domain/creator/creator';
import type { LaunchpadList } from '../../domain/launchpad/launchpad';
import type { UserInfo } from '../../domain/user/user-info';
import type { Eoa } from '../../domain/wallet/eoa';
import { setupCopy } from '../shared/copy/setup-copy';
import { launchpadListQuery } from '../../application/reads/launchpad-reads';
import { creatorsQuery, eoaQuery, userInfoQuery } from '../../application/reads/me-reads';
import { ObservableQuery } from '../shared/queries/observable-query';
import { QueryClientToken } from '../shared/queries/query-client-token';
import { WalletStateView } from '../shared/wallet/wallet-state-view';

export interface SetupItem {
  key: 'phone' | 'wallet' | 'creator' | 'launchpad';
  label: string;
  done: boolean;
  /** What the item's state is, or what to do. */
  state: string;
  action: string;
  /** Where the item is done; null for the first launchpad (the list's own create dialog). */
  to: string | null;
}

/** Kept in the form-draft storage under its own key: a dismissal is per creator and per browser. */
const dismissedKey = (userId: string) => `setup-checklist:${userId}:dismissed`;

/**
 * A newcomer's way from the first sign-in to the first launchpad: 휴대폰, 지갑 (connected and
 * registered), 크리에이터, then a launchpad, each with its state and where it is done. Shown to a
 * newcomer (no launchpad yet) until every item is done or the creator dismisses it: a creator
 * who already launches does not need it above the list.
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
    @inject(QueryClientToken) queryClient: QueryClient,
    @inject(UserApi) userApi: UserApi,
    @inject(EoaApi) eoaApi: EoaApi,
    @inject(CreatorProfilesApi) creatorsApi: CreatorProfilesApi,
    @inject(LaunchpadsApi) launchpadsApi: LaunchpadsApi,
    @inject(Wallet) wallet: Wallet,
    @inject(DraftStore) private readonly store: DraftStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {
    this.user = new ObservableQuery(queryClient, userInfoQuery(userApi));
    this.eoa = new ObservableQuery(queryClient, eoaQuery(eoaApi));
    this.creators = new ObservableQuery(queryClient, creatorsQuery(creatorsApi));
    this.launchpads = new ObservableQuery(queryClient, launchpadListQuery(launchpadsApi));
    this.wallet = new WalletStateView(wallet);
    makeAutoObservable<this, 'store' | 'clock' | 'reporter'>(
      this,
      { user: false, eoa: false, creators: false, launchpads: false, wallet: false, store: false, clock: false, reporter: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    const stops = [this.launchpads.start(), this.wallet.start()];
    // The checklist is for a creator with no launchpad yet: only then are the user info, the wallet
    // and the creator profiles asked for, so a creator who already launches pays one list call a visit.
    const stopWaiting = when(
      () => this.launchpads.data !== undefined && this.launchpads.data.total === 0,
      () => stops.push(this.user.start(), this.eoa.start(), this.creators.start()),
    );
    return () => {
      stopWaiting();
      stops.forEach((stop) => stop());
    };
  }

  private get userId(): string | undefined {
    return this.user.data?.userId;
  }

  /** Known once every query has answered; a failed one leaves the checklist out rather than guessing. */
  get items(): SetupItem[] | null {
    const user = this.user.data;
    const creators = this.creators.data;
    const launchpads = this.launchpads.data;
    if (!user || this.eoa.status !== 'ready' || !creators || !launchpads) return null;
    const { items } = setupCopy;
    const registered = this.eoa.data !== null;
    return [
      { key: 'phone', label: items.phone.label, done: Boolean(user.phoneNumber), state: user.phoneNumber ? items.phone.doneState : items.phone.todo, action: items.phone.action, to: '/me/info' },
      {
        key: 'wallet',
        label: items.wallet.label,
        done: registered,
        state: registered ? items.wallet.doneState : this.wallet.connected ? items.wallet.connectedOnly : items.wallet.todo,
        action: items.wallet.action,
        to: '/me/wallet',
      },
      {
        key: 'creator',
        label: items.creator.label,
        done: creators.length > 0,
        state: creators.length > 0 ? items.creator.doneState : items.creator.todo,
        action: items.creator.action,
        to: '/me/creators',
      },
      {
        key: 'launchpad',
        label: items.launchpad.label,
        done: launchpads.total > 0,
        state: launchpads.total > 0 ? items.launchpad.doneState : items.launchpad.todo,
        action: items.launchpad.action,
        to: null,
      },
    ];
  }

  get doneCount(): number {
    return this.items?.filter((item) => item.done).length ?? 0;
  }

  get visible(): boolean {
    const items = this.items;
    if (!items || items.every((item) => item.done) || this.dismissed) return false;
    if ((this.launchpads.data?.total ?? 0) > 0) return false;
    return !(this.userId && this.store.read(dismissedKey(this.userId)));
  }

  /** Hides it for good (in this browser); storage that refuses is reported, and it still hides now. */
  dismiss(): void {
    this.dismissed = true;
    const id = this.userId;
    if (!id) return;
    try {
      this.store.write(dismissedKey(id), { version: 1, savedAt: this.clock.now().toISOString(), value: true });
    } catch (error) {
      this.reporter.report(error, { area: 'setup-checklist', action: 'dismiss' });
    }
  }
}
