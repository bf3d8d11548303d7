import { ProviderMissingError, type AppError } from '../../src/application/errors/app-error';
import { disconnectedWallet, type Wallet, type WalletState } from '../../src/application/ports/wallet';

/**
 * The Wallet port in memory: tests set what the wallet holds (`accounts`, `chainId`), decide
 * whether MetaMask exists, make the next call fail, and read what was asked of it.
 */
export class FakeWallet implements Wallet {
  accounts: string[] = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'];
  chainId = 11155111;
  installed = true;
  /** Accounts already authorized for this site: start() reconnects silently to them. */
  authorized = false;
  readonly signed: { address: string; message: string }[] = [];
  readonly switched: number[] = [];
  starts = 0;
  stops = 0;
  private state: WalletState = disconnectedWallet;
  private readonly listeners = new Set<(state: WalletState) => void>();
  private failures: { error: AppError; method?: keyof Wallet }[] = [];

  /** The next call (of `method`, or any) throws `error`. */
  failNext(error: AppError, method?: keyof Wallet): void {
    this.failures.push({ error, method });
  }

  getState(): WalletState {
    return this.state;
  }

  subscribe(listener: (state: WalletState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): () => void {
    this.starts++;
    if (this.installed && this.authorized && this.state.status === 'disconnected') this.setConnected();
    return () => {
      this.stops++;
    };
  }

  async findMissing(): Promise<ProviderMissingError | null> {
    return this.installed ? null : new ProviderMissingError();
  }

  async connect(): Promise<WalletState> {
    this.throwIfFailing('connect');
    if (!this.installed) throw new ProviderMissingError();
    this.authorized = true;
    this.setConnected();
    return this.state;
  }

  async disconnect(): Promise<void> {
    this.authorized = false;
    this.emit(disconnectedWallet);
  }

  async switchChain(chainId: number): Promise<void> {
    this.throwIfFailing('switchChain');
    this.switched.push(chainId);
    this.chainId = chainId;
    if (this.state.status === 'connected') this.setConnected();
  }

  async signMessage(address: string, message: string): Promise<string> {
    this.throwIfFailing('signMessage');
    this.signed.push({ address, message });
    return `0x${'ab'.repeat(65)}`;
  }

  /** The creator picks another account in MetaMask (accountsChanged). */
  changeAccounts(accounts: string[]): void {
    this.accounts = accounts;
    if (accounts.length === 0) this.emit(disconnectedWallet);
    else this.setConnected();
  }

  private setConnected(): void {
    this.emit({
      status: 'connected',
      connector: 'metamask',
      connections: [{ accounts: [...this.accounts], chainId: this.chainId }],
      account: this.accounts[0] ?? null,
      chainId: this.chainId,
    });
  }

  private emit(state: WalletState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }

  private throwIfFailing(method: keyof Wallet): void {
    const index = this.failures.findIndex((f) => !f.method || f.method === method);
    if (index < 0) return;
    const [failure] = this.failures.splice(index, 1);
    throw failure!.error;
  }
}
