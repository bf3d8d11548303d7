import type { ServiceIdentifier } from 'inversify';
import type { AuthSession } from '../../domain/auth/auth-session';

/**
 * Whether the server answers the session: `unreachable` after a refresh it could not answer (no
 * answer, a timeout, a 5xx): both tokens are kept and the refresh is retried with backoff.
 */
export type SessionConnection = 'connected' | 'unreachable';

/**
 * The creator's sign-in state (requirements §3/§4). The access token lives in memory only; the refresh
 * token is persisted through the TokenStore. Implemented by SessionService.
 */
export interface Session {
  /** The current state (a fresh object after every change; never mutated in place). */
  getState(): AuthSession;
  getAccessToken(): string | null;
  /**
   * At start, before anything renders: with a stored refresh token, exchanges it. A refused token
   * ends signed out; a server that does not answer leaves the creator signed in without an access
   * token, `unreachable`, retrying. Never throws (failures go to the ErrorReporter).
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
   * Throws UnauthorizedError('refreshToken이 없습니다.') with no stored token. A refusal
   * (failure-kind.ts: isRefusedRefresh) ends the session (both tokens cleared); any other failure
   * (no answer, a timeout, a 5xx) keeps both tokens, makes the connection `unreachable` and
   * retries with backoff until the server answers. Either way it rethrows as an AppError.
   */
  refresh(): Promise<string>;
  getConnection(): SessionConnection;
  /** Calls back when the connection changes. Returns unsubscribe. */
  subscribeConnection(listener: (connection: SessionConnection) => void): () => void;
  /** 다시 시도: tries the refresh now instead of at the next backoff step. Never rejects. */
  retryNow(): Promise<void>;
  /**
   * Resolves once the session has an answering server (at once when it has). Rejects with
   * UnauthorizedError when the session ends meanwhile (or has), or with the signal's reason.
   */
  whenAvailable(signal?: AbortSignal): Promise<void>;
  /** Clears both tokens (here and, through storage, in every other tab) and notifies. */
  signOut(): void;
  /** Calls back after every change, including ones caused by other tabs. Returns unsubscribe. */
  subscribe(listener: (state: AuthSession) => void): () => void;
}
export const Session: ServiceIdentifier<Session> = Symbol.for('Session');
