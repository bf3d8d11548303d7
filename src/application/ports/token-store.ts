import type { ServiceIdentifier } from 'inversify';

/**
 * Keeps the refresh token across reloads (localStorage key `auth`). The access token never
 * goes here: it lives in memory only. `subscribe` tells about changes made by other tabs.
 */
export interface TokenStore {
  /** This tab's view of the token. Another tab's write may reach it late (localStorage is per process). */
  getRefreshToken(): string | null;
  /**
   * The token as the last writer left it, in whichever tab: read it inside the RefreshLock before
   * spending, since `getRefreshToken` may still hold a token another tab has just spent. Never rejects.
   */
  readLatest(): Promise<string | null>;
  /** Stores the token; resolves once `readLatest` in every tab sees it (await it before the lock ends). Never rejects. */
  setRefreshToken(token: string): Promise<void>;
  clear(): void;
  /** Calls back with the new value when another tab changes or clears the token. */
  subscribe(listener: (refreshToken: string | null) => void): () => void;
}
export const TokenStore: ServiceIdentifier<TokenStore> = Symbol.for('TokenStore');
