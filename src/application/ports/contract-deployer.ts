import type { ServiceIdentifier } from 'inversify';
import type { TokenStandard } from '../../domain/contract/contract';
import type { PendingDeploy } from '../../domain/contract/contract-deploy';

export interface DeployRequest {
  chainId: number;
  standard: TokenStandard;
  name: string;
  symbol: string;
  /** The account that signs and becomes the owner (the registered EOA). */
  from: string;
}

export interface SentDeploy {
  transactionHash: string;
  /** The chain's head just before sending: a replacement is searched for from here. */
  startBlock: number;
}

export type FollowEvent =
  /** The chain knows the transaction; its nonce is what a replacement shares. */
  | { kind: 'seen'; nonce: number }
  /** Sped up in the wallet: the same deploy under a new hash. */
  | { kind: 'replaced'; transactionHash: string }
  | { kind: 'confirming'; confirmations: number };

export type DeployOutcome =
  | { kind: 'mined'; transactionHash: string; contractAddress: string; blockNumber: number }
  | { kind: 'reverted'; transactionHash: string }
  /** Replaced by a transaction that does not deploy (cancelled in the wallet). */
  | { kind: 'cancelled'; transactionHash: string }
  /** Neither mined nor known to the chain any more, and its nonce was never used. */
  | { kind: 'dropped' };

/**
 * Deploys the app's collection contracts (ERC-721 for single, ERC-1155 for multi) and follows them
 * to their receipt. Sending goes through the creator's wallet; estimating and following go through
 * the chain's own endpoint, so a deploy can be followed after a reload or from another device.
 *
 * Fails with: UserRejectedError (signature declined), WalletError (`insufficient-funds`, and the
 * reasons the Wallet port lists), TimeoutError / NetworkError when the chain's endpoint does not
 * answer in time (the deploy itself may still go on), UnexpectedError for a chain outside the registry.
 */
export interface ContractDeployer {
  /** The deploy's gas times the current fee per gas, in the chain's smallest unit. */
  estimateFee(request: DeployRequest): Promise<bigint>;
  /** Resolves the moment the wallet returns the transaction hash (nothing is mined yet). */
  send(request: DeployRequest): Promise<SentDeploy>;
  /** Follows `deploy` (and any replacement) until `confirmations` blocks or another end. */
  follow(
    deploy: PendingDeploy,
    confirmations: number,
    onEvent: (event: FollowEvent) => void,
    signal?: AbortSignal,
  ): Promise<DeployOutcome>;
}
export const ContractDeployer: ServiceIdentifier<ContractDeployer> = Symbol.for('ContractDeployer');
