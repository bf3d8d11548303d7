import * as v from 'valibot';
import type { BackendName } from './backend-name';
import { findChainById, supportedChains } from './chains';

export const chainIdMessages = {
  unsupported: '지원하지 않는 체인입니다.',
  mismatch: '선택한 체인과 체인 ID가 맞지 않습니다.',
} as const;

/** One of the eleven supported chains (requirements §9), by its EVM chain id. */
export const supportedChainIdSchema = v.pipe(
  v.number(),
  v.check((id) => findChainById(id) !== undefined, chainIdMessages.unsupported),
);

/** Whether `chainId` is a chain the backend calls `chain` (POLYGON: 137 or 80002 Amoy; never 1). */
export function chainIdMatchesBackendName(chain: BackendName, chainId: number): boolean {
  return supportedChains.some((c) => c.id === chainId && c.backendName === chain);
}

/**
 * The object-level rule for inputs that carry both (createLaunchpad, upsertContract): the chain id
 * must belong to the backend name. Reported at `chainId`, and only once both fields are valid.
 */
export function chainIdAgreesWithChain<T extends ChainFields>(): v.BaseValidation<
  T,
  T,
  v.PartialCheckIssue<ChainFields>
> {
  const action = v.forward<ChainFields, v.PartialCheckIssue<ChainFields>, ['chainId']>(
    v.partialCheck(
      [['chain'], ['chainId']],
      // An unsupported id is the field rule's to report; say one thing at a time.
      (input: ChainFields) => !findChainById(input.chainId) || chainIdMatchesBackendName(input.chain, input.chainId),
      chainIdMessages.mismatch,
    ),
    ['chainId'],
  );
  // The action reads only `chain` and `chainId`, so it fits any object that has them.
  return action as unknown as v.BaseValidation<T, T, v.PartialCheckIssue<ChainFields>>;
}

type ChainFields = { chain: BackendName; chainId: number };
