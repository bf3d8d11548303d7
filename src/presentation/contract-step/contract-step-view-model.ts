import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { ValidationError, type AppError } from '../../application/errors/app-error';
import { CheckContractStep, contractDraftFormat } from '../../application/launchpads/contract-step';
import { SaveContract, type SavedContract } from '../../application/launchpads/save-contract';
import { pageReads } from '../../application/reads/page-reads';
import { chainLabel, findChainById } from '../../domain/chain/chains';
import type { Contract, DeploymentInfo } from '../../domain/contract/contract';
import type { ContractCheck } from '../../domain/contract/contract-check';
import {
  addressRuleProblem,
  isKeptAsShown,
  openingTarget,
  sameTarget,
  trimmedTarget,
  type ContractTarget,
} from '../../domain/contract/contract-target';
import type { CollectionType, Launchpad } from '../../domain/launchpad/launchpad';
import type { SingleToken } from '../../domain/metadata/collection-metadata';
import { contractCopy } from '../shared/copy/workspace-copy';
import { FormDraft } from '../shared/forms/form-draft';
import { FormKit } from '../shared/forms/form-kit';
import { FormSubmission } from '../shared/forms/form-submission';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { notObserved } from '../shared/view-models/not-observed';
import { checkVerdictText, readFailureText } from './contract-texts';

/**
 * Step 1 (컨트랙트): the chain and the address, checked on the chain's own endpoint before saving.
 * - `check()` reads the address (CheckContractStep); a result holds only for the values it was made
 *   for, so editing either field sends the creator back to checking.
 * - `save()` checks first when needed, then keeps the contract (SaveContract, which the pages' reads follow).
 * Typing is kept as a draft per user and launchpad; nothing typed is lost to a failed read or save.
 */
@injectable()
export class ContractStepViewModel {
  readonly form: FormDraft<ContractTarget>;
  readonly submission: FormSubmission;
  launchpad: ObservableQuery<Launchpad> | null = null;
  kept: ObservableQuery<{ contract: Contract | null; tokens: SingleToken[] }> | null = null;
  deployment: ObservableQuery<DeploymentInfo> | null = null;
  addressError: string | undefined = undefined;
  chainError: string | undefined = undefined;
  checking = false;
  result: { target: ContractTarget; check: ContractCheck } | null = null;
  readFailure: { target: ContractTarget; error: AppError } | null = null;
  private opened: { launchpadId: number; collectionType: CollectionType } | null = null;
  private readonly draftUser;

  constructor(
    @inject(FormKit) private readonly kit: FormKit,
    @inject(CheckContractStep) private readonly checkStep: CheckContractStep,
    @inject(SaveContract) private readonly saveContract: SaveContract,
  ) {
    this.draftUser = kit.draftUser('launchpads');
    this.form = new FormDraft(kit.drafts, contractDraftFormat, { chainId: 1, address: '' });
    const context = { area: 'launchpads', action: 'save-contract' };
    this.submission = new FormSubmission({
      ...kit.submissionServices,
      place: (error) => this.placeError(error),
      context,
      failureTitle: contractCopy.saveFailed,
    });
    const unobserved = notObserved('form', 'submission', 'kit', 'checkStep', 'saveContract', 'draftUser');
    makeAutoObservable<this, 'kit' | 'checkStep' | 'saveContract' | 'draftUser'>(this, unobserved, { autoBind: true });
  }

  start(launchpadId: number, collectionType: CollectionType): () => void {
    this.opened = { launchpadId, collectionType };
    const reads = this.kit.observePage(pageReads.contractStep(this.kit.reads, launchpadId));
    ({ launchpad: this.launchpad, contractMetadata: this.kept, deploymentInfo: this.deployment } = reads);
    const stops = [...Object.values(reads).map((read) => read.start()), this.form.start()];
    this.draftUser.load();
    stops.push(
      reaction(
        () => [this.launchpad?.data, this.kept?.data, this.draftUser.id] as const,
        ([launchpad, kept, userId]) => {
          if (!launchpad || !kept || !userId) return;
          const saved = openingTarget(launchpad.chainId, kept.contract);
          if (this.form.isOpen) this.form.rebase(saved);
          else this.form.open({ userId, recordId: launchpadId }, saved);
        },
        { fireImmediately: true },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }

  get status(): 'loading' | 'ready' | 'error' {
    if (this.form.isOpen) return 'ready';
    return this.draftUser.error !== null || this.kept?.status === 'error' || this.launchpad?.status === 'error'
      ? 'error'
      : 'loading';
  }

  retry(): void {
    this.draftUser.load();
    void this.kept?.refetch();
    void this.launchpad?.refetch();
  }

  get values(): ContractTarget {
    return this.form.values;
  }

  get chainName(): string {
    const chain = findChainById(this.values.chainId);
    return chain ? chainLabel(chain) : String(this.values.chainId);
  }

  get savedContract(): Contract | null {
    return this.kept?.data?.contract ?? null;
  }

  /** What is on screen is what is kept: the step is done, step 2 is the way on. */
  get isSavedAsShown(): boolean {
    return isKeptAsShown(this.savedContract, this.values);
  }

  /** The check made for exactly what is on screen, if any. */
  get currentCheck(): ContractCheck | null {
    return this.result && sameTarget(this.result.target, this.values) ? this.result.check : null;
  }

  get currentFailure(): AppError | null {
    return this.readFailure && sameTarget(this.readFailure.target, this.values) ? this.readFailure.error : null;
  }

  get failureText(): string | null {
    return this.currentFailure && readFailureText(this.currentFailure, this.chainName);
  }

  get saving(): boolean {
    return this.submission.busy;
  }

  setChain(chainId: number): void {
    this.form.set('chainId', chainId);
    this.chainError = undefined;
    this.refreshAddressError();
  }

  setAddress(address: string): void {
    this.form.set('address', address);
    // An error already shown goes as soon as the value is fixed; none appears mid-typing.
    if (this.addressError !== undefined) this.refreshAddressError();
  }

  blurAddress(): void {
    this.refreshAddressError(true);
  }

  /** Reads the address on the chosen chain; null when the address is malformed or the read failed. */
  async check(): Promise<ContractCheck | null> {
    const collectionType = this.opened?.collectionType;
    if (!collectionType || this.checking || !this.refreshAddressError(true)) return null;
    const target = trimmedTarget(this.values);
    this.checking = true;
    this.readFailure = null;
    const outcome = await this.checkStep.execute(target, collectionType);
    runInAction(() => {
      this.checking = false;
      if (outcome.kind === 'refused') this.addressError = outcome.message;
      else if (outcome.kind === 'failed') this.readFailure = { target, error: outcome.error };
      else this.result = { target, check: outcome.check };
      if (outcome.kind === 'checked') this.refreshAddressError();
    });
    return outcome.kind === 'checked' ? outcome.check : null;
  }

  /** Checks (unless already checked for these values) and keeps the contract; true when kept. */
  async save(): Promise<boolean> {
    const id = this.opened?.launchpadId;
    if (id === undefined || this.saving || this.checking) return false;
    const check = this.currentCheck ?? (await this.check());
    if (!check || check.kind !== 'ok') return false;
    const saved = await this.submission.run(() => this.saveContract.execute(id, check), { launchpadId: id });
    if (!saved) return false;
    this.form.commit(openingTarget(saved.contract.chainId, saved.contract));
    this.kit.notices.success(contractCopy.saved);
    return true;
  }

  /** A contract deployed (and kept) from this step: its address fills in and its check shows (일치). */
  adoptDeployed(saved: SavedContract, check: Extract<ContractCheck, { kind: 'ok' }>): void {
    const target = openingTarget(saved.contract.chainId, saved.contract);
    this.result = { target, check };
    this.readFailure = null;
    this.addressError = this.chainError = undefined;
    this.form.commit(target);
  }

  /**
   * The address field's message: the requirements §5 rule first, then what the chain said about these
   * exact values (no code, wrong standard). `force` shows a rule error that was not shown yet.
   */
  private refreshAddressError(force = false): boolean {
    const problem = addressRuleProblem(this.values.address);
    if (problem !== null) {
      if (force || this.addressError !== undefined) this.addressError = problem;
      return false;
    }
    this.addressError = checkVerdictText(this.currentCheck, this.chainName);
    return true;
  }

  private placeError(error: unknown): boolean {
    if (!(error instanceof ValidationError)) return false;
    if (error.field === 'address' || error.field === 'standard') this.addressError = error.userMessage;
    else if (error.field === 'chainId' || error.field === 'chain') this.chainError = error.userMessage;
    else return false;
    return true;
  }
}
