import * as v from 'valibot';
import { backendNameSchema } from '../chain/backend-name';
import { chainIdAgreesWithChain, supportedChainIdSchema } from '../chain/chain-id';
import { boundedInteger, idSchema, nullableTimestampSchema, optionalText } from '../validation/common';
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
});
export type Contract = v.InferOutput<typeof contractSchema>;

/** What the app read on chain and asks the API to keep (upsert by launchpad). */
export const upsertContractInputSchema = v.pipe(
  v.object({
    launchpadId: idSchema,
    chain: backendNameSchema,
    chainId: supportedChainIdSchema,
    address: contractAddressSchema,
    standard: tokenStandardSchema,
    name: optionalText(200),
    symbol: optionalText(50),
    ownerAddress: v.nullable(contractAddressSchema),
  }),
  chainIdAgreesWithChain(),
);
export type UpsertContractInput = v.InferOutput<typeof upsertContractInputSchema>;

export const syncContractInputSchema = v.object({ launchpadId: idSchema });
export type SyncContractInput = v.InferOutput<typeof syncContractInputSchema>;

export const deploymentInfoSchema = v.object({
  launchpadId: idSchema,
  chain: backendNameSchema,
  chainId: supportedChainIdSchema,
  contractAddress: v.nullable(v.string()),
  deployed: v.boolean(),
  deployedAt: nullableTimestampSchema,
  transactionHash: v.nullable(v.string()),
  blockNumber: v.nullable(boundedInteger(0)),
});
export type DeploymentInfo = v.InferOutput<typeof deploymentInfoSchema>;
