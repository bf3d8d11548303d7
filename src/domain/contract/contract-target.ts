import * as v from 'valibot';
import { contractAddressSchema } from '../validation/rules';
import type { Contract } from './contract';

/** What step 1 (컨트랙트) checks and keeps: the launchpad's chain and an address on it, as typed (it may carry spaces). */
export interface ContractTarget {
  chainId: number;
  address: string;
}

/** The chain and the address, as they are checked and kept (no spaces around the address). */
export const trimmedTarget = (target: ContractTarget): ContractTarget => ({
  chainId: target.chainId,
  address: target.address.trim(),
});

/** Same chain and same address; an address's letters differ only by its checksum's case. */
export const sameTarget = (a: ContractTarget, b: ContractTarget): boolean =>
  a.chainId === b.chainId && a.address.trim().toLowerCase() === b.address.trim().toLowerCase();

/**
 * The address step 1 opens with: the kept contract's when it is on the launchpad's chain (the chain is the
 * launchpad's, never a field of the step), else none yet.
 */
export function openingAddress(launchpadChainId: number, kept: Contract | null): string {
  return kept && kept.chainId === launchpadChainId ? kept.address : '';
}

/** Step 1 is done for what is on screen: the kept contract is that chain and address (step 2 is the way on). */
export function isKeptAsShown(kept: Contract | null, shown: ContractTarget): boolean {
  return kept !== null && sameTarget(kept, shown);
}

/** The requirements §5 message when the address cannot be a contract address (before anything is read), else null. */
export function addressRuleProblem(address: string): string | null {
  const rule = v.safeParse(contractAddressSchema, address.trim());
  return rule.success ? null : rule.issues[0].message;
}
