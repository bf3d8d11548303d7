import { Contract, FetchRequest, JsonRpcProvider, Network } from 'ethers';
import { findChainById, type RpcConfigKey } from '../../src/domain/chain/chains';
import type { ChainVerification, TokenStandard } from '../../src/domain/contract/contract';
import { ERC1155_INTERFACE_ID, ERC721_INTERFACE_ID } from '../../src/domain/contract/contract-reading';

const interfaceOf: Record<TokenStandard, string> = { ERC721: ERC721_INTERFACE_ID, ERC1155: ERC1155_INTERFACE_ID };
const TIMEOUT_MS = 10_000;

/** What sync found; `checkedAt` is when it looked (null: it could not look). */
export interface Verification {
  verification: ChainVerification;
  checkedAt: string | null;
}

export type VerifyContract = (
  chainId: number,
  address: string,
  standard: TokenStandard,
  now: string,
) => Promise<Verification>;

/**
 * One provider a chain, made on first use, for the chains whose endpoint is configured; null for the
 * others (the caller then says it could not look). Both readers below ask the chain the same way.
 */
function providersFor(rpcUrls: Partial<Record<RpcConfigKey, string>>): (chainId: number) => JsonRpcProvider | null {
  const providers = new Map<number, JsonRpcProvider>();
  return (chainId) => {
    const chain = findChainById(chainId);
    const url = chain ? rpcUrls[chain.rpcConfigKey] : undefined;
    if (!chain || !url) return null;
    let provider = providers.get(chainId);
    if (!provider) {
      const request = new FetchRequest(url);
      request.timeout = TIMEOUT_MS;
      provider = new JsonRpcProvider(request, Network.from({ chainId, name: chain.name }), { staticNetwork: true });
      providers.set(chainId, provider);
    }
    return provider;
  };
}

/**
 * The gateway's own look at the chain when a contract is synced: code at the address, and the
 * ERC-165 answer for the standard the launchpad needs. Only chains with an endpoint in
 * `rpcUrls` (LOCAL_API_RPC_URL_<CHAIN>) are read; for the others it says UNCHECKED, never a guess.
 */
export function createContractVerifier(rpcUrls: Partial<Record<RpcConfigKey, string>>): VerifyContract {
  const providerFor = providersFor(rpcUrls);
  return async (chainId, address, standard, now) => {
    const provider = providerFor(chainId);
    if (!provider) return { verification: 'UNCHECKED', checkedAt: null };
    try {
      if ((await provider.getCode(address)) === '0x') return { verification: 'NO_CODE', checkedAt: now };
      const erc165 = new Contract(address, ['function supportsInterface(bytes4) view returns (bool)'], provider);
      const supports: unknown = await erc165
        .getFunction('supportsInterface')(interfaceOf[standard])
        .catch(() => false);
      return { verification: supports === true ? 'VERIFIED' : 'WRONG_STANDARD', checkedAt: now };
    } catch {
      return { verification: 'UNREACHABLE', checkedAt: null };
    }
  };
}

/** The owner the chain reports (`owner()` of Ownable), or why the API could not read it. */
export type OwnerReading = { kind: 'unchecked' } | { kind: 'unreachable' } | { kind: 'read'; owner: string | null };

export type ReadContractOwner = (chainId: number, address: string) => Promise<OwnerReading>;

/**
 * Reads `owner()` where an endpoint is configured for the chain; `unchecked` where none is (the
 * real gateway must then check ownership its own way: see docs/api-rules.md). A contract without
 * `owner()` (or no code) reads as owner null: nothing to compare.
 */
export function createOwnerReader(rpcUrls: Partial<Record<RpcConfigKey, string>>): ReadContractOwner {
  const providerFor = providersFor(rpcUrls);
  return async (chainId, address) => {
    const provider = providerFor(chainId);
    if (!provider) return { kind: 'unchecked' };
    try {
      if ((await provider.getCode(address)) === '0x') return { kind: 'read', owner: null };
      const ownable = new Contract(address, ['function owner() view returns (address)'], provider);
      const owner: unknown = await ownable
        .getFunction('owner')()
        .catch(() => null);
      return { kind: 'read', owner: typeof owner === 'string' ? owner : null };
    } catch {
      return { kind: 'unreachable' };
    }
  };
}
