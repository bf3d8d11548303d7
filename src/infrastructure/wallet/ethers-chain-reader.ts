import type { JsonRpcProvider } from 'ethers';
import { NetworkError, TimeoutError, UnexpectedError } from '../../application/errors/app-error';
import type { ChainReader } from '../../application/ports/chain-reader';
import { findChainById, type SupportedChain } from '../../domain/chain/chains';
import type { ContractReading } from '../../domain/contract/contract-reading';

/** Requirements §9: RPC calls retry 3 times, 150 ms apart; JSON-RPC batches hold up to 1000 calls. */
export const RPC_RETRIES = 3;
export const RPC_RETRY_DELAY_MS = 150;
export const RPC_BATCH_MAX = 1000;
/** A node slower than this is reported as too slow rather than waited for (requirements §9's HTTP timeout). */
export const RPC_TIMEOUT_MS = 10_000;

/** ethers codes that a retry cannot fix: the chain answered, the answer is the problem. */
export const FINAL_RPC_CODES = new Set([
  'CALL_EXCEPTION',
  'BAD_DATA',
  'INVALID_ARGUMENT',
  'NOT_IMPLEMENTED',
  'UNSUPPORTED_OPERATION',
]);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/**
 * Runs `call`, and again up to `retries` times `delayMs` apart while it fails in a way a retry
 * may fix. Throws UnexpectedError for a final answer, TimeoutError when the node was too slow (a
 * retry 150 ms later would wait as long again), NetworkError when every try failed.
 */
export async function withRpcRetry<T>(
  call: () => Promise<T>,
  retries = RPC_RETRIES,
  delayMs = RPC_RETRY_DELAY_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const code = codeOf(error);
      if (typeof code === 'string' && FINAL_RPC_CODES.has(code))
        throw new UnexpectedError(`chain call failed: ${code}`, undefined, { cause: error });
      if (code === 'TIMEOUT') throw new TimeoutError(RPC_TIMEOUT_MS, { cause: error });
      if (attempt >= retries) throw new NetworkError(`chain call failed after ${retries + 1} tries`, { cause: error });
      await sleep(delayMs);
    }
  }
}

/**
 * Reads chains through each chain's own JSON-RPC endpoint (not the wallet): one ethers
 * JsonRpcProvider per chain, made on first use (ethers is loaded on demand, so it stays out of the
 * first route), static network so it never probes, batches of up to 1000 calls, a per-request
 * timeout, and retries per requirements §9.
 */
export class EthersChainReader implements ChainReader {
  private readonly providers = new Map<number, Promise<JsonRpcProvider>>();

  constructor(
    private readonly rpcUrlFor: (chain: SupportedChain) => string,
    private readonly loadEthers: () => Promise<typeof import('ethers')> = () => import('ethers'),
    private readonly timeoutMs = RPC_TIMEOUT_MS,
  ) {}

  async readContract(chainId: number, address: string): Promise<ContractReading> {
    // The reading code comes with ethers, on first use: the first route carries neither.
    const [ethers, { readContract }] = await Promise.all([this.loadEthers(), import('./read-contract')]);
    return this.read(chainId, (provider) => readContract(ethers, provider, chainId, address));
  }

  /** `read` runs with the chain's provider; UnexpectedError for a chain outside the registry. */
  async read<T>(chainId: number, read: (provider: JsonRpcProvider) => Promise<T>): Promise<T> {
    const provider = await this.provider(chainId);
    return withRpcRetry(() => read(provider));
  }

  private provider(chainId: number): Promise<JsonRpcProvider> {
    const chain = findChainById(chainId);
    if (!chain) return Promise.reject(new UnexpectedError(`chain ${chainId} is not supported`));
    let provider = this.providers.get(chainId);
    if (!provider) {
      provider = this.loadEthers().then(({ FetchRequest, JsonRpcProvider, Network }) => {
        const request = new FetchRequest(this.rpcUrlFor(chain));
        request.timeout = this.timeoutMs;
        return new JsonRpcProvider(request, Network.from({ chainId, name: chain.name }), {
          staticNetwork: true,
          batchMaxCount: RPC_BATCH_MAX,
        });
      });
      this.providers.set(chainId, provider);
      provider.catch(() => this.providers.delete(chainId));
    }
    return provider;
  }
}
