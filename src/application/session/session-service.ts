import { inject, injectable } from 'inversify';
import { signedOutSession, type AuthSession } from '../../domain/auth/auth-session';
import type { TokenPair } from '../../domain/auth/token-pair';
import { toAppError, UnauthorizedError } from '../errors/app-error';
import { ErrorReporter } from '../ports/error-reporter';
import { RefreshLock } from '../ports/refresh-lock';
import { TokenExchange } from '../ports/token-exchange';
import { TokenStore } from '../ports/token-store';
import { isRefusedRefresh } from './failure-kind';
import { Reconnection } from './reconnection';
import type { Session, SessionConnection } from './session';

export const NO_REFRESH_TOKEN = 'refreshToken이 없습니다.';

/**
 * The session of requirements §4. Refreshes are shared twice over: concurrent callers in this tab join one
 * promise, and the RefreshLock lets one tab at a time spend the stored token. Inside the lock the
 * token is read with `readLatest` (not this tab's copy of localStorage, which another tab's write
 * reaches late), and the new token is stored before the lock is released, so a token another tab has
 * already rotated is never spent twice: the newest stored token is the one exchanged.
 * Only a refused refresh ends the session (product.md "Sessions"): when the server does not answer,
 * both tokens stay and the refresh is tried again with backoff (Reconnection) until it does.
 */
@injectable()
export class SessionService implements Session {
  private state: AuthSession = signedOutSession;
  private readonly listeners = new Set<(state: AuthSession) => void>();
  private inflight: Promise<string> | null = null;
  private initializing: Promise<void> | null = null;
  private stopWatching: (() => void) | null = null;
  /** Bumped by every sign-out, so an exchange that was under way when it happened is thrown away. */
  private epoch = 0;
  private readonly reconnection = new Reconnection(() => void this.refresh().catch(() => undefined));

  constructor(
    @inject(TokenExchange) private readonly exchange: TokenExchange,
    @inject(TokenStore) private readonly store: TokenStore,
    @inject(RefreshLock) private readonly lock: RefreshLock,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  getState(): AuthSession {
    return this.state;
  }

  getAccessToken(): string | null {
    return this.state.accessToken;
  }

  initialize(): Promise<void> {
    this.initializing ??= this.start();
    return this.initializing;
  }

  async signIn(token: string, options: { termsAgreed: boolean }): Promise<void> {
    this.watchOtherTabs();
    const epoch = this.epoch;
    try {
      // Under the lock too: a refresh finishing in another tab must not overwrite the new token.
      const pair = await this.lock.run(async () => {
        const next = await this.exchange.refresh(token, { termsAgreed: options.termsAgreed });
        await this.store.setRefreshToken(next.refreshToken);
        return next;
      });
      if (epoch !== this.epoch) throw new UnauthorizedError('signed out while signing in');
      this.setAuthenticated(pair);
    } catch (error) {
      throw toAppError(error);
    }
  }

  refresh(): Promise<string> {
    this.inflight ??= this.refreshOnce().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  signOut(): void {
    this.store.clear();
    this.endLocally();
  }

  getConnection(): SessionConnection {
    return this.reconnection.state;
  }

  subscribeConnection(listener: (connection: SessionConnection) => void): () => void {
    return this.reconnection.subscribe(listener);
  }

  async retryNow(): Promise<void> {
    if (!this.state.isAuthenticated) return;
    this.reconnection.cancelStep();
    await this.refresh().catch(() => undefined);
  }

  whenAvailable(signal?: AbortSignal): Promise<void> {
    if (!this.state.isAuthenticated) return Promise.reject(new UnauthorizedError('signed out'));
    if (this.reconnection.state === 'connected') return Promise.resolve();
    return this.reconnection.wait(signal);
  }

  subscribe(listener: (state: AuthSession) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async start(): Promise<void> {
    this.watchOtherTabs();
    if (!this.store.getRefreshToken()) {
      this.setState(signedOutSession);
      return;
    }
    // A refused token is an ordinary way for a session to end; an outage is reported where it begins.
    await this.refresh().catch(() => undefined);
  }

  private async refreshOnce(): Promise<string> {
    const epoch = this.epoch;
    try {
      const pair = await this.lock.run(async () => {
        const stored = await this.store.readLatest();
        if (!stored) throw new UnauthorizedError(NO_REFRESH_TOKEN);
        const next = await this.exchange.refresh(stored);
        if (epoch !== this.epoch) throw new UnauthorizedError('signed out while refreshing');
        await this.store.setRefreshToken(next.refreshToken);
        return next;
      });
      this.setAuthenticated(pair);
      this.reconnection.connected();
      return pair.accessToken;
    } catch (caught) {
      const error = toAppError(caught);
      if (isRefusedRefresh(error) || epoch !== this.epoch) {
        // Requirements §8: a refused refresh clears both tokens; the UI follows the state to /login.
        if (epoch === this.epoch) this.signOut();
        throw error;
      }
      this.keepThroughOutage(error);
      throw error;
    }
  }

  /**
   * No answer, a timeout or a 5xx: the server has not said no. Both tokens stay (the stored one is
   * what the next try spends); the access token, refused or missing, is dropped so calls wait for
   * the next refresh instead of sending it again. Signed in even at start-up: the page shows.
   */
  private keepThroughOutage(error: unknown): void {
    const refreshToken = this.store.getRefreshToken() ?? this.state.refreshToken;
    if (!refreshToken) return;
    this.setState({ accessToken: null, refreshToken, isAuthenticated: true });
    if (this.reconnection.unreachable()) this.reporter.report(error, { where: 'session.refresh', outage: true });
  }

  /** This tab is signed out (here, or through another tab's storage): nothing is retried or awaited. */
  private endLocally(): void {
    this.epoch += 1;
    this.reconnection.ended(new UnauthorizedError('signed out'));
    this.setState(signedOutSession);
  }

  /** Storage events: a logout elsewhere signs this tab out; a rotation elsewhere is adopted. */
  private watchOtherTabs(): void {
    this.stopWatching ??= this.store.subscribe((refreshToken) => {
      if (refreshToken === null) {
        this.endLocally();
      } else if (this.state.isAuthenticated && refreshToken !== this.state.refreshToken) {
        this.setState({ ...this.state, refreshToken });
        // Another tab's refresh went through: the server answers again, so try now.
        if (this.reconnection.state === 'unreachable') void this.retryNow();
      }
    });
  }

  private setAuthenticated(pair: TokenPair): void {
    this.setState({ accessToken: pair.accessToken, refreshToken: pair.refreshToken, isAuthenticated: true });
  }

  private setState(next: AuthSession): void {
    const prev = this.state;
    if (
      prev.accessToken === next.accessToken &&
      prev.refreshToken === next.refreshToken &&
      prev.isAuthenticated === next.isAuthenticated
    ) {
      return;
    }
    this.state = next;
    for (const listener of [...this.listeners]) {
      try {
        listener(next);
      } catch (error) {
        this.reporter.report(error, { where: 'session listener' });
      }
    }
  }
}
