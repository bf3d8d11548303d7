import { inject, injectable } from 'inversify';
import { findChainById } from '../../domain/chain/chains';
import type { ContractCheck } from '../../domain/contract/contract-check';
import {
  CONTRACT_NAME_MAX,
  CONTRACT_SYMBOL_MAX,
  type Contract,
  type DeploymentInfo,
} from '../../domain/contract/contract';
import { UnexpectedError } from '../errors/app-error';
import { ContractsApi } from '../ports/contracts-api';
import { LaunchGuard } from './launch-lock';
import { LaunchpadCache } from './launchpad-cache';

export interface SavedContract {
  contract: Contract;
  deployment: DeploymentInfo;
}

type PassedCheck = Extract<ContractCheck, { kind: 'ok' }>;

/**
 * Keeps a contract that passed step 1's check: `POST contracts` (upsert by launchpad, based on
 * `baseUpdatedAt`, the kept contract's version as the step or the deploy found it: one saved elsewhere
 * since is refused, 409 at `baseUpdatedAt`, never overwritten; the
 * launchpad follows its chain and address), `POST contracts/sync`, then the deployment info the
 * API holds for it; the pages' reads then show it (LaunchpadCache). Throws LaunchLockedError before any
 * call when the launch's contract is fixed (under 심사, and from 승인됨 on), UnexpectedError for a chain
 * outside the registry (the check could not have passed), and whatever CreatorsApi throws
 * (ValidationError with the field on a 400).
 */
@injectable()
export class SaveContract {
  constructor(
    @inject(ContractsApi) private readonly api: ContractsApi,
    @inject(LaunchpadCache) private readonly cache: LaunchpadCache,
    @inject(LaunchGuard) private readonly guard: LaunchGuard,
  ) {}

  async execute(launchpadId: number, check: PassedCheck, baseUpdatedAt?: string | null): Promise<SavedContract> {
    const saved = await this.send(launchpadId, check, baseUpdatedAt);
    this.cache.contractSaved(launchpadId, saved.contract, saved.deployment);
    return saved;
  }

  /**
   * The calls alone, the reads not told: for a caller with more to do before the pages follow (a
   * deploy closes its record first, and its deployment info is the one to show). That caller tells
   * LaunchpadCache.contractSaved itself.
   */
  async send(launchpadId: number, check: PassedCheck, baseUpdatedAt?: string | null): Promise<SavedContract> {
    await this.guard.require(launchpadId, 'contract');
    const chain = findChainById(check.chainId);
    if (!chain) throw new UnexpectedError(`chain ${check.chainId} is not supported`);
    await this.api.upsertContract({
      launchpadId,
      chain: chain.backendName,
      chainId: chain.id,
      address: check.address,
      standard: check.standard,
      // The contract's own name and symbol can be longer than the API keeps; they are labels only.
      name: (check.name ?? '').slice(0, CONTRACT_NAME_MAX),
      symbol: (check.symbol ?? '').slice(0, CONTRACT_SYMBOL_MAX),
      ownerAddress: check.owner.kind === 'unknown' ? null : check.owner.owner,
      baseUpdatedAt,
    });
    const contract = await this.api.syncContract({ launchpadId });
    const deployment = await this.api.getDeploymentInfo(launchpadId);
    return { contract, deployment };
  }
}
