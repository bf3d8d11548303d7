import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { DeployContract, type DeployResult } from '../../application/deploy/deploy-contract';
import { Wallet } from '../../application/ports/wallet';
import { RegisteredEoa } from '../../application/wallet/registered-eoa';
import { chainLabel, findChainById, type SupportedChain } from '../../domain/chain/chains';
import { checkDeployForm, type PendingDeploy } from '../../domain/contract/contract-deploy';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { walletLinkStatus, type WalletLinkStatus } from '../../domain/wallet/link-status';
import { deployCopy } from '../shared/copy/deploy-copy';
import { walletErrorGuide } from '../shared/copy/wallet-copy';
import { FormServices } from '../shared/forms/form-services';
import { notObserved } from '../shared/view-models/not-observed';
import { WalletStateView } from '../shared/wallet/wallet-state-view';
import { deployFailureText, feeText } from './contract-texts';
import { DeployFee } from './deploy-fee';
import { DeployRun } from './deploy-run';

export type Deployed = Extract<DeployResult, { ok: true }>;

/**
 * 새 컨트랙트 배포 in the contract step: name and symbol, the owner (the registered EOA) and the
 * estimated fee, then the deploy's progress (DeployContract sends, follows, checks and saves it). A
 * deploy kept by an earlier visit (this browser's draft or the server) is taken up on start. What was
 * typed stays through every failure.
 */
@injectable()
export class DeployViewModel {
  readonly wallet: WalletStateView;
  open = false;
  name = '';
  symbol = '';
  nameError: string | undefined = undefined;
  symbolError: string | undefined = undefined;
  eoa: string | null = null;
  readonly fee: DeployFee;
  readonly progress = new DeployRun();
  connectError: string | null = null;
  /** The deploy shown was left in flight by an earlier visit and taken up on start. */
  resumed = false;
  private launchpad: Launchpad | null = null;
  private onDeployed: (deployed: Deployed) => void = () => undefined;
  private abort = new AbortController();
  private eoaLoaded: Promise<void> = Promise.resolve();
  private readonly draftUser;

  constructor(
    @inject(FormServices) private readonly forms: FormServices,
    @inject(DeployContract) private readonly useCase: DeployContract,
    @inject(RegisteredEoa) private readonly registeredEoa: RegisteredEoa,
    @inject(Wallet) private readonly walletPort: Wallet,
  ) {
    this.wallet = new WalletStateView(walletPort);
    this.draftUser = forms.draftUser('launchpads');
    this.fee = new DeployFee(forms.reporter);
    const unobserved = notObserved(
      'wallet',
      'fee',
      'progress',
      'forms',
      'useCase',
      'registeredEoa',
      'walletPort',
      'draftUser',
      'launchpad',
      'onDeployed',
      'abort',
      'eoaLoaded',
    );
    makeAutoObservable<this, keyof typeof unobserved>(this, unobserved, { autoBind: true });
  }

  start(launchpad: Launchpad, onDeployed: (deployed: Deployed) => void): () => void {
    this.launchpad = launchpad;
    this.onDeployed = onDeployed;
    this.abort = new AbortController();
    const stops = [this.wallet.start()];
    this.draftUser.load();
    this.eoaLoaded = this.registeredEoa.address().then(
      (eoa) => void runInAction(() => (this.eoa = eoa)),
      (error: unknown) => this.forms.reporter.report(error, { area: 'launchpads', action: 'load-eoa-for-deploy' }),
    );
    stops.push(
      reaction(
        () => this.draftUser.id,
        (userId) => void (userId && this.takeUpPending(userId)),
        { fireImmediately: true },
      ),
      reaction(
        () => [this.open, this.name, this.symbol, this.eoa] as const,
        () => void this.estimate(),
        { delay: 400, fireImmediately: true },
      ),
    );
    return () => {
      // Following stops with the view; the deploy is kept and the next visit (or StrictMode's second start) takes it up again.
      this.abort.abort();
      stops.forEach((stop) => stop());
      this.progress.stop();
    };
  }

  private get chain(): SupportedChain | undefined {
    return this.launchpad ? findChainById(this.launchpad.chainId) : undefined;
  }

  get chainName(): string {
    return this.chain ? chainLabel(this.chain) : '';
  }

  get linkStatus(): WalletLinkStatus {
    return walletLinkStatus(this.eoa, this.wallet.account);
  }

  get canDeploy(): boolean {
    return this.linkStatus === '정상 연결' && !this.progress.running;
  }

  get feeText(): string {
    return feeText(this.fee, this.chain);
  }

  get failureText(): string | null {
    const failure = this.progress.failure;
    return failure && deployFailureText(failure.reason, this.chain);
  }

  /** 지갑 연결 from the deploy card (등록만 됨); a failure is said in the card. */
  async connect(): Promise<void> {
    this.connectError = null;
    try {
      await this.walletPort.connect();
    } catch (error) {
      this.forms.reporter.report(error, { area: 'launchpads', action: 'connect-wallet-for-deploy' });
      runInAction(() => (this.connectError = walletErrorGuide(error)?.message ?? deployCopy.failures.other));
    }
  }

  show(): void {
    this.open = true;
  }

  close(): void {
    if (!this.progress.running) this.open = false;
  }

  setName(value: string): void {
    this.name = value;
    if (this.nameError !== undefined) this.validate();
  }

  setSymbol(value: string): void {
    this.symbol = value;
    if (this.symbolError !== undefined) this.validate();
  }

  /** Sends the deploy; the typed name and symbol stay whatever happens. */
  async deploy(): Promise<void> {
    const launchpad = this.launchpad;
    const userId = this.draftUser.id;
    if (!launchpad || !userId || this.progress.running || !this.validate()) return;
    const input = {
      userId,
      launchpadId: launchpad.id,
      collectionType: launchpad.collectionType,
      chainId: launchpad.chainId,
      name: this.name,
      symbol: this.symbol,
      eoa: this.eoa,
    };
    const signal = this.abort.signal;
    this.ended(await this.progress.show((onPhase) => this.useCase.deploy(input, onPhase, signal), signal));
  }

  /** 다시 확인: follows the kept deploy again (after a timeout, or a save that failed). */
  async retryFollow(): Promise<void> {
    const userId = this.draftUser.id;
    if (!userId || this.progress.running) return;
    const kept = this.progress.following ?? (await this.useCase.findPending(userId, this.launchpad!.id));
    if (kept) await this.resume(userId, kept);
  }

  private async takeUpPending(userId: string): Promise<void> {
    const launchpad = this.launchpad;
    if (!launchpad || this.progress.running) return;
    const signal = this.abort.signal;
    // The owner check after the deploy compares with the registered EOA: wait for it.
    const [kept] = await Promise.all([this.useCase.findPending(userId, launchpad.id), this.eoaLoaded]);
    if (!kept || this.progress.running || signal.aborted) return;
    runInAction(() => {
      this.open = true;
      this.resumed = true;
      this.name = kept.name;
      this.symbol = kept.symbol;
    });
    await this.resume(userId, kept);
  }

  private async resume(userId: string, kept: PendingDeploy): Promise<void> {
    const signal = this.abort.signal;
    const input = { userId, collectionType: this.launchpad!.collectionType, eoa: this.eoa };
    this.ended(await this.progress.show((onPhase) => this.useCase.resume(input, kept, onPhase, signal), signal));
  }

  /** A deploy's end, unless the view went away: the step takes the contract, or the failure is reported. */
  private ended(result: DeployResult | null): void {
    if (result?.ok) {
      this.onDeployed(result);
      this.forms.notices.success(deployCopy.deployed);
    } else if (result) {
      this.forms.reporter.report(result.failure.error, {
        area: 'launchpads',
        action: 'deploy-contract',
        reason: result.failure.reason,
        launchpadId: this.launchpad?.id,
      });
    }
  }

  private validate(): boolean {
    const checked = checkDeployForm({ name: this.name, symbol: this.symbol });
    this.nameError = checked.ok ? undefined : checked.name;
    this.symbolError = checked.ok ? undefined : checked.symbol;
    return checked.ok;
  }

  /** The fee of what is typed, once the card is open, the owner known and both fields hold. */
  private estimate(): Promise<void> {
    const { launchpad, eoa } = this;
    const checked = checkDeployForm({ name: this.name, symbol: this.symbol });
    const input =
      this.open && launchpad && eoa && checked.ok
        ? { collectionType: launchpad.collectionType, chainId: launchpad.chainId, ...checked.values, eoa }
        : null;
    return this.fee.estimate(launchpad?.chainId ?? 0, input && (() => this.useCase.estimateFee(input)));
  }
}
