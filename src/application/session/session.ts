import type { ServiceIdentifier } from 'inversify';
import type { AuthSession } from '../../domain/auth/auth-session';

/**
 * The creator's sign-in state (requirements §3/§4). The access token lives in memory only; the refresh
 * token is persisted through the TokenStore. Implemented by SessionService.
 */
export interface Session {
  /** The current state (a fresh object after every change; never mutated in place). */
  getState(): AuthSession;
  getAccessToken(): string | null;
  /**
   * At start, before anything renders: with a stored refresh token, exchanges it; on any failure
   * clears both tokens and ends signed out. Never throws (failures go to the ErrorReporter).
   */
  initialize(): Promise<void>;
  /**
   * Exchanges the token that /login received (`?token=…&termsAgreed=…`) and stores the new pair.
   * Throws AppError (UnauthorizedError/ValidationError: refused, NetworkError, TimeoutError, …);
   * on failure the previous state is left as it was.
   */
  signIn(token: string, options: { termsAgreed: boolean }): Promise<void>;
  /**
   * Spends the stored refresh token for a new pair and resolves with the new access token.
   * Concurrent callers share one exchange, and only one tab exchanges at a time.
   * Throws UnauthorizedError('refreshToken이 없습니다.') with no stored token; any other failure
   * ends the session (both tokens cleared) and rethrows as an AppError.
   */
  refresh(): Promise<string>;
  /** Clears both tokens (here and, through storage, in every other tab) and notifies. */
  signOut(): void;
  /** Calls back after every change, including ones caused by other tabs. Returns unsubscribe. */
  subscribe(listener: (state: AuthSession) => void): () => void;
}
export const Session: ServiceIdentifier<Session> = Symbol.for('Session');
