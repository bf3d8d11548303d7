import type { Container } from 'inversify';
import { UnexpectedError } from '../../src/application/errors/app-error';
import { ChainReader } from '../../src/application/ports/chain-reader';
import { Clock } from '../../src/application/ports/clock';
import { CreatorsApi } from '../../src/application/ports/creators-api';
import { ErrorReporter } from '../../src/application/ports/error-reporter';
import { RefreshLock } from '../../src/application/ports/refresh-lock';
import { TokenExchange } from '../../src/application/ports/token-exchange';
import { TokenStore } from '../../src/application/ports/token-store';
import { Wallet } from '../../src/application/ports/wallet';
import { Session } from '../../src/application/session/session';
import { HttpClient } from '../../src/infrastructure/http/http-client';
import { AppConfig, parseConfig } from '../../src/main/config';
import { createContainer } from '../../src/main/container';
import { FakeChainReader } from '../fakes/fake-chain-reader';
import { FakeCreatorsApi } from '../fakes/fake-creators-api';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';
import { FakeWallet } from '../fakes/fake-wallet';
import { FixedClock } from '../fakes/fixed-clock';
import { InMemoryTokenStore } from '../fakes/in-memory-token-store';
import { InProcessRefreshLock } from '../fakes/in-process-refresh-lock';

export interface TestContainer {
  container: Container;
  config: AppConfig;
  api: FakeCreatorsApi;
  tokenStore: InMemoryTokenStore;
  reporter: FakeErrorReporter;
  clock: FixedClock;
  lock: InProcessRefreshLock;
  wallet: FakeWallet;
  chainReader: FakeChainReader;
  session: Session;
  /** Signs the demo creator in through the fake API (the way /login does). */
  signIn(options?: { termsAgreed?: boolean }): Promise<void>;
}

/** The network must be faked explicitly: an un-faked request fails the test loudly. */
const noNetwork: HttpClient = {
  request: (request) => Promise.reject(new UnexpectedError(`un-faked HTTP call in a test: ${request.method} ${request.url}`)),
};

/**
 * The real container (every module of src/main/container.ts) with the side-effecting ports
 * rebound to fakes. Areas with their own side effects (wallet, chain readers…) add their rebinds
 * below, one line each.
 */
export function createTestContainer(options: { config?: Partial<AppConfig> } = {}): TestContainer {
  const config: AppConfig = { ...parseConfig({ MODE: 'test' }, 'test'), ...options.config };
  const container = createContainer(config);
  const clock = new FixedClock();
  const api = new FakeCreatorsApi(clock);
  const tokenStore = new InMemoryTokenStore();
  const reporter = new FakeErrorReporter();
  const lock = new InProcessRefreshLock();
  const wallet = new FakeWallet();
  const chainReader = new FakeChainReader();

  container.rebind(Clock).toConstantValue(clock);
  container.rebind(CreatorsApi).toConstantValue(api);
  // The session exchanges tokens through the same fake, so `api.calls` and `api.failNext` cover it.
  container.rebind(TokenExchange).toConstantValue(api);
  container.rebind(TokenStore).toConstantValue(tokenStore);
  container.rebind(ErrorReporter).toConstantValue(reporter);
  container.rebind(RefreshLock).toConstantValue(lock);
  container.rebind(HttpClient).toConstantValue(noNetwork);
  container.rebind(Wallet).toConstantValue(wallet);
  container.rebind(ChainReader).toConstantValue(chainReader);

  const session = container.get(Session);
  return {
    container,
    config,
    api,
    tokenStore,
    reporter,
    clock,
    lock,
    wallet,
    chainReader,
    session,
    signIn: ({ termsAgreed = true } = {}) => session.signIn(api.tokens.grant(), { termsAgreed }),
  };
}
