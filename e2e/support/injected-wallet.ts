import type { Page } from '@playwright/test';
import { getBytes, isHexString, JsonRpcProvider, Wallet } from 'ethers';
import { chainUrl, E2E_CHAIN_ID, testAccounts } from '../chain/chain-server';

interface RpcFailure {
  __walletError: { code: number; message: string; data?: unknown };
}

/**
 * A MetaMask stand-in injected into the page: an EIP-1193 provider announced through EIP-6963 as
 * `io.metamask` (and set as window.ethereum), whose requests run in the test process against the
 * local hardhat chain with ethers Wallets of the hardhat test keys. Its state (authorized site,
 * account, chain, known chains) lives here, so it survives page reloads like a real extension.
 */
export class InjectedWallet {
  authorized = false;
  accountIndex = 1;
  chainId = E2E_CHAIN_ID;
  readonly knownChains = new Set<number>([E2E_CHAIN_ID, 1]);
  readonly added: unknown[] = [];
  readonly prompts: string[] = [];
  private rejectNextPrompt: string | true | false = false;
  private readonly held = new Map<string, Promise<void>>();
  private readonly node = new JsonRpcProvider(chainUrl(), E2E_CHAIN_ID, { staticNetwork: true });

  private constructor(private readonly page: Page) {}

  /** Installs the wallet in `page` (before its first navigation). */
  static async install(page: Page): Promise<InjectedWallet> {
    const wallet = new InjectedWallet(page);
    await page.exposeFunction('__e2eWalletRequest', (method: string, params: unknown) => wallet.handle(method, params));
    await page.addInitScript(injectProvider);
    return wallet;
  }

  get address(): string {
    return testAccounts[this.accountIndex]!.address;
  }

  /** The creator declines the next prompt (connect, sign, switch, add, send), or the next of `method`, with 4001. */
  rejectNext(method?: string): void {
    this.rejectNextPrompt = method ?? true;
  }

  /** The next prompt of `method` stays open (the MetaMask window waits) until the returned release. */
  holdNext(method: string): () => void {
    let release!: () => void;
    this.held.set(method, new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  }

  /** The creator picks another account in MetaMask: accountsChanged fires. */
  async switchAccount(index: number): Promise<void> {
    this.accountIndex = index;
    if (this.authorized) await this.emit('accountsChanged', [this.address]);
  }

  /** Ends the wallet; a hold no request ever reached fails the test, as an unmatched route does (e2e/support/routes.ts). */
  async dispose(): Promise<void> {
    this.node.destroy();
    const untaken = [...this.held.keys()];
    if (untaken.length > 0)
      throw new Error(`holdNext(${untaken.join(', ')}) never held a request: the test gated nothing`);
  }

  private async emit(event: string, payload: unknown): Promise<void> {
    await this.page.evaluate(
      ([e, p]) => (window as unknown as { __e2eWalletEmit(e: string, p: unknown): void }).__e2eWalletEmit(e, p),
      [event, payload] as const,
    );
  }

  private fail(code: number, message: string, data?: unknown): RpcFailure {
    return { __walletError: { code, message, data } };
  }

  private prompt(method: string): RpcFailure | null {
    this.prompts.push(method);
    if (this.rejectNextPrompt !== true && this.rejectNextPrompt !== method) return null;
    this.rejectNextPrompt = false;
    return this.fail(4001, 'User rejected the request.');
  }

  private async handle(method: string, params: unknown): Promise<unknown> {
    const list = (Array.isArray(params) ? params : []) as unknown[];
    const hex = (n: number) => `0x${n.toString(16)}`;
    switch (method) {
      case 'eth_accounts':
        return this.authorized ? [this.address.toLowerCase()] : [];
      case 'eth_requestAccounts': {
        const rejected = this.prompt(method);
        if (rejected) return rejected;
        this.authorized = true;
        return [this.address.toLowerCase()];
      }
      case 'eth_chainId':
        return hex(this.chainId);
      case 'net_version':
        return String(this.chainId);
      case 'wallet_revokePermissions':
        this.authorized = false;
        return null;
      case 'personal_sign': {
        if (!this.authorized) return this.fail(4100, 'Unauthorized');
        const [message, from] = list as [string, string];
        if (String(from).toLowerCase() !== this.address.toLowerCase()) return this.fail(4100, 'Unknown account');
        const rejected = this.prompt(method);
        if (rejected) return rejected;
        // MetaMask takes the message as hex of its UTF-8 bytes, and plain text too.
        return new Wallet(testAccounts[this.accountIndex]!.privateKey).signMessage(
          isHexString(message) ? getBytes(message) : message,
        );
      }
      case 'wallet_switchEthereumChain': {
        const id = Number.parseInt(String((list[0] as { chainId?: string })?.chainId), 16);
        if (!this.knownChains.has(id)) return this.fail(4902, `Unrecognized chain ID "${hex(id)}".`);
        const rejected = this.prompt(method);
        if (rejected) return rejected;
        if (id !== this.chainId) {
          this.chainId = id;
          await this.emit('chainChanged', hex(id));
        }
        return null;
      }
      case 'wallet_addEthereumChain': {
        const rejected = this.prompt(method);
        if (rejected) return rejected;
        const chain = list[0] as { chainId: string };
        this.added.push(chain);
        this.knownChains.add(Number.parseInt(chain.chainId, 16));
        return null;
      }
      case 'eth_sendTransaction': {
        if (!this.authorized) return this.fail(4100, 'Unauthorized');
        const hold = this.held.get(method);
        this.held.delete(method);
        await hold;
        const rejected = this.prompt(method);
        if (rejected) return rejected;
        // The hardhat node holds the test keys unlocked: it signs and sends as MetaMask would.
        return this.forward(method, list);
      }
      default:
        return this.forward(method, list);
    }
  }

  /** Everything that is not a prompt goes to the local node, as MetaMask sends it to its RPC. */
  private async forward(method: string, list: unknown[]): Promise<unknown> {
    if (this.chainId !== E2E_CHAIN_ID) return this.fail(4900, 'No node for this chain in the test');
    try {
      return await this.node.send(method, list);
    } catch (error) {
      return this.fail(-32603, error instanceof Error ? error.message : String(error));
    }
  }
}

/** Runs in the page before its scripts: the provider object and its EIP-6963 announcement. */
function injectProvider(): void {
  type Listener = (payload: unknown) => void;
  const listeners = new Map<string, Set<Listener>>();
  const bridge = window as unknown as {
    __e2eWalletRequest(method: string, params: unknown): Promise<unknown>;
    __e2eWalletEmit?: (event: string, payload: unknown) => void;
    ethereum?: unknown;
  };
  const provider = {
    isMetaMask: true,
    async request({ method, params }: { method: string; params?: unknown }) {
      const result = (await bridge.__e2eWalletRequest(method, params ?? [])) as {
        __walletError?: { code: number; message: string; data?: unknown };
      } | null;
      if (result && typeof result === 'object' && '__walletError' in result && result.__walletError) {
        const { code, message, data } = result.__walletError;
        throw Object.assign(new Error(message), { code, data });
      }
      return result;
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  bridge.__e2eWalletEmit = (event, payload) => listeners.get(event)?.forEach((l) => l(payload));
  bridge.ethereum = provider;
  const info = Object.freeze({
    uuid: '6f1c1a2e-0e2b-4c1d-9a55-000000000001',
    name: 'MetaMask',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E',
    rdns: 'io.metamask',
  });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
