import type { TokenExchange } from '../../src/application/ports/token-exchange';
import type { FakeCreatorsServer } from './fake-creators-server';

/**
 * The session's token exchange against the fake server: rotation as `server.tokens` keeps it, and
 * each refresh is in the server's log and can be failed with `failNext`, like every other call.
 */
export class FakeRefreshApi implements TokenExchange {
  constructor(private readonly server: FakeCreatorsServer) {}

  refresh(token: string, options?: { termsAgreed?: boolean }) {
    return this.server.run('refresh', [token, options], () => this.server.tokens.refresh(token, options));
  }
}
