import { ProviderMissingError, WalletError, WrongChainError } from '../../application/errors/app-error';
import { disconnectedWallet, type Wallet, type WalletState } from '../../application/ports/wallet';
import { findChainById, type SupportedChain } from '../../domain/chain/chains';
import type { Discovery } from './discover-metamask';
import {
  Eip1193Code,
  eip1193Code,
  parseAccounts,
  parseChainId,
  toHexChainId,
  toWalletError,
  type Eip1193Provider,
} from './eip1193';

/** Requirements §9: the wallet is polled every 4 s (MetaMask may miss events, e.g. a lock or a silent switch). */
export const WALLET_POLL_MS = 4000;
const DISCONNECTED_KEY = 'creators-lab:wallet-disconnected';

export interface MetaMaskWalletOptions {
  discover: () => Promise<Discovery>;
  /** The chain's JSON-RPC endpoint (from config), offered when the wallet lacks the chain. */
  rpcUrlFor: (chain: SupportedChain) => string;
  /** Remembers "연결 해제" across loads so the next load does not reconnect silently. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  pollMs?: number;
}

/** The Wallet port over MetaMask's EIP-1193 provider (raw requests; ethers only for signing). */
export class MetaMaskWallet implements Wallet {
  private state: WalletState = disconnectedWallet;
  private readonly listeners = new Set<(state: WalletState) => void>();
  private provider: Eip1193Provider | null = null;
  private starts = 0;
  /** Bumped on every start/stop so a late answer of an earlier run is dropped. */
  private generation = 0;
  private unfollow: (() => void) | null = null;
  private connecting: Promise<WalletState> | null = null;

  constructor(private readonly options: MetaMaskWalletOptions) {}

  getState(): WalletState {
    return this.state;
  }

  subscribe(listener: (state: WalletState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): () => void {
    this.starts++;
    if (this.starts === 1) void this.begin(++this.generation);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.starts--;
      if (this.starts > 0) return;
      this.generation++;
      this.unfollow?.();
      this.unfollow = null;
      if (this.state.status === 'reconnecting') this.setState(disconnectedWallet);
    };
  }

  async findMissing(): Promise<ProviderMissingError | null> {
    return (await this.findProvider()) ? null : new ProviderMissingError(this.otherWalletName);
  }

  connect(): Promise<WalletState> {
    this.connecting ??= this.doConnect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  async disconnect(): Promise<void> {
    this.options.storage?.setItem(DISCONNECTED_KEY, '1');
    const provider = this.provider;
    this.setState(disconnectedWallet);
    // MetaMask forgets the site's permission when it supports this; older versions just refuse.
    await provider
      ?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      .catch(() => undefined);
  }

  async switchChain(chainId: number): Promise<void> {
    const chain = findChainById(chainId);
    if (!chain) throw new WalletError('chain-switch-unsupported');
    const provider = this.requireConnected();
    const switchTo = () =>
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(chainId) }] });
    try {
      await switchTo();
    } catch (error) {
      // 4902: the wallet lacks the chain (MetaMask Mobile nests it in data.originalError).
      if (eip1193Code(error) !== Eip1193Code.unrecognizedChain) throw switchError(error);
      try {
        await provider.request({ method: 'wallet_addEthereumChain', params: [this.addChainParams(chain)] });
        await switchTo();
      } catch (addError) {
        throw switchError(addError);
      }
    }
    // MetaMask may switch without firing chainChanged: ask which chain it is on now.
    const actual = await this.readChainId(provider);
    if (actual !== null) this.applyChain(actual);
    if (actual !== chainId) throw new WrongChainError(chainId, actual);
  }

  async signMessage(address: string, message: string): Promise<string> {
    const provider = this.requireConnected();
    try {
      // ethers is loaded only here, so first pages do not carry it. A new BrowserProvider per call
      // on network "any" never throws "network changed" after a switch.
      const { BrowserProvider } = await import('ethers');
      const signer = await new BrowserProvider(provider, 'any').getSigner(address);
      return await signer.signMessage(message);
    } catch (error) {
      throw toWalletError(error);
    }
  }

  private async begin(generation: number): Promise<void> {
    const remembered = this.options.storage?.getItem(DISCONNECTED_KEY) === '1';
    if (!remembered && this.state.status === 'disconnected')
      this.setState({ ...disconnectedWallet, status: 'reconnecting' });
    const provider = await this.findProvider();
    if (generation !== this.generation) return;
    if (!provider) {
      if (this.state.status === 'reconnecting') this.setState(disconnectedWallet);
      return;
    }
    this.unfollow = this.follow(provider, generation);
    if (remembered) return;
    await this.refresh(provider, generation).catch(() => {
      if (generation === this.generation && this.state.status === 'reconnecting') this.setState(disconnectedWallet);
    });
  }

  private async doConnect(): Promise<WalletState> {
    const provider = await this.findProvider();
    if (!provider) throw new ProviderMissingError(this.otherWalletName);
    const before = this.state;
    this.setState({ ...disconnectedWallet, status: 'connecting', connector: 'metamask' });
    try {
      const accounts = parseAccounts(await provider.request({ method: 'eth_requestAccounts' }));
      if (accounts.length === 0) throw new WalletError('unauthorized');
      const chainId = await this.readChainId(provider);
      if (chainId === null) throw new WalletError('internal');
      this.options.storage?.removeItem(DISCONNECTED_KEY);
      this.setConnected(accounts, chainId);
      return this.state;
    } catch (error) {
      this.setState(before.status === 'connected' ? before : disconnectedWallet);
      throw toWalletError(error);
    }
  }

  /** Reads accounts and chain without any prompt, and applies them. */
  private async refresh(provider: Eip1193Provider, generation: number): Promise<void> {
    const accounts = parseAccounts(await provider.request({ method: 'eth_accounts' }));
    const chainId = accounts.length > 0 ? await this.readChainId(provider) : null;
    if (generation !== this.generation || this.connecting) return;
    if (accounts.length === 0 || chainId === null) this.setState(disconnectedWallet);
    else this.setConnected(accounts, chainId);
  }

  private follow(provider: Eip1193Provider, generation: number): () => void {
    const onAccounts = (value: unknown) => {
      const accounts = parseAccounts(value);
      if (accounts.length === 0) return this.setState(disconnectedWallet);
      // The prompt's own answer arrives through connect(); a remembered 연결 해제 stays.
      if (this.connecting || this.options.storage?.getItem(DISCONNECTED_KEY) === '1') return;
      const chainId = this.state.chainId;
      if (chainId !== null) this.setConnected(accounts, chainId);
      else void this.refresh(provider, generation).catch(() => undefined);
    };
    const onChain = (value: unknown) => {
      const chainId = parseChainId(value);
      if (chainId !== null) this.applyChain(chainId);
    };
    const onDisconnect = () => this.setState(disconnectedWallet);
    provider.on?.('accountsChanged', onAccounts);
    provider.on?.('chainChanged', onChain);
    provider.on?.('disconnect', onDisconnect);
    const poll = setInterval(() => {
      if (this.state.status === 'connected' && !this.connecting)
        void this.refresh(provider, generation).catch(() => undefined);
    }, this.options.pollMs ?? WALLET_POLL_MS);
    return () => {
      clearInterval(poll);
      provider.removeListener?.('accountsChanged', onAccounts);
      provider.removeListener?.('chainChanged', onChain);
      provider.removeListener?.('disconnect', onDisconnect);
    };
  }

  private otherWalletName: string | null = null;

  /** Discovery is kept once MetaMask is found; when it is missing, the next call looks again. */
  private async findProvider(): Promise<Eip1193Provider | null> {
    if (this.provider) return this.provider;
    const { provider, otherWalletName } = await this.options
      .discover()
      .catch(() => ({ provider: null, otherWalletName: null }));
    this.provider = provider;
    this.otherWalletName = otherWalletName;
    return provider;
  }

  private requireConnected(): Eip1193Provider {
    if (!this.provider || this.state.status !== 'connected') throw new WalletError('disconnected');
    return this.provider;
  }

  private async readChainId(provider: Eip1193Provider): Promise<number | null> {
    return parseChainId(await provider.request({ method: 'eth_chainId' }));
  }

  private applyChain(chainId: number): void {
    if (this.state.status === 'connected' && this.state.chainId !== chainId) {
      this.setConnected([...(this.state.connections[0]?.accounts ?? [])], chainId);
    }
  }

  private setConnected(accounts: string[], chainId: number): void {
    const same =
      this.state.status === 'connected' &&
      this.state.chainId === chainId &&
      this.state.connections[0]?.accounts.join() === accounts.join();
    if (same) return;
    this.setState({
      status: 'connected',
      connector: 'metamask',
      connections: [{ accounts, chainId }],
      account: accounts[0] ?? null,
      chainId,
    });
  }

  private setState(next: WalletState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener(next);
  }

  private addChainParams(chain: SupportedChain) {
    return {
      chainId: toHexChainId(chain.id),
      chainName: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: [this.options.rpcUrlFor(chain)],
      blockExplorerUrls: [chain.explorerUrl],
    };
  }
}

/** A switch the wallet cannot do at all is its own failure; the rest map as usual. */
function switchError(error: unknown) {
  const code = eip1193Code(error);
  if (code === Eip1193Code.unsupportedMethod || code === Eip1193Code.methodNotFound) {
    return new WalletError('chain-switch-unsupported', { cause: error });
  }
  return toWalletError(error);
}
