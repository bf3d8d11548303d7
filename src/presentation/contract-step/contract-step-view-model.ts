import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import * as v from 'valibot';
import { FormDrafts, type DraftFormat } from '../../application/drafts/form-drafts';
import { NetworkError, TimeoutError, toAppError, ValidationError, type AppError } from '../../application/errors/app-error';
import { CheckContract } from '../../application/launchpads/check-contract';
import { SaveContract, type SavedContract } from '../../application/launchpads/save-contract';
import { ContractsApi } from '../../application/ports/contracts-api';
import { EoaApi } from '../../application/ports/eoa-api';
import { LaunchpadsApi } from '../../application/ports/launchpads-api';
import { UserApi } from '../../application/ports/user-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { chainLabel, findChainById } from '../../domain/chain/chains';
import type { ContractCheck } from '../../domain/contract/contract-check';
import type { Contract, DeploymentInfo } from '../../domain/contract/contract';
import type { CollectionType, Launchpad } from '../../domain/launchpad/launchpad';
import type { SingleToken } from '../../domain/metadata/collection-metadata';
import { contractAddressSchema } from '../../domain/validation/rules';
import { contractCopy } from '../shared/copy/workspace-copy';
import { DraftUser } from '../shared/forms/draft-user-id';
import { FormDraft } from '../shared/forms/form-draft';
import { FormSubmission } from '../shared/forms/form-submission';
import { Notices } from '../shared/forms/notices';
import { contractMetadataQuery, deploymentInfoQuery, launchpadKeys, launchpadQuery } from '../../application/reads/launchpad-reads';
import { eoaQuery } from '../../application/reads/me-reads';
import { ObservableQuery } from '../shared/queries/observable-query';
import { QueryClientToken } from '../shared/queries/query-client-token';

export interface ContractFormValues {
  chainId: number;
  address: string;
}

export const contractDraftFormat: DraftFormat<ContractFormValues> = {
  form: 'contract',
  version: 1,
  schema: v.object({ chainId: v.number(), address: v.string() }),
};

interface Target {
  chainId: number;
  address: string;
}

const sameTarget = (a: Target, b: Target) => a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase();

/**
 * Step 1 (컨트랙트): the chain and the address, checked on the chain's own endpoint before saving.
 * - `check()` reads the address; a result holds only for the values it was made for, so editing
 *   either field sends the creator back to checking.
 * - `save()` checks first when needed, then keeps the contract (upsert, sync, deployment info) and
 *   updates the cache so the workspace's steps follow.
 * Typing is kept as a draft per user and launchpad; nothing typed is lost to a failed read or save.
 */
@injectable()
export class ContractStepViewModel {
  readonly form: FormDraft<ContractFormValues>;
  readonly submission: FormSubmission;
  launchpad: ObservableQuery<Launchpad> | null = null;
  kept: ObservableQuery<{ contract: Contract | null; tokens: SingleToken[] }> | null = null;
  deployment: ObservableQuery<DeploymentInfo> | null = null;
  addressError: string | undefined = undefined;
  chainError: string | undefined = undefined;
  checking = false;
  result: { target: Target; check: ContractCheck } | null = null;
  readFailure: { target: Target; error: AppError } | null = null;
  private collectionType: CollectionType = 'SINGLE';
  private launchpadId: number | null = null;
  private readonly draftUser: DraftUser;

  constructor(
    @inject(LaunchpadsApi) private readonly launchpadsApi: LaunchpadsApi,
    @inject(ContractsApi) private readonly contractsApi: ContractsApi,
    @inject(EoaApi) private readonly eoaApi: EoaApi,
    @inject(UserApi) userApi: UserApi,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
    @inject(FormDrafts) drafts: FormDrafts,
    @inject(CheckContract) private readonly checkContract: CheckContract,
    @inject(SaveContract) private readonly saveContract: SaveContract,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(Notices) private readonly notices: Notices,
  ) {
    this.draftUser = new DraftUser(queryClient, userApi, reporter, 'launchpads');
    this.form = new FormDraft(drafts, contractDraftFormat, { chainId: 1, address: '' });
    this.submission = new FormSubmission({
      reporter,
      notices,
      place: (error) => this.placeError(error),
      context: { area: 'launchpads', action: 'save-contract' },
      failureTitle: contractCopy.saveFailed,
    });
    makeAutoObservable<
      this,
      'launchpadsApi' | 'contractsApi' | 'eoaApi' | 'draftUser' | 'queryClient' | 'checkContract' | 'saveContract' | 'reporter' | 'notices'
    >(
      this,
      {
        form: false,
        submission: false,
        launchpadsApi: false,
        contractsApi: false,
        eoaApi: false,
        draftUser: false,
        queryClient: false,
        checkContract: false,
        saveContract: false,
        reporter: false,
        notices: false,
      },
      { autoBind: true },
    );
  }

  start(launchpadId: number, collectionType: CollectionType): () => void {
    this.launchpadId = launchpadId;
    this.collectionType = collectionType;
    this.launchpad = new ObservableQuery(this.queryClient, launchpadQuery(this.launchpadsApi, launchpadId));
    this.kept = new ObservableQuery(this.queryClient, contractMetadataQuery(this.contractsApi, launchpadId));
    this.deployment = new ObservableQuery(this.queryClient, deploymentInfoQuery(this.contractsApi, launchpadId));
    const stops = [this.launchpad.start(), this.kept.start(), this.deployment.start(), this.form.start()];
    this.draftUser.load();
    stops.push(
      reaction(
        () => [this.launchpad?.data, this.kept?.data, this.draftUser.id] as const,
        ([launchpad, kept, userId]) => {
          if (!launchpad || !kept || !userId) return;
          const saved = this.savedValues(launchpad, kept.contract);
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
    return this.draftUser.error !== null || this.kept?.status === 'error' || this.launchpad?.status === 'error' ? 'error' : 'loading';
  }

  retry(): void {
    this.draftUser.load();
    void this.kept?.refetch();
    void this.launchpad?.refetch();
  }

  get values(): ContractFormValues {
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
    const saved = this.savedContract;
    return saved !== null && sameTarget(saved, this.target);
  }

  /** The check made for exactly what is on screen, if any. */
  get currentCheck(): ContractCheck | null {
    return this.result && sameTarget(this.result.target, this.target) ? this.result.check : null;
  }

  get currentFailure(): AppError | null {
    return this.readFailure && sameTarget(this.readFailure.target, this.target) ? this.readFailure.error : null;
  }

  get failureText(): string | null {
    const error = this.currentFailure;
    if (!error) return null;
    if (error instanceof TimeoutError) return contractCopy.readFailed.timeout(this.chainName);
    if (error instanceof NetworkError) return contractCopy.readFailed.network(this.chainName);
    return contractCopy.readFailed.other;
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
    if (this.checking) return null;
    if (!this.refreshAddressError(true)) return null;
    const target = this.target;
    this.checking = true;
    this.readFailure = null;
    try {
      const eoa = await this.queryClient.ensureQueryData(eoaQuery(this.eoaApi));
      const check = await this.checkContract.execute({ ...target, collectionType: this.collectionType, eoa: eoa?.address ?? null });
      runInAction(() => {
        this.result = { target, check };
        this.refreshAddressError();
      });
      return check;
    } catch (error) {
      runInAction(() => {
        if (error instanceof ValidationError && error.field === 'address') this.addressError = error.userMessage;
        else {
          this.reporter.report(error, { area: 'launchpads', action: 'check-contract', chainId: target.chainId });
          this.readFailure = { target, error: toAppError(error) };
        }
      });
      return null;
    } finally {
      runInAction(() => (this.checking = false));
    }
  }

  /** Checks (unless already checked for these values) and keeps the contract; true when kept. */
  async save(): Promise<boolean> {
    const id = this.launchpadId;
    if (id === null || this.saving || this.checking) return false;
    const check = this.currentCheck ?? (await this.check());
    if (!check || check.kind !== 'ok') return false;
    const saved = await this.submission.run(() => this.saveContract.execute(id, check), { launchpadId: id });
    if (!saved) return false;
    this.keep(id, saved);
    this.notices.success(contractCopy.saved);
    return true;
  }

  /** A contract deployed from this step: its address fills in, its check shows (일치), and it is what is kept. */
  adoptDeployed(saved: SavedContract, check: Extract<ContractCheck, { kind: 'ok' }>): void {
    if (this.launchpadId === null) return;
    this.result = { target: { chainId: saved.contract.chainId, address: saved.contract.address }, check };
    this.readFailure = null;
    this.addressError = undefined;
    this.chainError = undefined;
    this.keep(this.launchpadId, saved);
  }

  private keep(id: number, saved: SavedContract): void {
    runInAction(() => {
      const tokens = this.kept?.data?.tokens ?? [];
      this.queryClient.setQueryData(launchpadKeys.contractMetadata(id), { contract: saved.contract, tokens });
      this.queryClient.setQueryData(launchpadKeys.deploymentInfo(id), saved.deployment);
      this.form.commit({ chainId: saved.contract.chainId, address: saved.contract.address });
    });
    // The launchpad follows its contract's chain and address: the list and the left column refetch.
    void this.queryClient.invalidateQueries({ queryKey: launchpadKeys.detail(id), exact: true });
    void this.queryClient.invalidateQueries({ queryKey: launchpadKeys.list(), exact: true });
  }

  private get target(): Target {
    return { chainId: this.values.chainId, address: this.values.address.trim() };
  }

  /**
   * The address field's message: the requirements §5 rule first, then what the chain said about these
   * exact values (no code, wrong standard). `force` shows a rule error that was not shown yet.
   */
  private refreshAddressError(force = false): boolean {
    const rule = v.safeParse(contractAddressSchema, this.target.address);
    if (!rule.success) {
      if (force || this.addressError !== undefined) this.addressError = rule.issues[0].message;
      return false;
    }
    const check = this.currentCheck;
    if (check?.kind === 'no-code') this.addressError = contractCopy.noCode(this.chainName);
    else if (check?.kind === 'wrong-standard') this.addressError = contractCopy.wrongStandard(check.found, check.needed);
    else this.addressError = undefined;
    return true;
  }

  private placeError(error: unknown): boolean {
    if (!(error instanceof ValidationError)) return false;
    if (error.field === 'address' || error.field === 'standard') this.addressError = error.userMessage;
    else if (error.field === 'chainId' || error.field === 'chain') this.chainError = error.userMessage;
    else return false;
    return true;
  }

  private savedValues(launchpad: Launchpad, contract: Contract | null): ContractFormValues {
    return contract ? { chainId: contract.chainId, address: contract.address } : { chainId: launchpad.chainId, address: '' };
  }
}
