import { inject, injectable } from 'inversify';
import { findChainById } from '../../domain/chain/chains';
import type { ContractCheck } from '../../domain/contract/contract-check';
import { deployConfirmations, type PendingDeploy } from '../../domain/contract/contract-deploy';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import { walletLinkStatus } from '../../domain/wallet/link-status';
import {
  NetworkError,
  TimeoutError,
  UnexpectedError,
  UserRejectedError,
  WalletError,
  WrongChainError,
} from '../errors/app-error';
import { isVersionConflict } from '../errors/version-conflict';
import { CheckContract } from '../launchpads/check-contract';
import { LaunchGuard, LaunchLockedError } from '../launchpads/launch-lock';
import { LaunchpadCache } from '../launchpads/launchpad-cache';
import { SaveContract, type SavedContract } from '../launchpads/save-contract';
import { Clock } from '../ports/clock';
import { ContractDeployer, type DeployOutcome } from '../ports/contract-deployer';
import { ContractDeploysApi } from '../ports/contract-deploys-api';
import { Wallet } from '../ports/wallet';
import { PendingDeploys } from './pending-deploys';

/** Where a deploy stands: 서명 대기 → 전송됨 → 확인 중 → (the check and save) → 완료. */
export type DeployPhase =
  | { kind: 'switching' }
  | { kind: 'signing' }
  | { kind: 'sent'; deploy: PendingDeploy }
  | { kind: 'confirming'; deploy: PendingDeploy; confirmations: number; needed: number }
  | { kind: 'saving'; deploy: PendingDeploy; contractAddress: string };

export type DeployFailureReason =
  /** The launch's contract is fixed (under 심사, and from 승인됨 on): nothing was sent. */
  | 'locked'
  | 'no-eoa'
  | 'not-connected'
  | 'account-mismatch'
  | 'chain-switch-refused'
  | 'rejected'
  | 'insufficient-funds'
  | 'reverted'
  | 'cancelled'
  | 'dropped'
  | 'timeout'
  | 'network'
  /** Mined, but the check or the save did not go through: the deploy stays pending for a retry. */
  | 'save-failed'
  /**
   * Mined, but a contract was saved elsewhere since the deploy was sent: nothing is overwritten; the
   * creator chooses (`rebase` then follow again, or `keepSaved`). The deploy stays pending meanwhile.
   */
  | 'conflict'
  | 'other';

export interface DeployFailure {
  reason: DeployFailureReason;
  /** What to report (the thrown error, or one made for an outcome). */
  error: unknown;
  /** Still kept for a later visit (the chain did not say how it ended). */
  stillPending: boolean;
}

export type DeployResult =
  | { ok: true; saved: SavedContract; contractAddress: string; check: Extract<ContractCheck, { kind: 'ok' }> }
  | { ok: false; failure: DeployFailure };

export interface DeployInput {
  userId: string;
  launchpadId: number;
  collectionType: CollectionType;
  chainId: number;
  name: string;
  symbol: string;
  /** The registered EOA (null: none). */
  eoa: string | null;
}

const fail = (reason: DeployFailureReason, error: unknown, stillPending = false): DeployResult => ({
  ok: false,
  failure: { reason, error, stillPending },
});

/** A thrown failure while the chain's endpoint is asked: the deploy may still be going on. */
function endpointFailure(error: unknown): DeployResult {
  if (error instanceof TimeoutError) return fail('timeout', error, true);
  if (error instanceof NetworkError) return fail('network', error, true);
  return fail('other', error, true);
}

/**
 * Deploys the launchpad's collection contract from the registered EOA and sees it through: switch
 * the wallet to the launchpad's chain, send, keep the hash (draft + server) the moment it is known,
 * follow it (and a sped-up replacement) to its receipt, then check the new address on chain and
 * save it with its deployment info, which the pages' reads then show. `resume` takes up a deploy
 * kept by an earlier visit.
 * Expected failures are returned, never thrown.
 */
@injectable()
export class DeployContract {
  constructor(
    @inject(ContractDeployer) private readonly deployer: ContractDeployer,
    @inject(Wallet) private readonly wallet: Wallet,
    @inject(PendingDeploys) private readonly pending: PendingDeploys,
    @inject(ContractDeploysApi) private readonly api: ContractDeploysApi,
    @inject(CheckContract) private readonly checkContract: CheckContract,
    @inject(SaveContract) private readonly saveContract: SaveContract,
    @inject(Clock) private readonly clock: Clock,
    @inject(LaunchpadCache) private readonly cache: LaunchpadCache,
    @inject(LaunchGuard) private readonly guard: LaunchGuard,
  ) {}

  /** The fee in the chain's smallest unit; throws what ContractDeployer.estimateFee throws. */
  estimateFee(input: Omit<DeployInput, 'userId' | 'launchpadId'>): Promise<bigint> {
    const from = input.eoa ?? this.wallet.getState().account;
    if (!from) return Promise.reject(new WalletError('disconnected'));
    return this.deployer.estimateFee({
      chainId: input.chainId,
      standard: standardOf(input.collectionType),
      name: input.name,
      symbol: input.symbol,
      from,
    });
  }

  async deploy(input: DeployInput, onPhase: (phase: DeployPhase) => void, signal?: AbortSignal): Promise<DeployResult> {
    try {
      await this.guard.require(input.launchpadId, 'contract');
    } catch (error) {
      return fail(error instanceof LaunchLockedError ? 'locked' : 'other', error);
    }
    const state = this.wallet.getState();
    const link = walletLinkStatus(input.eoa, state.status === 'connected' ? state.account : null);
    if (link === '지갑 없음') return fail('no-eoa', new WalletError('disconnected'));
    if (link === '등록만 됨') return fail('not-connected', new WalletError('disconnected'));
    if (link === '계정 불일치') return fail('account-mismatch', new WalletError('account-mismatch'));
    const from = input.eoa!;

    onPhase({ kind: 'switching' });
    try {
      await this.wallet.switchChain(input.chainId);
    } catch (error) {
      const refused =
        error instanceof UserRejectedError ||
        error instanceof WrongChainError ||
        (error instanceof WalletError && error.reason === 'chain-switch-unsupported');
      return fail(refused ? 'chain-switch-refused' : sendReason(error), error);
    }

    let contractVersion: string | null;
    try {
      contractVersion = await this.pending.contractVersion(input.launchpadId);
    } catch (error) {
      return fail(sendReason(error), error);
    }
    onPhase({ kind: 'signing' });
    const request = {
      chainId: input.chainId,
      standard: standardOf(input.collectionType),
      name: input.name.trim(),
      symbol: input.symbol.trim(),
      from,
    };
    let sent;
    try {
      sent = await this.deployer.send(request);
    } catch (error) {
      return fail(sendReason(error), error);
    }
    const deploy: PendingDeploy = {
      launchpadId: input.launchpadId,
      chainId: input.chainId,
      standard: request.standard,
      name: request.name,
      symbol: request.symbol,
      from,
      transactionHash: sent.transactionHash,
      nonce: null,
      startBlock: sent.startBlock,
      sentAt: this.clock.now().toISOString(),
      contractVersion,
    };
    await this.pending.keep(input.userId, deploy);
    return this.follow(input, deploy, onPhase, signal);
  }

  /** The deploy an earlier visit (any browser) left in flight, or null. */
  findPending(userId: string, launchpadId: number): Promise<PendingDeploy | null> {
    return this.pending.find(userId, launchpadId);
  }

  /** After a conflict, 배포한 컨트랙트로 바꾸기: the deploy based on the contract saved since, to follow again. */
  rebase(userId: string, deploy: PendingDeploy): Promise<PendingDeploy> {
    return this.pending.rebase(userId, deploy);
  }

  /** After a conflict, 저장된 컨트랙트 유지: the deploy's record ends; the contract saved since stays. */
  async keepSaved(userId: string, deploy: PendingDeploy): Promise<void> {
    await this.pending.close(userId, deploy, 'SUPERSEDED', null);
  }

  /** Follows a kept deploy to its end (after a reload, a closed tab, another device). */
  resume(
    input: Pick<DeployInput, 'userId' | 'collectionType' | 'eoa'>,
    deploy: PendingDeploy,
    onPhase: (phase: DeployPhase) => void,
    signal?: AbortSignal,
  ): Promise<DeployResult> {
    return this.follow({ ...input, launchpadId: deploy.launchpadId }, deploy, onPhase, signal);
  }

  private async follow(
    input: Pick<DeployInput, 'userId' | 'collectionType' | 'eoa' | 'launchpadId'>,
    first: PendingDeploy,
    onPhase: (phase: DeployPhase) => void,
    signal?: AbortSignal,
  ): Promise<DeployResult> {
    const chain = findChainById(first.chainId);
    if (!chain) return fail('other', new UnexpectedError(`chain ${first.chainId} is not supported`));
    const needed = deployConfirmations(chain);
    let deploy = first;
    onPhase({ kind: 'sent', deploy });
    let outcome: DeployOutcome;
    try {
      outcome = await this.deployer.follow(
        deploy,
        needed,
        (event) => {
          if (event.kind === 'confirming')
            return onPhase({ kind: 'confirming', deploy, confirmations: event.confirmations, needed });
          deploy =
            event.kind === 'seen'
              ? { ...deploy, nonce: event.nonce }
              : { ...deploy, transactionHash: event.transactionHash };
          // A sped-up replacement is the deploy from now on: every visit must follow the new hash.
          void this.pending.keep(input.userId, deploy);
          if (event.kind === 'replaced') onPhase({ kind: 'sent', deploy });
        },
        signal,
      );
    } catch (error) {
      return endpointFailure(error);
    }
    if (outcome.kind !== 'mined') {
      await this.pending.close(input.userId, deploy, 'FAILED', null);
      const reason = outcome.kind === 'dropped' ? 'dropped' : outcome.kind;
      return fail(reason, new UnexpectedError(`deploy ${reason}: ${deploy.transactionHash}`));
    }
    deploy = { ...deploy, transactionHash: outcome.transactionHash };
    onPhase({ kind: 'saving', deploy, contractAddress: outcome.contractAddress });
    try {
      const check = await this.checkContract.execute({
        chainId: deploy.chainId,
        address: outcome.contractAddress,
        collectionType: input.collectionType,
        eoa: input.eoa,
      });
      if (check.kind !== 'ok')
        return fail('save-failed', new UnexpectedError(`deployed contract failed the check: ${check.kind}`), true);
      // Saved on the contract version it was sent on: one saved elsewhere since is a conflict, not overwritten.
      const sent = await this.saveContract.send(input.launchpadId, check, deploy.contractVersion);
      const closed = await this.pending.close(input.userId, deploy, 'DEPLOYED', outcome.blockNumber);
      const saved = { ...sent, deployment: closed ?? sent.deployment };
      // The pages follow once, with the deployment info of the closed record (its transaction and block).
      this.cache.contractSaved(input.launchpadId, saved.contract, saved.deployment);
      return { ok: true, saved, contractAddress: outcome.contractAddress, check };
    } catch (error) {
      if (!isVersionConflict(error)) return fail('save-failed', error, true);
      // The step shows the contract saved since while the creator decides.
      await this.pending.contractVersion(input.launchpadId, { fresh: true }).catch(() => null);
      return fail('conflict', error, true);
    }
  }
}

function standardOf(type: CollectionType) {
  return type === 'SINGLE' ? ('ERC721' as const) : ('ERC1155' as const);
}

function sendReason(error: unknown): DeployFailureReason {
  if (error instanceof UserRejectedError) return 'rejected';
  if (error instanceof WalletError && error.reason === 'insufficient-funds') return 'insufficient-funds';
  if (error instanceof WalletError && error.reason === 'account-mismatch') return 'account-mismatch';
  if (error instanceof TimeoutError) return 'timeout';
  if (error instanceof NetworkError) return 'network';
  return 'other';
}
