import type { CollectionType } from '../launchpad/launchpad';
import type { TokenStandard } from './contract';
import type { ContractReading } from './contract-reading';

/** A single-edition (1/1) collection is an ERC-721 contract, a multi-edition one ERC-1155. */
export const standardFor: Record<CollectionType, TokenStandard> = { SINGLE: 'ERC721', MULTI: 'ERC1155' };

/** How the contract's owner compares with the creator's registered EOA. */
export type OwnerMatch =
  | { kind: 'match'; owner: string }
  | { kind: 'mismatch'; owner: string; eoa: string }
  | { kind: 'no-eoa'; owner: string }
  /** The contract has no owner() (e.g. AccessControl): nothing to compare. */
  | { kind: 'unknown' };

export type ContractCheck =
  /** No code at the address on that chain: an account, or a contract deployed on another chain. */
  | { kind: 'no-code'; chainId: number; address: string }
  /** Code, but not the standard the launchpad needs. `found` is what it is instead. */
  | {
      kind: 'wrong-standard';
      chainId: number;
      address: string;
      needed: TokenStandard;
      found: TokenStandard | 'other' | 'no-erc165';
    }
  | {
      kind: 'ok';
      chainId: number;
      address: string;
      standard: TokenStandard;
      name: string | null;
      symbol: string | null;
      implementation: string | null;
      owner: OwnerMatch;
    };

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function foundStandard(reading: ContractReading): TokenStandard | 'other' | 'no-erc165' {
  if (reading.supportsErc721 === null && reading.supportsErc1155 === null) return 'no-erc165';
  if (reading.supportsErc721) return 'ERC721';
  if (reading.supportsErc1155) return 'ERC1155';
  return 'other';
}

/**
 * The contract step's verdict on what was read on chain, for a launchpad of `collectionType` and a
 * creator whose registered EOA is `eoa` (null: none yet). Pure: the reading comes from the chain
 * reader, the EOA from the API.
 */
export function assessContract(
  reading: ContractReading,
  collectionType: CollectionType,
  eoa: string | null,
): ContractCheck {
  const { chainId, address } = reading;
  if (!reading.hasCode) return { kind: 'no-code', chainId, address };
  const needed = standardFor[collectionType];
  const found = foundStandard(reading);
  if (found !== needed) return { kind: 'wrong-standard', chainId, address, needed, found };
  return {
    kind: 'ok',
    chainId,
    address,
    standard: needed,
    name: reading.name,
    symbol: reading.symbol,
    implementation: reading.implementation,
    owner: ownerMatch(reading.owner, eoa),
  };
}

/** How a contract's owner (null: it has no owner()) compares with the registered EOA (null: none). */
export function ownerMatch(owner: string | null, eoa: string | null): OwnerMatch {
  if (owner === null) return { kind: 'unknown' };
  if (eoa === null) return { kind: 'no-eoa', owner };
  return sameAddress(owner, eoa) ? { kind: 'match', owner } : { kind: 'mismatch', owner, eoa };
}
