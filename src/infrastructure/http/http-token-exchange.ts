import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { TokenExchange } from '../../application/ports/token-exchange';
import type { TokenPair } from '../../domain/auth/token-pair';
import type { HttpClient } from './http-client';

/** The contract row and its checking: valibot and the schema load with the first exchange. */
const loadCall = () => Promise.all([import('../../../contract/auth-api'), import('./call-endpoint')]);

/**
 * `POST /cl/auth/v1/refresh` through the raw client: no bearer token, no 401 loop. The contract's
 * schemas load with the first exchange, not with the first screen: a signed-out /login makes none.
 */
export class HttpTokenExchange implements TokenExchange {
  constructor(
    private readonly http: HttpClient,
    private readonly baseUrl: string,
    private readonly reporter: ErrorReporter,
  ) {}

  async refresh(token: string, options?: { termsAgreed?: boolean }): Promise<TokenPair> {
    const body = options?.termsAgreed === undefined ? { token } : { token, termsAgreed: options.termsAgreed };
    // The client's own code (when it loads on demand) comes beside the contract row, not after it.
    const [[{ authApi }, { callEndpoint }]] = await Promise.all([loadCall(), this.http.preload?.()]);
    return callEndpoint(this.http, this.baseUrl, this.reporter, 'refresh', authApi.refresh, { body });
  }
}
