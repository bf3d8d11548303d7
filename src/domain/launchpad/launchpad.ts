import * as v from 'valibot';
import { backendNameSchema } from '../chain/backend-name';
import {
  chainIdAgreesWithChain,
  chainIdMatchesBackendName,
  chainIdMessages,
  supportedChainIdSchema,
} from '../chain/chain-id';
import { findChainById } from '../chain/chains';
import { boundedInteger, idSchema, nullableTimestampSchema, requiredText, timestampSchema } from '../validation/common';
import { contractAddressSchema } from '../validation/rules';

export const collectionTypes = ['SINGLE', 'MULTI'] as const;
export const collectionTypeSchema = v.picklist(collectionTypes);
export type CollectionType = v.InferOutput<typeof collectionTypeSchema>;

/** Life of a launch: drafted, in review (after 심사 요청), approved, on sale, ended. */
export const launchpadStatuses = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'LIVE', 'ENDED'] as const;
export const launchpadStatusSchema = v.picklist(launchpadStatuses);
export type LaunchpadStatus = v.InferOutput<typeof launchpadStatusSchema>;

export const LAUNCHPAD_NAME_MAX = 100;

export const launchpadSchema = v.object({
  id: idSchema,
  name: v.string(),
  chain: backendNameSchema,
  /** EVM chain id the contract lives on (a test chain shares its mainnet's backend name). */
  chainId: supportedChainIdSchema,
  contractAddress: v.nullable(v.string()),
  collectionType: collectionTypeSchema,
  status: launchpadStatusSchema,
  startAt: nullableTimestampSchema,
  endAt: nullableTimestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /**
   * In the list, for a 작성 중 launch: how many of its parts (contract, collection metadata, a single
   * edition's tokens, auction description) still lack what a review needs (0: ready for 심사 요청).
   * Absent elsewhere, and from a gateway that does not send it (the list then says 작성 중 alone).
   */
  partsLeft: v.optional(v.nullable(boundedInteger(0, 4))),
});
export type Launchpad = v.InferOutput<typeof launchpadSchema>;

export const launchpadListSchema = v.object({ items: v.array(launchpadSchema), total: boundedInteger(0) });
export type LaunchpadList = v.InferOutput<typeof launchpadListSchema>;

export const createLaunchpadInputSchema = v.pipe(
  v.object({
    name: requiredText(LAUNCHPAD_NAME_MAX),
    chain: backendNameSchema,
    chainId: supportedChainIdSchema,
    collectionType: collectionTypeSchema,
  }),
  chainIdAgreesWithChain(),
);
export type CreateLaunchpadInput = v.InferOutput<typeof createLaunchpadInputSchema>;

/**
 * `PUT launchpads/{id}`. `chain` and `chainId` come together or not at all (absent: the chain stays).
 * A new chain is a launchpad setting for a launch 작성 중 only: the contract kept on the old chain is let
 * go with it, so `contractAddress` is null then (docs/api-rules.md).
 */
export const updateLaunchpadInputSchema = v.pipe(
  v.object({
    name: requiredText(LAUNCHPAD_NAME_MAX),
    contractAddress: v.nullable(contractAddressSchema),
    startAt: nullableTimestampSchema,
    endAt: nullableTimestampSchema,
    chain: v.optional(backendNameSchema),
    chainId: v.optional(supportedChainIdSchema),
  }),
  v.forward(
    v.partialCheck(
      [['chain'], ['chainId']],
      ({ chain, chainId }) =>
        chain === undefined
          ? chainId === undefined
          : chainId !== undefined && (!findChainById(chainId) || chainIdMatchesBackendName(chain, chainId)),
      chainIdMessages.mismatch,
    ),
    ['chainId'],
  ),
);
export type UpdateLaunchpadInput = v.InferOutput<typeof updateLaunchpadInputSchema>;
