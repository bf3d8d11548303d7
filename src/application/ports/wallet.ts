import type { ProviderMissingError } from '../errors/app-error';
import type { ServiceIdentifier } from 'inversify';

export type WalletStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected';
export type WalletConnector = 'metamask';

export interface WalletConnection {
  accounts: readonly string[];
  chainId: number;
}

/** Requirements §3 "wallet connection state", plus the active account and chain for convenience. */
export interface WalletState {
  status: WalletStatus;
  connector: WalletConnector | null;
  connections: readonly WalletConnection[];
  /** The first authorized account while connected, else null. */
  account: string | null;
  chainId: number | null;
}

export const disconnectedWallet: WalletState = {
  status: 'disconnected',
  connector: null,
  connections: [],
  account: null,
  chainId: null,
};

/**
 * The creator's browser wallet (MetaMask only). One instance for the app.
 *
 * Failures are thrown as AppError classes: `UserRejectedError` (the creator declined, 4001),
 * `ProviderMissingError` (no MetaMask; `otherWalletName` when another wallet holds
 * `window.ethereum`), `WrongChainError` (the wallet did not end on the asked chain),
 * `WalletError` (reason: unauthorized 4100, unsupported-method 4200, disconnected 4900/4901 or
 * not connected, request-pending -32002, chain-switch-unsupported, internal -32603/anything else).
 */
export interface Wallet {
  getState(): WalletState;
  /** Called on every state change; returns the unsubscribe. */
  subscribe(listener: (state: WalletState) => void): () => void;
  /**
   * Reconnects silently (no prompt: `eth_accounts`) and follows the wallet (events, polling)
   * until the returned stop is called. Reference-counted: many views may start it. Never throws.
   */
  start(): () => void;
  /**
   * Whether MetaMask is there, asked without any prompt: resolves with the ProviderMissingError
   * connecting would throw (another wallet named when known), or null. Never rejects.
   */
  findMissing(): Promise<ProviderMissingError | null>;
  /** Asks the creator to connect (the wallet's prompt). Resolves with the connected state. */
  connect(): Promise<WalletState>;
  /** Forgets the connection on this site; the next load does not reconnect silently. Never throws. */
  disconnect(): Promise<void>;
  /** Switches (adding the chain to the wallet first when it lacks it) and confirms the switch. */
  switchChain(chainId: number): Promise<void>;
  /** personal_sign of `message` by `address`; resolves with the 0x signature. */
  signMessage(address: string, message: string): Promise<string>;
}
export const Wallet: ServiceIdentifier<Wallet> = Symbol.for('Wallet');
