import { UnauthorizedError } from '../../application/errors/app-error';
import type { Session } from '../../application/session/session';
import type { HttpClient, HttpRequest } from './http-client';

function withBearer(request: HttpRequest, accessToken: string): HttpRequest {
  return { ...request, headers: { ...request.headers, Authorization: `Bearer ${accessToken}` } };
}

/**
 * The decorator that adds `Authorization: Bearer <access>` (neither the raw client nor the API
 * adapter knows about tokens). On a 401 it refreshes once — the session shares one refresh among
 * all concurrent requests — and replays once. A second 401, or a refused refresh, ends the session
 * and fails with UnauthorizedError. A refresh the server could not answer (no answer, a timeout, a
 * 5xx) keeps the session: the call fails with that error, which failureKind() calls `unavailable`
 * (the caller may `await session.whenAvailable()` and send again).
 */
export class BearerHttpClient implements HttpClient {
  constructor(
    private readonly inner: HttpClient,
    private readonly session: Session,
  ) {}

  async request(request: HttpRequest): Promise<unknown> {
    const used = this.session.getAccessToken() ?? (await this.refreshOrEnd());
    try {
      return await this.inner.request(withBearer(request, used));
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
    }
    // A request that went out before another one's refresh finished just takes the new token.
    const current = this.session.getAccessToken();
    const fresh = current && current !== used ? current : await this.refreshOrEnd();
    try {
      return await this.inner.request(withBearer(request, fresh));
    } catch (error) {
      if (error instanceof UnauthorizedError) this.session.signOut();
      throw error;
    }
  }

  private async refreshOrEnd(): Promise<string> {
    try {
      return await this.session.refresh();
    } catch (error) {
      // An outage: the session goes on (both tokens kept, retrying); the call fails with its error.
      if (this.session.getState().isAuthenticated) throw error;
      // A refusal: the session has already cleared both tokens; speak in one error class.
      throw error instanceof UnauthorizedError ? error : new UnauthorizedError('refresh failed', { cause: error });
    }
  }
}
