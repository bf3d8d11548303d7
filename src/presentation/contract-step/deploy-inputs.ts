import type { DeployInput } from '../../application/deploy/deploy-contract';
import type { DeployFormValues } from '../../domain/contract/contract-deploy';
import type { Launchpad } from '../../domain/launchpad/launchpad';

/** What a deploy is sent with: the launchpad as it is now (its chain), the name and symbol typed, the owner. */
export const deployInputOf = (
  launchpad: Launchpad,
  userId: string,
  typed: { name: string; symbol: string },
  eoa: string | null,
): DeployInput => ({
  userId,
  launchpadId: launchpad.id,
  collectionType: launchpad.collectionType,
  chainId: launchpad.chainId,
  name: typed.name,
  symbol: typed.symbol,
  eoa,
});

/** What the fee is asked for: the launchpad, the owner known and both fields holding; else null (no question). */
export function feeInputOf(launchpad: Launchpad | null, values: DeployFormValues | null, eoa: string | null) {
  if (!launchpad || !eoa || !values) return null;
  return { collectionType: launchpad.collectionType, chainId: launchpad.chainId, ...values, eoa };
}
