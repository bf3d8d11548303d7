import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Wallet, WalletState } from '../../../application/ports/wallet';
import { findChainById, type SupportedChain } from '../../../domain/chain/chains';
import { toChecksumAddress } from '../format/checksum-address';

/** `0x7099…79C8`: enough to recognise an account at a glance. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/**
 * The wallet's state as a MobX observable, for view-models. `start()` follows the wallet (and
 * starts it: reconnect, events, polling) until the cleanup; safe under StrictMode's double mount.
 */
export class WalletStateView {
  state: WalletState;

  constructor(private readonly wallet: Wallet) {
    this.state = wallet.getState();
    makeAutoObservable<this, 'wallet'>(this, { wallet: false, state: observableRef }, { autoBind: true });
  }

  start(): () => void {
    const unsubscribe = this.wallet.subscribe((state) => runInAction(() => (this.state = state)));
    const stop = this.wallet.start();
    this.state = this.wallet.getState();
    return () => {
      unsubscribe();
      stop();
    };
  }

  get connected(): boolean {
    return this.state.status === 'connected' && this.state.account !== null;
  }

  /** Checksummed, as the registered EOA is: the same wallet never reads as two. */
  get account(): string | null {
    return this.connected && this.state.account ? toChecksumAddress(this.state.account) : null;
  }

  get chain(): SupportedChain | undefined {
    return this.state.chainId === null ? undefined : findChainById(this.state.chainId);
  }
}
