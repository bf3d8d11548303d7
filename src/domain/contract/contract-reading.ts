/** ERC-165 interface ids the contract step asks about. */
export const ERC165_INTERFACE_ID = '0x01ffc9a7';
export const ERC721_INTERFACE_ID = '0x80ac58cd';
export const ERC1155_INTERFACE_ID = '0xd9b67a26';

/**
 * What one address holds on one chain, as read through the chain's own JSON-RPC endpoint.
 * `null` means the contract does not answer that question (no such function, or a revert), which
 * is different from an answer of `false`.
 */
export interface ContractReading {
  chainId: number;
  /** Checksum form. */
  address: string;
  /** False for an account without code (an EOA, or nothing deployed here on this chain). */
  hasCode: boolean;
  /** The EIP-1967 implementation when the address is such a proxy (checksum), else null. */
  implementation: string | null;
  /** ERC-165 `supportsInterface` answers; null when the contract does not implement ERC-165. */
  supportsErc721: boolean | null;
  supportsErc1155: boolean | null;
  name: string | null;
  symbol: string | null;
  /** Ownable `owner()` (checksum), or null when the contract has no owner() to ask. */
  owner: string | null;
}

/** What an address without code reads as: nothing answered, nothing to ask. */
export function emptyReading(chainId: number, address: string): ContractReading {
  return {
    chainId,
    address,
    hasCode: false,
    implementation: null,
    supportsErc721: null,
    supportsErc1155: null,
    name: null,
    symbol: null,
    owner: null,
  };
}
