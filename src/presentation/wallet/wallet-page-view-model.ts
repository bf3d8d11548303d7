import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  toAppError,
  UserRejectedError,
  type AppError,
  type ProviderMissingError,
} from '../../application/errors/app-error';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { Wallet } from '../../application/ports/wallet';
import { pageReads } from '../../application/reads/page-reads';
import { RegisterEoa } from '../../application/wallet/register-eoa';
import { findChainById, supportedChains, type SupportedChain } from '../../domain/chain/chains';
import { canSignWith, walletLinkStatus, type WalletLinkStatus } from '../../domain/wallet/link-status';
import type { Eoa } from '../../domain/wallet/eoa';
import { walletCopy } from '../shared/copy/wallet-copy';
import { Notices } from '../shared/forms/notices';
import { PageQueries } from '../shared/queries/page-queries';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { notObserved } from '../shared/view-models/not-observed';
import { WalletStateView } from '../shared/wallet/wallet-state-view';

/** Where the page runs, for the signed message (the API checks the domain). */
export interface SignInSite {
  domain: string;
  uri: string;
}

/**
 * /me/wallet: the registered EOA, the link status, connecting, and registering by signature
 * (RegisterEoa; the registered EOA reaches every page's reads through it).
 */
@injectable()
export class WalletPageViewModel {
  readonly eoa: ObservableQuery<Eoa | null>;
  readonly wallet: WalletStateView;
  busy: 'connect' | 'register' | 'switch' | null = null;
  /** The last wallet/registration failure, shown in place with its next step. */
  error: AppError | null = null;
  /** 연결된 계정으로 바꾸기 was pressed: the confirmation with both addresses is open. */
  replaceAsked = false;
  /** No MetaMask (found on arrival, without a prompt): the install card shows at once. */
  missing: ProviderMissingError | null = null;

  constructor(
    @inject(PageQueries) pages: PageQueries,
    @inject(Notices) private readonly notices: Notices,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(Wallet) private readonly port: Wallet,
    @inject(RegisterEoa) private readonly registerEoa: RegisterEoa,
  ) {
    // The page's reads as its route prefetches them; observed (and fetched) only from start().
    this.eoa = pages.observe(pageReads.wallet).eoa;
    this.wallet = new WalletStateView(port);
    makeAutoObservable<this, 'notices' | 'reporter' | 'port' | 'registerEoa'>(
      this,
      notObserved('eoa', 'wallet', 'notices', 'reporter', 'port', 'registerEoa'),
      { autoBind: true },
    );
  }

  start(): () => void {
    const stopQuery = this.eoa.start();
    const stopWallet = this.wallet.start();
    void this.port.findMissing().then((missing) => runInAction(() => (this.missing = missing)));
    return () => {
      stopQuery();
      stopWallet();
    };
  }

  get registered(): Eoa | null {
    return this.eoa.data ?? null;
  }

  get linkStatus(): WalletLinkStatus {
    return walletLinkStatus(this.registered?.address ?? null, this.wallet.account);
  }

  /** Signing is offered with a connected account that is not someone else's (계정 불일치). */
  get canRegister(): boolean {
    return this.eoa.status === 'ready' && this.wallet.connected && canSignWith(this.linkStatus) && this.busy === null;
  }

  /** Connected, but to a chain the product does not support (e.g. BNB Chain, 56). */
  get unsupportedNetwork(): boolean {
    return this.wallet.connected && this.wallet.chain === undefined;
  }

  /** Where 전환 goes: the registered wallet's chain when supported, else Ethereum. */
  get switchTarget(): SupportedChain {
    return (this.registered && findChainById(this.registered.chainId)) || supportedChains[0]!;
  }

  async switchNetwork(): Promise<void> {
    await this.run('switch', () => this.port.switchChain(this.switchTarget.id));
  }

  async connect(): Promise<void> {
    await this.run('connect', async () => {
      await this.port.connect();
    });
  }

  async register(site: SignInSite): Promise<void> {
    if (!this.canRegister) return;
    await this.run('register', async () => {
      await this.registerEoa.execute({ ...site, registered: this.registered });
      this.notices.success(walletCopy.page.registeredNow, { setupTask: true });
    });
  }

  /** 계정 불일치 with the registered wallet loaded: the connected account can replace it, once confirmed. */
  get canReplace(): boolean {
    return this.eoa.status === 'ready' && this.linkStatus === '계정 불일치' && this.busy === null;
  }

  askReplace(): void {
    if (this.canReplace) this.replaceAsked = true;
  }

  cancelReplace(): void {
    this.replaceAsked = false;
  }

  /** The confirmed replacement: a new signature by the connected account (the API's registration replaces). */
  async confirmReplace(site: SignInSite): Promise<void> {
    this.replaceAsked = false;
    if (!this.canReplace) return;
    await this.run('register', async () => {
      await this.registerEoa.execute({ ...site, registered: this.registered, replace: true });
      this.notices.success(walletCopy.page.replacedNow);
    });
  }

  dismissError(): void {
    this.error = null;
  }

  private async run(busy: 'connect' | 'register' | 'switch', work: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = busy;
    this.error = null;
    try {
      await work();
    } catch (error) {
      if (!(error instanceof UserRejectedError)) this.reporter.report(error, { area: 'wallet', action: busy });
      runInAction(() => (this.error = toAppError(error)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
