import type { ServiceIdentifier } from 'inversify';

/**
 * Keeps the refresh token across reloads (localStorage key `auth`). The access token never
 * goes here: it lives in memory only. `subscribe` tells about changes made by other tabs.
 */
export interface TokenStore {
  getRefreshToken(): string | null;
  setRefreshToken(token: string): void;
  clear(): void;
  /** Calls back with the new value when another tab changes or clears the token. */
  subscribe(listener: (refreshToken: string | null) => void): () => void;
}
export const TokenStore: ServiceIdentifier<TokenStore> = Symbol.for('TokenStore');
