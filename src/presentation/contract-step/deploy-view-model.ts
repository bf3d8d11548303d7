import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { DeployContract, type DeployResult } from '../../application/deploy/deploy-contract';
import { Wallet } from '../../application/ports/wallet';
import { RegisteredEoa } from '../../application/wallet/registered-eoa';
import { chainLabel, findChainById, type SupportedChain } from '../../domain/chain/chains';
import type { PendingDeploy } from '../../domain/contract/contract-deploy';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { deployCopy } from '../shared/copy/deploy-copy';
import { FormServices } from '../shared/forms/form-services';
import { notObserved } from '../shared/view-models/not-observed';
import { deployFailureText, feeText } from './contract-texts';
import { DeployFee } from './deploy-fee';
import { DeployForm } from './deploy-form';
import { deployInputOf, feeInputOf } from './deploy-inputs';
import { DeployRun } from './deploy-run';
import { WalletLink } from './wallet-link';

export type Deployed = Extract<DeployResult, { ok: true }>;

/**
 * 새 컨트랙트 배포 in the contract step: name and symbol, the owner (the registered EOA, WalletLink) and
 * the estimated fee, then the deploy's progress (DeployContract sends, follows, checks and saves it) on
 * the launchpad's chain as it is now. A deploy kept by an earlier visit (this browser's draft or the
 * server) is taken up on start. What was typed stays through every failure.
 */
@injectable()
export class DeployViewModel {
  readonly link: WalletLink;
  open = false;
  readonly form = new DeployForm();
  readonly fee: DeployFee;
  readonly progress = new DeployRun();
  /** The deploy shown was left in flight by an earlier visit and taken up on start. */
  resumed = false;
  /** Where the launchpad is read from: the frame's page, which follows the cache (a chain change included). */
  private source: { readonly launchpad: Launchpad } | null = null;
  private onDeployed: (deployed: Deployed) => void = () => undefined;
  private abort = new AbortController();
  private readonly draftUser;

  constructor(
    @inject(FormServices) private readonly forms: FormServices,
    @inject(DeployContract) private readonly useCase: DeployContract,
    @inject(RegisteredEoa) registeredEoa: RegisteredEoa,
    @inject(Wallet) wallet: Wallet,
  ) {
    this.link = new WalletLink(wallet, registeredEoa, forms.reporter);
    this.draftUser = forms.draftUser('launchpads');
    this.fee = new DeployFee(forms.reporter);
    const parts = notObserved('link', 'form', 'fee', 'progress', 'forms', 'useCase', 'draftUser');
    const unobserved = { ...parts, ...notObserved('source', 'onDeployed', 'abort') };
    makeAutoObservable<this, keyof typeof unobserved>(this, unobserved, { autoBind: true });
  }

  start(source: { readonly launchpad: Launchpad }, onDeployed: (deployed: Deployed) => void): () => void {
    this.source = source;
    this.onDeployed = onDeployed;
    this.abort = new AbortController();
    const stops = [this.link.start()];
    this.draftUser.load();
    stops.push(
      reaction(
        () => this.draftUser.id,
        (userId) => void (userId && this.takeUpPending(userId)),
        { fireImmediately: true },
      ),
      this.fee.follow(
        () => this.feeInput,
        (input) => this.useCase.estimateFee(input),
      ),
    );
    return () => {
      // Following stops with the view; the deploy is kept and the next visit (or StrictMode's second start) takes it up again.
      this.abort.abort();
      stops.forEach((stop) => stop());
      this.progress.stop();
    };
  }

  /** The launchpad as the page has it now (its chain may have changed since the step opened). */
  private get launchpad(): Launchpad | null {
    return this.source?.launchpad ?? null;
  }

  private get chain(): SupportedChain | undefined {
    return this.launchpad ? findChainById(this.launchpad.chainId) : undefined;
  }

  get chainName(): string {
    return this.chain ? chainLabel(this.chain) : '';
  }

  get canDeploy(): boolean {
    return this.link.status === '정상 연결' && !this.progress.running;
  }

  get feeText(): string {
    return feeText(this.fee, this.chain);
  }

  get failureText(): string | null {
    const failure = this.progress.failure;
    return failure && deployFailureText(failure.reason, this.chain);
  }

  /** Opens or closes the card (a running deploy keeps it open). */
  setOpen(open: boolean): void {
    if (open || !this.progress.running) this.open = open;
  }

  /** Sends the deploy; the typed name and symbol stay whatever happens. */
  async deploy(): Promise<void> {
    const launchpad = this.launchpad;
    const userId = this.draftUser.id;
    if (!launchpad || !userId || this.progress.running || !this.form.validate()) return;
    const input = deployInputOf(launchpad, userId, this.form, this.link.eoa);
    const signal = this.abort.signal;
    this.ended(await this.progress.show((onPhase) => this.useCase.deploy(input, onPhase, signal), signal));
  }

  /** After a 'conflict': 배포한 컨트랙트로 바꾸기 (`replace`, on purpose) or 저장된 컨트랙트 유지 (the record ends). */
  async resolveConflict(replace: boolean): Promise<void> {
    const [userId, kept] = [this.draftUser.id, this.progress.following];
    if (!userId || !kept || this.progress.running) return;
    if (replace) return this.resume(userId, await this.useCase.rebase(userId, kept));
    await this.useCase.keepSaved(userId, kept).then(this.progress.reset);
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
    const [kept] = await Promise.all([this.useCase.findPending(userId, launchpad.id), this.link.loaded]);
    if (!kept || this.progress.running || signal.aborted) return;
    runInAction(() => {
      this.open = true;
      this.resumed = true;
      this.form.fill(kept);
    });
    await this.resume(userId, kept);
  }

  private async resume(userId: string, kept: PendingDeploy): Promise<void> {
    const signal = this.abort.signal;
    const input = { userId, collectionType: this.launchpad!.collectionType, eoa: this.link.eoa };
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

  /** What the fee is asked for, once the card is open (see feeInputOf). */
  private get feeInput() {
    return this.open ? feeInputOf(this.launchpad, this.form.values, this.link.eoa) : null;
  }
}
