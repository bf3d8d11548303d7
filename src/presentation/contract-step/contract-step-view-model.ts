import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { CheckContractStep, contractDraftFormat, type ContractDraft } from '../../application/launchpads/contract-step';
import { SaveContract, type SavedContract } from '../../application/launchpads/save-contract';
import { pageReads } from '../../application/reads/page-reads';
import type { Contract, DeploymentInfo } from '../../domain/contract/contract';
import type { ContractCheck } from '../../domain/contract/contract-check';
import {
  isKeptAsShown,
  openingAddress,
  trimmedTarget,
  type ContractTarget,
} from '../../domain/contract/contract-target';
import { FormDraft } from '../shared/forms/form-draft';
import { FormServices } from '../shared/forms/form-services';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { PageQueries } from '../shared/queries/page-queries';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import { notObserved } from '../shared/view-models/not-observed';
import { ContractChecks } from './contract-checks';
import { ContractSaves } from './contract-saves';
import { chainNameOf, readFailureText } from './contract-texts';

/**
 * Step 1 (컨트랙트): an address on the launchpad's chain (a launchpad setting, never a field here), checked
 * on the chain's endpoint (`check()`: ContractChecks) before `save()` keeps it (SaveContract). A kept one
 * is shown, and 다른 컨트랙트로 바꾸기 opens the field again. Typing is a draft per user and launchpad. The
 * launchpad and its kept contract are the frame's (LaunchpadPage); the deployment info is its own read.
 */
@injectable()
export class ContractStepViewModel {
  readonly form: FormDraft<ContractDraft>;
  readonly saves: ContractSaves;
  page: LaunchpadPage | null = null;
  deployment: ObservableQuery<DeploymentInfo> | null = null;
  /** 다른 컨트랙트로 바꾸기 was chosen: the field shows again beside the kept contract. */
  replacing = false;
  readonly checks: ContractChecks;
  private readonly draftUser;

  constructor(
    @inject(FormServices) forms: FormServices,
    @inject(PageQueries) private readonly pages: PageQueries,
    @inject(CheckContractStep) checkStep: CheckContractStep,
    @inject(SaveContract) saveContract: SaveContract,
  ) {
    this.checks = new ContractChecks(checkStep);
    this.draftUser = forms.draftUser('launchpads');
    this.form = new FormDraft(forms.drafts, contractDraftFormat, { address: '' });
    this.saves = new ContractSaves(forms, saveContract, this.form, this.checks.place);
    const unobserved = notObserved('form', 'saves', 'checks', 'pages', 'draftUser');
    makeAutoObservable<this, 'pages' | 'draftUser'>(this, unobserved, { autoBind: true });
  }

  start(page: LaunchpadPage): () => void {
    [this.page, this.saves.page] = [page, page];
    this.deployment = this.pages.observe(pageReads.contractStep, page.launchpad.id).deploymentInfo;
    const stops = [this.deployment.start(), this.form.start()];
    this.draftUser.load();
    const opening = reaction(
      () => [page.launchpad, page.kept.data, this.draftUser.id] as const,
      ([launchpad, kept, userId]) => {
        if (!kept || !userId) return;
        const saved = { address: openingAddress(launchpad.chainId, kept.contract) };
        if (this.form.isOpen) this.form.rebase(saved);
        else this.form.open({ userId, recordId: launchpad.id }, saved);
        this.saves.conflict.loaded(kept.contract, !this.form.isDirty);
      },
      { fireImmediately: true },
    );
    return () => [...stops, opening].forEach((stop) => stop());
  }

  get status(): 'loading' | 'ready' | 'error' {
    return this.form.isOpen ? 'ready' : this.draftUser.error !== null ? 'error' : 'loading';
  }

  retry(): void {
    this.draftUser.load();
  }

  /** The launchpad's chain and the address typed: what is checked and kept. */
  get values(): ContractTarget {
    return { chainId: this.page?.launchpad.chainId ?? 0, address: this.form.values.address };
  }

  get chainName(): string {
    return chainNameOf(this.values.chainId);
  }

  get savedContract(): Contract | null {
    return this.page?.kept.data?.contract ?? null;
  }

  /** What is on screen is what is kept: the step is done, step 2 is the way on. */
  get isSavedAsShown(): boolean {
    return isKeptAsShown(this.savedContract, this.values);
  }

  /** The address field is shown (no contract kept, another one being chosen, or typing that differs); else the kept one. */
  get showsField(): boolean {
    return this.replacing || !this.isSavedAsShown;
  }

  /** The check made for exactly what is on screen, if any. */
  get currentCheck(): ContractCheck | null {
    return this.checks.checkOf(this.values);
  }

  get failureText(): string | null {
    const failure = this.checks.failureOf(this.values);
    return failure && readFailureText(failure, this.chainName);
  }

  get addressError(): string | undefined {
    return this.checks.addressError;
  }

  /** 다른 컨트랙트로 바꾸기 (an empty field; the kept contract stays until another is saved), or back to the kept one. */
  setReplacing(on: boolean): void {
    this.replacing = on;
    this.form.set('address', on ? '' : (this.savedContract?.address ?? ''));
    this.checks.addressError = undefined;
  }

  setAddress(address: string): void {
    this.form.set('address', address);
    // An error already shown goes as soon as the value is fixed; none appears mid-typing.
    if (this.addressError !== undefined) this.refreshAddressError();
  }

  /** Leaving the field says what is wrong with what was typed; an empty field waits for 확인 or 저장. */
  blurAddress(): void {
    if (this.form.values.address.trim() !== '') this.refreshAddressError(true);
  }

  /** Reads the address on the chosen chain; null when the address is malformed or the read failed. */
  async check(): Promise<ContractCheck | null> {
    const kind = this.page?.launchpad.collectionType;
    if (!kind || this.checks.checking || !this.refreshAddressError(true)) return null;
    const outcome = await this.checks.run(trimmedTarget(this.values), kind);
    runInAction(() => {
      if (outcome.kind === 'refused') this.checks.addressError = outcome.message;
      if (outcome.kind === 'checked') this.refreshAddressError();
    });
    return outcome.kind === 'checked' ? outcome.check : null;
  }

  /** Checks (unless already checked for these values) and keeps the contract; true when kept. */
  async save(): Promise<boolean> {
    const id = this.page?.launchpad.id;
    if (id === undefined || this.saves.busy || this.checks.checking) return false;
    const check = this.currentCheck ?? (await this.check());
    if (!check || check.kind !== 'ok') return false;
    const saved = await this.saves.save(id, check);
    if (!saved) return false;
    this.form.commit({ address: saved.contract.address });
    this.replacing = false;
    return true;
  }

  /** 내 내용으로 덮어쓰기: the typed address kept again, over the contract saved since. */
  overwriteConflict(): Promise<boolean> {
    return this.saves.conflict.overwrite() === null ? Promise.resolve(false) : this.save();
  }

  /** A contract deployed (and kept) from this step: its address fills in and its check shows (일치). */
  adoptDeployed(saved: SavedContract, check: Extract<ContractCheck, { kind: 'ok' }>): void {
    this.saves.conflict.saved(saved.contract.updatedAt);
    this.checks.adopt({ chainId: saved.contract.chainId, address: saved.contract.address }, check);
    this.form.commit({ address: saved.contract.address });
    this.replacing = false;
  }

  /** The address field's message, for what is on screen (`force`: a rule error not shown yet). */
  private refreshAddressError(force = false): boolean {
    return this.checks.refreshAddressError(this.values, this.chainName, force);
  }
}
