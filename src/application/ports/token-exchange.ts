import type { ServiceIdentifier } from 'inversify';
import type { TokenPair } from '../../domain/auth/token-pair';

/**
 * `POST /cl/auth/v1/refresh`: spends a refresh token (the one from /login or the stored one) for a
 * new pair. Public: it carries no bearer token and never refreshes itself. Kept apart from
 * CreatorsApi so the session does not depend on the client that depends on the session.
 * Fails with UnauthorizedError or ValidationError (token refused), NetworkError, TimeoutError,
 * UnexpectedError. `CreatorsApi` includes it (the HTTP adapter's `refresh`); in tests the fake
 * server answers it (`FakeRefreshApi`), so its calls and failures sit with every other call's.
 */
export interface TokenExchange {
  refresh(token: string, options?: { termsAgreed?: boolean }): Promise<TokenPair>;
}
export const TokenExchange: ServiceIdentifier<TokenExchange> = Symbol.for('TokenExchange');
