import type { JsonRpcProvider, TransactionResponse, TransactionResponseParams } from 'ethers';
import { NetworkError, ProviderMissingError, UnexpectedError, WalletError } from '../../application/errors/app-error';
import type {
  ContractDeployer,
  DeployOutcome,
  DeployRequest,
  FollowEvent,
  SentDeploy,
} from '../../application/ports/contract-deployer';
import type { PendingDeploy } from '../../domain/contract/contract-deploy';
import { collectionArtifact } from './collection-artifacts';
import type { Discovery } from './discover-metamask';
import { toWalletError } from './eip1193';
import type { EthersChainReader } from './ethers-chain-reader';

export interface EthersContractDeployerOptions {
  /** The chain's own endpoint (timeouts and retries of requirements §9). */
  reader: Pick<EthersChainReader, 'read'>;
  /** MetaMask's provider, for sending only. */
  discover: () => Promise<Discovery>;
  loadEthers?: () => Promise<typeof import('ethers')>;
  /** How often the chain is asked while a deploy is pending. */
  pollMs?: number;
  /** How long a transaction may be unknown to the chain, its nonce unused, before it counts as dropped. */
  droppedAfterMs?: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A node's or ethers' way of saying the account cannot pay for the gas. */
function isInsufficientFunds(error: unknown): boolean {
  if (codeOf(error) === 'INSUFFICIENT_FUNDS') return true;
  const text =
    error instanceof Error ? `${error.message} ${JSON.stringify((error as { info?: unknown }).info ?? '')}` : '';
  return /insufficient funds|doesn't have enough funds|not enough funds/i.test(text);
}

/**
 * The ContractDeployer with ethers: the deploy transaction is built from the committed artifacts
 * and sent through MetaMask (a BrowserProvider on network "any"); fees and following use the
 * chain's own JSON-RPC endpoint, so a reload or another device can follow a deploy without the
 * wallet. Following uses ethers' `replaceableTransaction`, which finds a sped-up or cancelled
 * replacement by the sender's nonce; a deploy kept by an earlier visit is rebuilt from its record
 * (the deploy data is the same for the same contract, name and symbol).
 */
export class EthersContractDeployer implements ContractDeployer {
  private readonly pollMs: number;
  private readonly droppedAfterMs: number;
  private readonly loadEthers: () => Promise<typeof import('ethers')>;

  constructor(private readonly options: EthersContractDeployerOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.droppedAfterMs = options.droppedAfterMs ?? 60_000;
    this.loadEthers = options.loadEthers ?? (() => import('ethers'));
  }

  async estimateFee(request: DeployRequest): Promise<bigint> {
    const data = await this.deployData(request);
    return this.options.reader.read(request.chainId, async (provider) => {
      const [gas, fees] = await Promise.all([
        provider.estimateGas({ from: request.from, data }),
        provider.getFeeData(),
      ]);
      return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n);
    });
  }

  async send(request: DeployRequest): Promise<SentDeploy> {
    const { provider } = await this.options.discover();
    if (!provider) throw new ProviderMissingError();
    const [{ BrowserProvider }, data] = await Promise.all([this.loadEthers(), this.deployData(request)]);
    const startBlock = await this.options.reader.read(request.chainId, (rpc) => rpc.getBlockNumber());
    try {
      const signer = await new BrowserProvider(provider, 'any').getSigner(request.from);
      // The hash as soon as the wallet returns it; ethers' sendTransaction would wait for the node to know it.
      const transactionHash = await signer.sendUncheckedTransaction({ from: request.from, data });
      return { transactionHash, startBlock };
    } catch (error) {
      if (isInsufficientFunds(error)) throw new WalletError('insufficient-funds', { cause: error });
      throw toWalletError(error);
    }
  }

  async follow(
    deploy: PendingDeploy,
    confirmations: number,
    onEvent: (event: FollowEvent) => void,
    signal?: AbortSignal,
  ): Promise<DeployOutcome> {
    const ethers = await this.loadEthers();
    const data = await this.deployData(deploy);
    const read = <T>(call: (provider: JsonRpcProvider) => Promise<T>) => this.options.reader.read(deploy.chainId, call);
    const provider = await read(async (p) => p);
    provider.pollingInterval = this.pollMs;
    let hash = deploy.transactionHash;
    let nonce = deploy.nonce;
    let missingSince: number | null = null;
    for (;;) {
      if (signal?.aborted) throw new UnexpectedError('stopped following the deploy');
      const receipt = await read((p) => p.getTransactionReceipt(hash));
      if (receipt) {
        if (receipt.status === 0) return { kind: 'reverted', transactionHash: hash };
        const count = await read(() => receipt.confirmations());
        onEvent({ kind: 'confirming', confirmations: Math.min(count, confirmations) });
        if (count >= confirmations && receipt.contractAddress) {
          return {
            kind: 'mined',
            transactionHash: hash,
            contractAddress: receipt.contractAddress,
            blockNumber: receipt.blockNumber,
          };
        }
        await sleep(this.pollMs, signal);
        continue;
      }
      const known = await read((p) => p.getTransaction(hash));
      if (known && nonce === null) {
        nonce = known.nonce;
        onEvent({ kind: 'seen', nonce });
      }
      if (known) missingSince = null;
      else missingSince ??= Date.now();
      if (!known && nonce === null) {
        // Never seen by this endpoint and no nonce to look for a replacement by.
        if (Date.now() - missingSince! > this.droppedAfterMs) return { kind: 'dropped' };
        await sleep(this.pollMs, signal);
        continue;
      }
      const response = known ?? this.rebuild(ethers, provider, deploy, hash, nonce!, data);
      try {
        // One slice of waiting; a replacement found by the sender's nonce ends it with TRANSACTION_REPLACED.
        await response.replaceableTransaction(deploy.startBlock).wait(1, this.pollMs * 5);
      } catch (error) {
        if (ethers.isError(error, 'TRANSACTION_REPLACED')) {
          if (error.reason !== 'repriced') return { kind: 'cancelled', transactionHash: error.hash };
          hash = error.hash;
          onEvent({ kind: 'replaced', transactionHash: hash });
          continue;
        }
        if (ethers.isError(error, 'CALL_EXCEPTION')) return { kind: 'reverted', transactionHash: hash };
        if (!ethers.isError(error, 'TIMEOUT')) throw new NetworkError('following the deploy failed', { cause: error });
        if (!known && Date.now() - missingSince! > this.droppedAfterMs) {
          const used = await read((p) => p.getTransactionCount(response.from, 'latest'));
          if (used <= nonce!) return { kind: 'dropped' };
        }
      }
    }
  }

  /** The deploy's creation data: the artifact's bytecode with the encoded name and symbol. */
  private async deployData(request: Pick<DeployRequest, 'standard' | 'name' | 'symbol'>): Promise<string> {
    const [{ ContractFactory }, artifact] = await Promise.all([
      this.loadEthers(),
      collectionArtifact(request.standard),
    ]);
    const factory = new ContractFactory(artifact.abi as never, artifact.bytecode);
    const tx = await factory.getDeployTransaction(request.name, request.symbol);
    return tx.data;
  }

  /** A transaction the endpoint no longer knows (replaced, or dropped), as ethers needs it to look for its replacement. */
  private rebuild(
    ethers: typeof import('ethers'),
    provider: JsonRpcProvider,
    deploy: PendingDeploy,
    hash: string,
    nonce: number,
    data: string,
  ): TransactionResponse {
    const params: Partial<TransactionResponseParams> = {
      hash,
      from: ethers.getAddress(deploy.from),
      to: null,
      nonce,
      data,
      value: 0n,
      chainId: BigInt(deploy.chainId),
    };
    return new ethers.TransactionResponse(params as TransactionResponseParams, provider);
  }
}
