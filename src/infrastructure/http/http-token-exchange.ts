import { creatorsApi } from '../../../contract/creators-api';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { TokenExchange } from '../../application/ports/token-exchange';
import type { TokenPair } from '../../domain/auth/token-pair';
import { callEndpoint } from './call-endpoint';
import type { HttpClient } from './http-client';

/** `POST /cl/auth/v1/refresh` through the raw client: no bearer token, no 401 loop. */
export class HttpTokenExchange implements TokenExchange {
  constructor(
    private readonly http: HttpClient,
    private readonly baseUrl: string,
    private readonly reporter: ErrorReporter,
  ) {}

  refresh(token: string, options?: { termsAgreed?: boolean }): Promise<TokenPair> {
    const body = options?.termsAgreed === undefined ? { token } : { token, termsAgreed: options.termsAgreed };
    return callEndpoint(this.http, this.baseUrl, this.reporter, 'refresh', creatorsApi.refresh, { body });
  }
}
