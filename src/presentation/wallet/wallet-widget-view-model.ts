import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { UserRejectedError, type ProviderMissingError } from '../../application/errors/app-error';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { Wallet } from '../../application/ports/wallet';
import { isTestChain, supportedChains, type SupportedChain } from '../../domain/chain/chains';
import { walletCopy } from '../shared/copy/wallet-copy';
import { Notices } from '../shared/forms/notices';
import { notObserved } from '../shared/view-models/not-observed';
import { shortAddress, WalletStateView } from '../shared/wallet/wallet-state-view';

type Busy = 'connect' | 'switch' | 'disconnect' | null;

/** The one toast of a failed connect: replaced by the next failure, taken away once connected. */
export const CONNECT_FAILED_NOTICE = 'wallet-connect-failed';

/** The header's wallet: connect, the account and chain at a glance, chain switching, 연결 해제. */
@injectable()
export class WalletWidgetViewModel {
  readonly wallet: WalletStateView;
  busy: Busy = null;
  /** No MetaMask (asked without a prompt on start): 지갑 연결 says how to install it instead of failing. */
  missing: ProviderMissingError | null = null;

  constructor(
    @inject(Wallet) private readonly port: Wallet,
    @inject(Notices) private readonly notices: Notices,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {
    this.wallet = new WalletStateView(port);
    makeAutoObservable<this, 'port' | 'notices' | 'reporter'>(
      this,
      notObserved('wallet', 'port', 'notices', 'reporter'),
      {
        autoBind: true,
      },
    );
  }

  start(): () => void {
    const stop = this.wallet.start();
    let live = true;
    void this.port.findMissing().then((missing) => live && runInAction(() => (this.missing = missing)));
    // However the wallet connects (here, on the wallet page, in MetaMask), the old failure no longer holds.
    const stopClearing = reaction(
      () => this.wallet.connected,
      (connected) => connected && this.notices.dismiss(CONNECT_FAILED_NOTICE),
      { fireImmediately: true },
    );
    return () => {
      live = false;
      stopClearing();
      stop();
    };
  }

  get status() {
    return this.wallet.state.status;
  }

  get shortAccount(): string | null {
    return this.wallet.account ? shortAddress(this.wallet.account) : null;
  }

  get chainLabel(): string {
    return walletCopy.chainName(this.wallet.state.chainId);
  }

  get currentChain(): SupportedChain | undefined {
    return this.wallet.chain;
  }

  /** The registry decides what is a test chain; the private Luniverse is listed beside the mainnets. */
  readonly mainnets = supportedChains.filter((c) => !isTestChain(c));
  readonly testnets = supportedChains.filter(isTestChain);

  async connect(): Promise<void> {
    await this.run('connect', walletCopy.connectFailed, () => this.port.connect());
  }

  async switchChain(chainId: number): Promise<void> {
    if (chainId === this.wallet.state.chainId) return;
    const ok = await this.run('switch', walletCopy.switchFailed, () => this.port.switchChain(chainId));
    if (ok) this.notices.success(walletCopy.switched(walletCopy.chainName(chainId)));
  }

  async disconnect(): Promise<void> {
    await this.run('disconnect', walletCopy.disconnected, () => this.port.disconnect());
  }

  private async run(busy: Exclude<Busy, null>, failedTitle: string, work: () => Promise<unknown>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = busy;
    try {
      await work();
      return true;
    } catch (error) {
      if (!(error instanceof UserRejectedError)) this.reporter.report(error, { area: 'wallet', action: busy });
      this.notices.failure(failedTitle, error, busy === 'connect' ? CONNECT_FAILED_NOTICE : undefined);
      return false;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
