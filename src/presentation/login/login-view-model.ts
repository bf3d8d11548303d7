import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { Session } from '../../application/session/session';
import { isUnavailable } from '../../application/session/failure-kind';

/** `unreachable`: the server did not answer the exchange; the token is kept for 다시 시도. */
export type LoginPhase = 'signed-out' | 'terms' | 'signing-in' | 'signed-in' | 'failed' | 'unreachable';

/**
 * /login (requirements §10): the exchange's `?token=…&termsAgreed=…` is taken once and
 * exchanged — after the terms consent when `termsAgreed` is not `true`. The view removes the
 * token from the address bar as soon as this has it.
 */
@injectable()
export class LoginViewModel {
  phase: LoginPhase = 'signed-out';
  agreedTerms = false;
  agreedPrivacy = false;
  /** Why the exchange failed (for the error page's one sentence). */
  failure: unknown = null;
  private token: string | null = null;

  constructor(
    @inject(Session) private readonly session: Session,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {
    makeAutoObservable<this, 'session' | 'reporter' | 'token'>(
      this,
      { session: false, reporter: false, token: false },
      { autoBind: true },
    );
  }

  /**
   * Takes the token of the address bar. Safe to call twice (StrictMode, the view removing the
   * token): a token is spent once, because the server rotates refresh tokens.
   */
  start(token: string | null, termsAgreed: string | null): () => void {
    if (token && this.token === null) {
      this.token = token;
      if (termsAgreed === 'true') void this.exchange();
      else this.phase = 'terms';
    }
    return () => {};
  }

  get canAgree(): boolean {
    return this.agreedTerms && this.agreedPrivacy;
  }

  get agreedAll(): boolean {
    return this.canAgree;
  }

  setAgreedTerms(value: boolean): void {
    this.agreedTerms = value;
  }

  setAgreedPrivacy(value: boolean): void {
    this.agreedPrivacy = value;
  }

  setAgreedAll(value: boolean): void {
    this.agreedTerms = value;
    this.agreedPrivacy = value;
  }

  agree(): void {
    if (this.phase === 'terms' && this.canAgree) void this.exchange();
  }

  /** Declines the terms: the token is dropped and the creator is signed out. */
  cancel(): void {
    this.token = null;
    this.phase = 'signed-out';
  }

  /** 다시 시도 after the server did not answer: the same token, which it has not spent. */
  retry(): void {
    if (this.phase === 'unreachable') void this.exchange();
  }

  private async exchange(): Promise<void> {
    const token = this.token;
    if (!token || this.phase === 'signing-in') return;
    this.phase = 'signing-in';
    try {
      await this.session.signIn(token, { termsAgreed: true });
      runInAction(() => (this.phase = 'signed-in'));
    } catch (error) {
      this.reporter.report(error, { area: 'login', action: 'exchange-token' });
      runInAction(() => {
        this.failure = error;
        this.phase = isUnavailable(error) ? 'unreachable' : 'failed';
      });
    }
  }
}
