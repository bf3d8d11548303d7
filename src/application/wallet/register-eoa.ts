import { inject, injectable } from 'inversify';
import { canSignWith, walletLinkStatus } from '../../domain/wallet/link-status';
import { formatSignInMessage, SIGN_IN_STATEMENT } from '../../domain/wallet/sign-in-message';
import type { Eoa } from '../../domain/wallet/eoa';
import { WalletError } from '../errors/app-error';
import { MeCache } from '../me/me-cache';
import { Clock } from '../ports/clock';
import { EoaApi } from '../ports/eoa-api';
import { Wallet } from '../ports/wallet';

/** A signed proof must be used quickly: never valid for more than ten minutes. */
export const SIGN_IN_MAX_AGE_MS = 10 * 60_000;

export interface RegisterEoaRequest {
  /** The app's host as the creator sees it, port included (`localhost:5173`): the API checks it. */
  domain: string;
  /** The page asking for the signature. */
  uri: string;
  /** The EOA registered now (null: none), so a mismatched account is refused before any prompt. */
  registered: Eoa | null;
  /**
   * The creator confirmed replacing `registered` with the connected account (requirements §17: a
   * confirmation showing both addresses, then a new signature). Only then is 계정 불일치 signed.
   */
  replace?: boolean;
}

/**
 * Proves the connected account belongs to the creator and registers it as their EOA:
 * nonce from the API → Sign-In-with-Ethereum message → wallet signature → POST /eoa; the pages'
 * reads then show the registered EOA (MeCache).
 *
 * Throws WalletError('disconnected') with no connected account, WalletError('account-mismatch')
 * on 계정 불일치 unless the creator confirmed the replacement, the wallet's errors (UserRejectedError…) and the API's (ValidationError…).
 */
@injectable()
export class RegisterEoa {
  constructor(
    @inject(EoaApi) private readonly api: EoaApi,
    @inject(Wallet) private readonly wallet: Wallet,
    @inject(Clock) private readonly clock: Clock,
    @inject(MeCache) private readonly cache: MeCache,
  ) {}

  async execute(request: RegisterEoaRequest): Promise<Eoa> {
    const { status, account, chainId } = this.wallet.getState();
    if (status !== 'connected' || !account || chainId === null) throw new WalletError('disconnected');
    if (!request.replace && !canSignWith(walletLinkStatus(request.registered?.address ?? null, account))) {
      throw new WalletError('account-mismatch');
    }
    const nonce = await this.api.createEoaNonce();
    const issuedAt = this.clock.now();
    const expiry = Math.min(issuedAt.getTime() + SIGN_IN_MAX_AGE_MS, Date.parse(nonce.expiresAt) || Infinity);
    const message = formatSignInMessage({
      domain: request.domain,
      address: account,
      statement: SIGN_IN_STATEMENT,
      uri: request.uri,
      chainId,
      nonce: nonce.nonce,
      issuedAt: issuedAt.toISOString(),
      expirationTime: new Date(expiry).toISOString(),
    });
    const signature = await this.wallet.signMessage(account, message);
    const eoa = await this.api.registerEoa({ message, signature });
    this.cache.eoaSaved(eoa);
    return eoa;
  }
}
