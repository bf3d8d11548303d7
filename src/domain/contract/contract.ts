import * as v from 'valibot';
import { backendNameSchema } from '../chain/backend-name';
import { chainIdAgreesWithChain, supportedChainIdSchema } from '../chain/chain-id';
import {
  baseUpdatedAtSchema,
  boundedInteger,
  idSchema,
  nullableTimestampSchema,
  optionalText,
  timestampSchema,
} from '../validation/common';
import { contractAddressSchema } from '../validation/rules';

export const tokenStandards = ['ERC721', 'ERC1155'] as const;
export const tokenStandardSchema = v.picklist(tokenStandards);
export type TokenStandard = v.InferOutput<typeof tokenStandardSchema>;

export const contractSchema = v.object({
  id: idSchema,
  launchpadId: idSchema,
  chain: backendNameSchema,
  chainId: supportedChainIdSchema,
  address: v.string(),
  standard: tokenStandardSchema,
  name: v.string(),
  symbol: v.string(),
  ownerAddress: v.nullable(v.string()),
  syncedAt: nullableTimestampSchema,
  /** The version of the creator's choice (chain and address): moves with each save, not with a sync. */
  updatedAt: timestampSchema,
});
export type Contract = v.InferOutput<typeof contractSchema>;

export const CONTRACT_NAME_MAX = 200;
export const CONTRACT_SYMBOL_MAX = 50;

/**
 * What the app read on chain and asks the API to keep (upsert by launchpad). `baseUpdatedAt` is the kept
 * contract's `updatedAt` as the step (or a deploy, when it was sent) found it (null: none kept): a contract
 * saved elsewhere since is a conflict (409), never overwritten.
 */
export const upsertContractInputSchema = v.pipe(
  v.object({
    launchpadId: idSchema,
    chain: backendNameSchema,
    chainId: supportedChainIdSchema,
    address: contractAddressSchema,
    standard: tokenStandardSchema,
    name: optionalText(CONTRACT_NAME_MAX),
    symbol: optionalText(CONTRACT_SYMBOL_MAX),
    ownerAddress: v.nullable(contractAddressSchema),
    baseUpdatedAt: baseUpdatedAtSchema,
  }),
  chainIdAgreesWithChain(),
);
export type UpsertContractInput = v.InferOutput<typeof upsertContractInputSchema>;

export const syncContractInputSchema = v.object({ launchpadId: idSchema });
export type SyncContractInput = v.InferOutput<typeof syncContractInputSchema>;

/**
 * What the API found on chain when the contract was last synced. UNCHECKED: it has no endpoint for
 * that chain, so it says so instead of guessing; UNREACHABLE: its endpoint did not answer.
 */
export const chainVerifications = ['VERIFIED', 'NO_CODE', 'WRONG_STANDARD', 'UNCHECKED', 'UNREACHABLE'] as const;
export const chainVerificationSchema = v.picklist(chainVerifications);
export type ChainVerification = v.InferOutput<typeof chainVerificationSchema>;

export const deploymentInfoSchema = v.object({
  launchpadId: idSchema,
  chain: backendNameSchema,
  chainId: supportedChainIdSchema,
  contractAddress: v.nullable(v.string()),
  /** null while no contract is kept for the launchpad. */
  verification: v.nullable(chainVerificationSchema),
  checkedAt: nullableTimestampSchema,
  deployedAt: nullableTimestampSchema,
  transactionHash: v.nullable(v.string()),
  blockNumber: v.nullable(boundedInteger(0)),
});
export type DeploymentInfo = v.InferOutput<typeof deploymentInfoSchema>;
