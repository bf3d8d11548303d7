import { UnauthorizedError, type AppError } from '../../src/application/errors/app-error';
import type { TokenExchange } from '../../src/application/ports/token-exchange';
import type { TokenPair } from '../../src/domain/auth/token-pair';

/**
 * The refresh endpoint as the server keeps it: every refresh token works once (rotation) and a
 * spent or unknown token is refused with UnauthorizedError, so a double spend shows up in tests.
 */
export class FakeTokenExchange implements TokenExchange {
  private readonly live = new Set<string>();
  private serial = 0;
  private lastAccess: string | null = null;
  private nextFailure: AppError | null = null;
  private outage: AppError | null = null;
  private gate: Promise<void> | null = null;
  /** Every token presented, in order (spent ones included). */
  readonly presented: { token: string; termsAgreed: boolean | undefined }[] = [];
  readonly refused: string[] = [];

  /** A refresh token the server will accept once (what /login would receive). */
  grant(): string {
    this.serial += 1;
    const token = `refresh-${this.serial}`;
    this.live.add(token);
    return token;
  }

  /** The access token of the newest pair (what an API fake should accept). */
  get lastAccessToken(): string | null {
    return this.lastAccess;
  }

  isLive(token: string): boolean {
    return this.live.has(token);
  }

  /** The next refresh fails with `error` (the token is not spent). */
  failNextWith(error: AppError): void {
    this.nextFailure = error;
  }

  /** Every refresh fails with `error` until `up()` (an outage: no token is spent meanwhile). */
  down(error: AppError): void {
    this.outage = error;
  }

  up(): void {
    this.outage = null;
  }

  /** Holds every answer until the returned release is called (to overlap concurrent callers). */
  hold(): () => void {
    let release!: () => void;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.gate = null;
      release();
    };
  }

  async refresh(token: string, options?: { termsAgreed?: boolean }): Promise<TokenPair> {
    this.presented.push({ token, termsAgreed: options?.termsAgreed });
    await Promise.resolve();
    if (this.gate) await this.gate;
    if (this.outage) throw this.outage;
    if (this.nextFailure) {
      const error = this.nextFailure;
      this.nextFailure = null;
      throw error;
    }
    if (!this.live.delete(token)) {
      this.refused.push(token);
      throw new UnauthorizedError('refresh token refused');
    }
    const refreshToken = this.grant();
    this.lastAccess = `access-${this.serial}`;
    return { accessToken: this.lastAccess, refreshToken };
  }
}
