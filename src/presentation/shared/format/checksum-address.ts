import { keccak_256 } from '@noble/hashes/sha3';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * An EVM address in its EIP-55 checksum form, the one format shown everywhere (a lower-case and a
 * checksummed copy of one address read as two). Anything that is not an address is returned as is.
 * keccak from @noble/hashes (ethers uses the same), so the list's chunk carries no ethers.
 */
export function toChecksumAddress(address: string): string {
  if (!ADDRESS.test(address)) return address;
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let result = '0x';
  for (let i = 0; i < lower.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    result += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i];
  }
  return result;
}
