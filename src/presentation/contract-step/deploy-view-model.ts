import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import * as v from 'valibot';
import { DeployContract, type DeployFailureReason, type DeployPhase, type DeployResult } from '../../application/deploy/deploy-contract';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { EoaApi } from '../../application/ports/eoa-api';
import { UserApi } from '../../application/ports/user-api';
import { Wallet } from '../../application/ports/wallet';
import { chainLabel, findChainById } from '../../domain/chain/chains';
import { deployFormSchema, formatNativeAmount, type PendingDeploy } from '../../domain/contract/contract-deploy';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { walletLinkStatus, type WalletLinkStatus } from '../../domain/wallet/link-status';
import { deployCopy } from '../shared/copy/deploy-copy';
import { walletErrorGuide } from '../shared/copy/wallet-copy';
import { DraftUser } from '../shared/forms/draft-user-id';
import { Notices } from '../shared/forms/notices';
import { eoaQuery } from '../../application/reads/me-reads';
import { QueryClientToken } from '../shared/queries/query-client-token';
import { WalletStateView } from '../shared/wallet/wallet-state-view';

export type Deployed = Extract<DeployResult, { ok: true }>;

/** The four steps the creator sees: 서명 대기 → 전송됨 → 확인 중 → 완료. */
export type ProgressStep = 'signing' | 'sent' | 'confirming' | 'done';
const stepOf: Record<DeployPhase['kind'], ProgressStep> = { switching: 'signing', signing: 'signing', sent: 'sent', confirming: 'confirming', saving: 'confirming' };

/**
 * 새 컨트랙트 배포 in the contract step: name and symbol, the owner (the registered EOA) and the
 * estimated fee, then the deploy's progress. A deploy kept by an earlier visit (this browser's
 * draft or the server) is taken up on start. What was typed stays through every failure.
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
  fee: { status: 'idle' | 'loading' | 'ready' | 'error'; wei: bigint | null } = { status: 'idle', wei: null };
  phase: DeployPhase | null = null;
  deployed: { contractAddress: string; transactionHash: string } | null = null;
  failure: { reason: DeployFailureReason; stillPending: boolean } | null = null;
  running = false;
  connectError: string | null = null;
  resumed = false;
  /** The deploy being followed (for 다시 확인 after a timeout). */
  following: PendingDeploy | null = null;
  private launchpad: Launchpad | null = null;
  private onDeployed: (deployed: Deployed) => void = () => undefined;
  private abort = new AbortController();
  private feeRequest = 0;
  private eoaLoaded: Promise<void> = Promise.resolve();
  private readonly draftUser: DraftUser;

  constructor(
    @inject(DeployContract) private readonly useCase: DeployContract,
    @inject(Wallet) private readonly walletPort: Wallet,
    @inject(EoaApi) private readonly eoaApi: EoaApi,
    @inject(UserApi) userApi: UserApi,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(Notices) private readonly notices: Notices,
  ) {
    this.wallet = new WalletStateView(walletPort);
    this.draftUser = new DraftUser(queryClient, userApi, reporter, 'launchpads');
    makeAutoObservable<this, 'useCase' | 'walletPort' | 'eoaApi' | 'queryClient' | 'reporter' | 'notices' | 'draftUser' | 'launchpad' | 'onDeployed' | 'abort' | 'feeRequest' | 'eoaLoaded'>(
      this,
      { wallet: false, walletPort: false, useCase: false, eoaApi: false, queryClient: false, reporter: false, notices: false, draftUser: false, launchpad: false, onDeployed: false, abort: false, feeRequest: false, eoaLoaded: false },
      { autoBind: true },
    );
  }

  start(launchpad: Launchpad, onDeployed: (deployed: Deployed) => void): () => void {
    this.launchpad = launchpad;
    this.onDeployed = onDeployed;
    this.abort = new AbortController();
    const stops = [this.wallet.start()];
    this.draftUser.load();
    this.eoaLoaded = this.queryClient.ensureQueryData(eoaQuery(this.eoaApi)).then(
      (eoa) => {
        runInAction(() => (this.eoa = eoa?.address ?? null));
      },
      (error: unknown) => this.reporter.report(error, { area: 'launchpads', action: 'load-eoa-for-deploy' }),
    );
    stops.push(
      reaction(
        () => this.draftUser.id,
        (userId) => void (userId && this.takeUpPending(userId)),
        { fireImmediately: true },
      ),
      reaction(() => [this.open, this.name, this.symbol, this.eoa] as const, () => void this.estimate(), { delay: 400, fireImmediately: true }),
    );
    return () => {
      // Following stops with the view; the deploy is kept and the next visit (or StrictMode's second start) takes it up again.
      this.abort.abort();
      stops.forEach((stop) => stop());
      runInAction(() => (this.running = false));
    };
  }

  get chainName(): string {
    const chain = this.launchpad ? findChainById(this.launchpad.chainId) : undefined;
    return chain ? chainLabel(chain) : '';
  }

  get linkStatus(): WalletLinkStatus {
    return walletLinkStatus(this.eoa, this.wallet.account);
  }

  get canDeploy(): boolean {
    return this.linkStatus === '정상 연결' && !this.running;
  }

  get feeText(): string {
    const chain = this.launchpad ? findChainById(this.launchpad.chainId) : undefined;
    if (this.fee.status === 'loading') return deployCopy.feeLoading;
    if (this.fee.status === 'ready' && this.fee.wei !== null && chain) {
      return formatNativeAmount(this.fee.wei, chain.nativeCurrency.decimals, chain.nativeCurrency.symbol);
    }
    if (this.fee.status === 'error') return deployCopy.feeUnknown;
    return deployCopy.feeNeedsInput;
  }

  get step(): ProgressStep | null {
    if (this.deployed) return 'done';
    return this.phase ? stepOf[this.phase.kind] : null;
  }

  get failureText(): string | null {
    if (!this.failure) return null;
    const text = deployCopy.failures[this.failure.reason];
    if (typeof text === 'string') return text;
    if (this.failure.reason === 'insufficient-funds') {
      const chain = this.launchpad ? findChainById(this.launchpad.chainId) : undefined;
      return text(chain?.nativeCurrency.symbol ?? '');
    }
    return text(this.chainName);
  }

  /** 지갑 연결 from the deploy card (등록만 됨); a failure is said in the card. */
  async connect(): Promise<void> {
    this.connectError = null;
    try {
      await this.walletPort.connect();
    } catch (error) {
      this.reporter.report(error, { area: 'launchpads', action: 'connect-wallet-for-deploy' });
      runInAction(() => (this.connectError = walletErrorGuide(error)?.message ?? deployCopy.failures.other));
    }
  }

  show(): void {
    this.open = true;
  }

  close(): void {
    if (!this.running) this.open = false;
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
    if (!launchpad || !userId || this.running || !this.validate()) return;
    this.begin();
    const input = { userId, launchpadId: launchpad.id, collectionType: launchpad.collectionType, chainId: launchpad.chainId, name: this.name, symbol: this.symbol, eoa: this.eoa };
    const signal = this.abort.signal;
    const result = await this.useCase.deploy(input, (phase) => this.onPhase(phase, signal), signal);
    this.end(result, signal);
  }

  /** 다시 확인: follows the kept deploy again (after a timeout, or a save that failed). */
  async retryFollow(): Promise<void> {
    const userId = this.draftUser.id;
    if (!userId || this.running) return;
    const kept = this.following ?? (await this.useCase.findPending(userId, this.launchpad!.id));
    if (kept) await this.resume(userId, kept);
  }

  private async takeUpPending(userId: string): Promise<void> {
    const launchpad = this.launchpad;
    if (!launchpad || this.running) return;
    const signal = this.abort.signal;
    // The owner check after the deploy compares with the registered EOA: wait for it.
    const [kept] = await Promise.all([this.useCase.findPending(userId, launchpad.id), this.eoaLoaded]);
    if (!kept || this.running || signal.aborted) return;
    runInAction(() => {
      this.open = true;
      this.resumed = true;
      this.name = kept.name;
      this.symbol = kept.symbol;
    });
    await this.resume(userId, kept);
  }

  private async resume(userId: string, kept: PendingDeploy): Promise<void> {
    const launchpad = this.launchpad!;
    this.begin();
    const signal = this.abort.signal;
    const result = await this.useCase.resume({ userId, collectionType: launchpad.collectionType, eoa: this.eoa }, kept, (phase) => this.onPhase(phase, signal), signal);
    this.end(result, signal);
  }

  private begin(): void {
    this.running = true;
    this.failure = null;
    this.deployed = null;
    this.phase = null;
  }

  private onPhase(phase: DeployPhase, signal: AbortSignal): void {
    if (signal.aborted) return;
    runInAction(() => {
      this.phase = phase;
      if (phase.kind === 'sent' || phase.kind === 'confirming' || phase.kind === 'saving') this.following = phase.deploy;
    });
  }

  private end(result: DeployResult, signal: AbortSignal): void {
    // A view that went away stopped following on purpose: nothing to say, the deploy stays kept.
    if (signal.aborted) return;
    runInAction(() => {
      this.running = false;
      if (result.ok) {
        this.deployed = { contractAddress: result.contractAddress, transactionHash: result.saved.deployment.transactionHash ?? this.following?.transactionHash ?? '' };
        this.following = null;
        return;
      }
      this.failure = { reason: result.failure.reason, stillPending: result.failure.stillPending };
      // The form comes back for a new try unless the chain may still mine this deploy.
      if (!result.failure.stillPending) {
        this.phase = null;
        this.following = null;
      }
    });
    if (result.ok) {
      this.onDeployed(result);
      this.notices.success(deployCopy.deployed);
    } else {
      this.reporter.report(result.failure.error, { area: 'launchpads', action: 'deploy-contract', reason: result.failure.reason, launchpadId: this.launchpad?.id });
    }
  }

  private validate(): boolean {
    const parsed = v.safeParse(deployFormSchema, { name: this.name, symbol: this.symbol });
    const issues = parsed.success ? [] : parsed.issues;
    const messageOf = (key: 'name' | 'symbol') => issues.find((issue) => issue.path?.[0]?.key === key)?.message;
    this.nameError = messageOf('name');
    this.symbolError = messageOf('symbol');
    return parsed.success;
  }

  private async estimate(): Promise<void> {
    const launchpad = this.launchpad;
    const request = ++this.feeRequest;
    const valid = v.safeParse(deployFormSchema, { name: this.name, symbol: this.symbol });
    if (!this.open || !launchpad || !this.eoa || !valid.success) {
      this.fee = { status: 'idle', wei: null };
      return;
    }
    this.fee = { status: 'loading', wei: null };
    try {
      const wei = await this.useCase.estimateFee({ collectionType: launchpad.collectionType, chainId: launchpad.chainId, name: valid.output.name, symbol: valid.output.symbol, eoa: this.eoa });
      if (request === this.feeRequest) runInAction(() => (this.fee = { status: 'ready', wei }));
    } catch (error) {
      this.reporter.report(error, { area: 'launchpads', action: 'estimate-deploy-fee', chainId: launchpad.chainId });
      if (request === this.feeRequest) runInAction(() => (this.fee = { status: 'error', wei: null }));
    }
  }
}
