import type { JsonRpcProvider } from 'ethers';
import {
  ERC1155_INTERFACE_ID,
  ERC165_INTERFACE_ID,
  ERC721_INTERFACE_ID,
  emptyReading,
  type ContractReading,
} from '../../domain/contract/contract-reading';

type Ethers = typeof import('ethers');

/** EIP-1967: bytes32(uint256(keccak256('eip1967.proxy.implementation')) - 1). */
export const EIP1967_IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';

const ABI = [
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function owner() view returns (address)',
];

/** A revert or an answer that does not decode: the contract has no such function. */
const NO_ANSWER_CODES = new Set(['CALL_EXCEPTION', 'BAD_DATA']);

/**
 * Reads what `address` holds on the provider's chain. Calls go out together, so the provider
 * batches them into one JSON-RPC request. A question the contract does not answer reads as null;
 * a transport failure is thrown, so the caller's retry runs the whole reading again.
 */
export async function readContract(
  ethers: Ethers,
  provider: JsonRpcProvider,
  chainId: number,
  address: string,
): Promise<ContractReading> {
  const target = ethers.getAddress(address.toLowerCase());
  const [code, slot] = await Promise.all([
    provider.getCode(target),
    provider.getStorage(target, EIP1967_IMPLEMENTATION_SLOT),
  ]);
  const none = emptyReading(chainId, target);
  if (code === '0x') return none;

  const abi = new ethers.Interface(ABI);
  const ask = async <T>(to: string, fn: string, args: unknown[] = []): Promise<T | null> => {
    try {
      const data = await provider.call({ to, data: abi.encodeFunctionData(fn, args) });
      return abi.decodeFunctionResult(fn, data)[0] as T;
    } catch (error) {
      const errorCode = (error as { code?: unknown }).code;
      if (typeof errorCode === 'string' && NO_ANSWER_CODES.has(errorCode)) return null;
      throw error;
    }
  };
  const supports = (to: string, id: string) => ask<boolean>(to, 'supportsInterface', [id]);

  const implementation = BigInt(slot) === 0n ? null : ethers.getAddress(ethers.dataSlice(slot, 12));
  const [erc165, name, symbol, owner] = await Promise.all([
    supports(target, ERC165_INTERFACE_ID),
    ask<string>(target, 'name'),
    ask<string>(target, 'symbol'),
    ask<string>(target, 'owner'),
  ]);
  // A proxy answers through its implementation; when it does not (e.g. an admin-only fallback),
  // the implementation's own code says which standard the proxy serves.
  const interfaceTarget = erc165 === null && implementation ? implementation : target;
  const isErc165 =
    interfaceTarget === target ? erc165 === true : (await supports(interfaceTarget, ERC165_INTERFACE_ID)) === true;
  const [erc721, erc1155] = isErc165
    ? await Promise.all([
        supports(interfaceTarget, ERC721_INTERFACE_ID),
        supports(interfaceTarget, ERC1155_INTERFACE_ID),
      ])
    : [null, null];

  return {
    ...none,
    hasCode: true,
    implementation,
    supportsErc721: isErc165 ? erc721 === true : null,
    supportsErc1155: isErc165 ? erc1155 === true : null,
    name: name ?? null,
    symbol: symbol ?? null,
    owner: owner === null || BigInt(owner) === 0n ? null : ethers.getAddress(owner),
  };
}
