type Listener = (...args: unknown[]) => void;

/** An error shaped like MetaMask's: `{ code, message, data? }`. */
export function rpcError(code: number, data?: unknown): Error & { code: number; data?: unknown } {
  return Object.assign(new Error(`wallet error ${code}`), { code, data });
}

/**
 * An EIP-1193 provider in memory, behaving like MetaMask: authorized accounts, a current chain,
 * the chains it knows, events, and scripted failures. Records every request.
 */
export class FakeEip1193Provider {
  isMetaMask = true;
  accounts: string[] = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'];
  /** Accounts this site may read (eth_accounts); eth_requestAccounts grants `accounts`. */
  authorized: string[] = [];
  chainId = 11155111;
  knownChains = new Set([1, 11155111]);
  /** Like MetaMask at times: switch without firing chainChanged. */
  silentSwitch = false;
  /** MetaMask Mobile: 4902 wrapped in a -32603 with data.originalError. */
  mobileWrapped4902 = false;
  readonly requests: { method: string; params?: unknown }[] = [];
  readonly added: unknown[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private failures: { method?: string; error: unknown }[] = [];
  /** A pending answer the test resolves itself (e.g. an open eth_requestAccounts prompt). */
  private holds = new Map<string, () => void>();

  failNext(error: unknown, method?: string): void {
    this.failures.push({ method, error });
  }

  /** The next `method` request waits until `release(method)`. */
  hold(method: string): void {
    this.holds.set(method, () => undefined);
  }

  release(method: string): void {
    const resume = this.holds.get(method);
    this.holds.delete(method);
    resume?.();
  }

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    this.requests.push({ method, params });
    if (this.holds.has(method)) await new Promise<void>((resolve) => this.holds.set(method, resolve));
    const failure = this.failures.findIndex((f) => !f.method || f.method === method);
    if (failure >= 0) throw this.failures.splice(failure, 1)[0]!.error;
    const [first] = (Array.isArray(params) ? params : []) as Record<string, unknown>[];
    switch (method) {
      case 'eth_accounts':
        return [...this.authorized];
      case 'eth_requestAccounts':
        this.authorized = [...this.accounts];
        return [...this.authorized];
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`;
      case 'net_version':
        return String(this.chainId);
      case 'wallet_switchEthereumChain': {
        const id = Number.parseInt(String(first?.chainId), 16);
        if (!this.knownChains.has(id))
          throw this.mobileWrapped4902 ? rpcError(-32603, { originalError: { code: 4902 } }) : rpcError(4902);
        this.setChain(id);
        return null;
      }
      case 'wallet_addEthereumChain':
        this.added.push(first);
        this.knownChains.add(Number.parseInt(String(first?.chainId), 16));
        return null;
      case 'wallet_revokePermissions':
        this.authorized = [];
        return null;
      case 'personal_sign':
        return `0x${'cd'.repeat(65)}`;
      default:
        throw rpcError(4200);
    }
  }

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  /** The creator picks other accounts in MetaMask. */
  changeAccounts(accounts: string[]): void {
    this.authorized = accounts;
    this.emit('accountsChanged', accounts);
  }

  setChain(id: number): void {
    this.chainId = id;
    if (!this.silentSwitch) this.emit('chainChanged', `0x${id.toString(16)}`);
  }

  requestsOf(method: string) {
    return this.requests.filter((r) => r.method === method);
  }
}
