import { refreshRoute } from '../../../contract/auth-route';
import { NetworkError } from '../../application/errors/app-error';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { TokenExchange } from '../../application/ports/token-exchange';
import type { TokenPair } from '../../domain/auth/token-pair';
import type { HttpClient } from './http-client';

/** The contract row and its check: valibot and the schema, loaded on demand. */
const loadCheck = () => Promise.all([import('../../../contract/auth-api'), import('./call-endpoint')]);

/**
 * `POST /cl/auth/v1/refresh` through the raw client: no bearer token, no 401 loop. The request
 * goes out at once; the answer's check (the contract's schema) loads meanwhile, so the first
 * route carries no valibot and a signed-in start waits for no chunk before its refresh.
 */
export class HttpTokenExchange implements TokenExchange {
  constructor(
    private readonly http: HttpClient,
    private readonly baseUrl: string,
    private readonly reporter: ErrorReporter,
  ) {}

  async refresh(token: string, options?: { termsAgreed?: boolean }): Promise<TokenPair> {
    const body = options?.termsAgreed === undefined ? { token } : { token, termsAgreed: options.termsAgreed };
    // A check that cannot load means the network is gone, as for the request itself.
    const checking = loadCheck().catch((error: unknown) => {
      throw new NetworkError('the token check could not load', { cause: error });
    });
    // If the request fails first, the check is never awaited: its own failure must not go unhandled.
    checking.catch(() => undefined);
    const raw = await this.http.request({
      url: `${this.baseUrl}${refreshRoute.path}`,
      method: refreshRoute.method,
      body,
    });
    const [{ authApi }, { checkAnswer }] = await checking;
    return checkAnswer(this.reporter, 'refresh', authApi.refresh, raw);
  }
}
