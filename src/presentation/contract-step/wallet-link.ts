import { makeAutoObservable, runInAction } from 'mobx';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { Wallet } from '../../application/ports/wallet';
import type { RegisteredEoa } from '../../application/wallet/registered-eoa';
import { walletLinkStatus, type WalletLinkStatus } from '../../domain/wallet/link-status';
import { deployCopy } from '../shared/copy/deploy-copy';
import { walletErrorGuide } from '../shared/copy/wallet-copy';
import { notObserved } from '../shared/view-models/not-observed';
import { WalletStateView } from '../shared/wallet/wallet-state-view';

/**
 * The contract step's wallet: the registered EOA (read once, RegisteredEoa) beside the account connected
 * now. The deploy needs 정상 연결; the step's wallet hint speaks only when something is wrong (`trouble`);
 * 지갑 연결 from the step says its failure in place.
 */
export class WalletLink {
  readonly wallet: WalletStateView;
  eoa: string | null = null;
  /** The registered EOA has been read: until then nothing is said about it. */
  known = false;
  connectError: string | null = null;
  /** Settles once the EOA is read (or its read failed): the owner check after a deploy compares with it. */
  loaded: Promise<void> = Promise.resolve();

  constructor(
    private readonly walletPort: Wallet,
    private readonly registeredEoa: RegisteredEoa,
    private readonly reporter: ErrorReporter,
  ) {
    this.wallet = new WalletStateView(walletPort);
    const unobserved = notObserved('wallet', 'walletPort', 'registeredEoa', 'reporter', 'loaded');
    makeAutoObservable<this, 'walletPort' | 'registeredEoa' | 'reporter'>(this, unobserved, { autoBind: true });
  }

  start(): () => void {
    this.loaded = this.registeredEoa.address().then(
      (eoa) =>
        runInAction(() => {
          this.eoa = eoa;
          this.known = true;
        }),
      (error: unknown) => this.reporter.report(error, { area: 'launchpads', action: 'load-eoa-for-deploy' }),
    );
    return this.wallet.start();
  }

  get status(): WalletLinkStatus {
    return walletLinkStatus(this.eoa, this.wallet.account);
  }

  /**
   * What the step's wallet hint is about, when it applies: no wallet registered (once that is known), or
   * another account connected than the registered one. Null otherwise (등록만 됨: 지갑 연결 is offered where it is needed).
   */
  get trouble(): '지갑 없음' | '계정 불일치' | null {
    if (!this.known) return null;
    const status = this.status;
    return status === '지갑 없음' || status === '계정 불일치' ? status : null;
  }

  /** 지갑 연결 from the step (등록만 됨); a failure is said in place and reported. */
  async connect(): Promise<void> {
    this.connectError = null;
    try {
      await this.walletPort.connect();
    } catch (error) {
      this.reporter.report(error, { area: 'launchpads', action: 'connect-wallet-for-deploy' });
      runInAction(() => (this.connectError = walletErrorGuide(error)?.message ?? deployCopy.failures.other));
    }
  }
}
