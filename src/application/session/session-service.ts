import { inject, injectable } from 'inversify';
import { signedOutSession, type AuthSession } from '../../domain/auth/auth-session';
import type { TokenPair } from '../../domain/auth/token-pair';
import { toAppError, UnauthorizedError } from '../errors/app-error';
import { ErrorReporter } from '../ports/error-reporter';
import { RefreshLock } from '../ports/refresh-lock';
import { TokenExchange } from '../ports/token-exchange';
import { TokenStore } from '../ports/token-store';
import type { Session } from './session';

export const NO_REFRESH_TOKEN = 'refreshToken이 없습니다.';

/**
 * The session of requirements §4. Refreshes are shared twice over: concurrent callers in this tab join one
 * promise, and the RefreshLock lets one tab at a time spend the stored token. Inside the lock the
 * token is read with `readLatest` (not this tab's copy of localStorage, which another tab's write
 * reaches late), and the new token is stored before the lock is released, so a token another tab has
 * already rotated is never spent twice: the newest stored token is the one exchanged.
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
    this.epoch += 1;
    this.store.clear();
    this.setState(signedOutSession);
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
    try {
      await this.refresh();
    } catch (error) {
      // An expired or refused token is an ordinary way for a session to end; anything else is a fault.
      if (!(error instanceof UnauthorizedError)) this.reporter.report(error, { where: 'session.initialize' });
    }
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
      return pair.accessToken;
    } catch (error) {
      // Requirements §8: a failed refresh clears both tokens; the UI follows the state to /login.
      this.signOut();
      throw toAppError(error);
    }
  }

  /** Storage events: a logout elsewhere signs this tab out; a rotation elsewhere is adopted. */
  private watchOtherTabs(): void {
    this.stopWatching ??= this.store.subscribe((refreshToken) => {
      if (refreshToken === null) {
        this.epoch += 1;
        this.setState(signedOutSession);
      } else if (this.state.isAuthenticated && refreshToken !== this.state.refreshToken) {
        this.setState({ ...this.state, refreshToken });
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
