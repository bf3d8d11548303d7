import type { Container, ServiceIdentifier } from 'inversify';
import { UnexpectedError } from '../../src/application/errors/app-error';
import { ChainReader } from '../../src/application/ports/chain-reader';
import { Clock } from '../../src/application/ports/clock';
import { AuctionsApi } from '../../src/application/ports/auctions-api';
import { ContractsApi } from '../../src/application/ports/contracts-api';
import { CreatorProfilesApi } from '../../src/application/ports/creator-profiles-api';
import { EoaApi } from '../../src/application/ports/eoa-api';
import { ImageUploadApi } from '../../src/application/ports/image-upload-api';
import { LaunchpadsApi } from '../../src/application/ports/launchpads-api';
import { UserApi } from '../../src/application/ports/user-api';
import { DraftStore } from '../../src/application/ports/draft-store';
import { TabIdentity } from '../../src/application/ports/tab-identity';
import { EditionDraftStore } from '../../src/application/ports/edition-draft-store';
import { ErrorReporter } from '../../src/application/ports/error-reporter';
import { RefreshLock } from '../../src/application/ports/refresh-lock';
import { TokenExchange } from '../../src/application/ports/token-exchange';
import { TokenStore } from '../../src/application/ports/token-store';
import { Wallet } from '../../src/application/ports/wallet';
import { Session } from '../../src/application/session/session';
import { HttpClient } from '../../src/infrastructure/http/http-client';
import { HttpCreatorsApi } from '../../src/infrastructure/http/http-creators-api';
import { EthersChainReader } from '../../src/infrastructure/wallet/ethers-chain-reader';
import { AppConfig, parseConfig } from '../../src/main/config';
import { appModules } from '../../src/main/container';
import { createContainer } from '../../src/main/create-container';
import { Notices } from '../../src/presentation/shared/forms/notices';
import { ImageSizeReader, type ImageSize } from '../../src/application/ports/image-size-reader';
import { ImageFactsReader } from '../../src/application/ports/image-facts-reader';
import { createQueryClient } from '../../src/infrastructure/cache/query-client';
import { QueryClientToken } from '../../src/infrastructure/cache/query-client-token';
import { FakeChainReader } from '../fakes/fake-chain-reader';
import { fakeAreaApis, type FakeAreaApis } from '../fakes/fake-area-apis';
import { FakeCreatorsServer } from '../fakes/fake-creators-server';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';
import { FakeNotices } from '../fakes/fake-notices';
import { FakeWallet } from '../fakes/fake-wallet';
import { FakeContractDeployer } from '../fakes/fake-contract-deployer';
import { FakeContractDeploysApi } from '../fakes/fake-contract-deploys-api';
import { ContractDeployer } from '../../src/application/ports/contract-deployer';
import { ContractDeploysApi } from '../../src/application/ports/contract-deploys-api';
import { FixedClock } from '../fakes/fixed-clock';
import { InMemoryDraftStore } from '../fakes/in-memory-draft-store';
import { FixedTabIdentity } from '../fakes/fixed-tab-identity';
import { InMemoryEditionDraftStore } from '../fakes/in-memory-edition-draft-store';
import { InMemoryTokenStore } from '../fakes/in-memory-token-store';
import { InProcessRefreshLock } from '../fakes/in-process-refresh-lock';

export interface TestContainer {
  container: Container;
  config: AppConfig;
  /** The creators API's fake server: its data, `calls`/`callsOf` and `failNext`, shared by every area's fake. */
  api: FakeCreatorsServer;
  /** Each area's fake, as bound to its port. */
  apis: FakeAreaApis;
  tokenStore: InMemoryTokenStore;
  reporter: FakeErrorReporter;
  clock: FixedClock;
  lock: InProcessRefreshLock;
  wallet: FakeWallet;
  chainReader: FakeChainReader;
  deployer: FakeContractDeployer;
  deploys: FakeContractDeploysApi;
  draftStore: InMemoryDraftStore;
  /** This container's browser tab (drafts are kept per tab); another container over the same `draftStore` with another id is another tab. */
  tab: FixedTabIdentity;
  editionDrafts: InMemoryEditionDraftStore;
  notices: FakeNotices;
  queryClient: ReturnType<typeof createQueryClient>;
  /** What the fake decoder answers for the next image (an Error: the file does not decode). */
  imageSize: { next: ImageSize | Error };
  session: Session;
  /** Signs the demo creator in through the fake API (the way /login does). */
  signIn(options?: { termsAgreed?: boolean }): Promise<void>;
}

/** The network must be faked explicitly: an un-faked request fails the test loudly. */
const noNetwork: HttpClient = {
  request: (request) =>
    Promise.reject(new UnexpectedError(`un-faked HTTP call in a test: ${request.method} ${request.url}`)),
};

/**
 * Bound to a service only reachable through other ports (the wallet's EthersChainReader, the HTTP
 * adapter behind each area's API port): any use fails the test.
 */
const unreachable = (name: string) =>
  new Proxy(
    {},
    {
      get: (_, key) => {
        throw new UnexpectedError(`un-faked ${name}.${String(key)} in a test: resolve its port instead`);
      },
    },
  );

/**
 * Every port with a side effect (network, chain, wallet, storage, toasts, clock, image decoding,
 * the shared cache) and what `test-container.test.ts` checks is rebound here. A binding of the app's
 * modules that is neither faked here nor listed there as free of side effects fails that test.
 */
export const FAKED_PORTS: readonly ServiceIdentifier[] = [
  Clock,
  HttpCreatorsApi,
  LaunchpadsApi,
  ContractsApi,
  AuctionsApi,
  CreatorProfilesApi,
  UserApi,
  EoaApi,
  ImageUploadApi,
  TokenExchange,
  TokenStore,
  ErrorReporter,
  RefreshLock,
  HttpClient,
  Wallet,
  ChainReader,
  ContractDeployer,
  ContractDeploysApi,
  EthersChainReader,
  DraftStore,
  TabIdentity,
  EditionDraftStore,
  Notices,
  QueryClientToken,
  ImageSizeReader,
  ImageFactsReader,
];

/**
 * The real container (every module of src/main/container.ts) with every side-effecting port
 * rebound to a fake (FAKED_PORTS). Areas with their own side effects add their rebinds below,
 * one line each, and their token to FAKED_PORTS.
 */
export function createTestContainer(options: { config?: Partial<AppConfig>; autobind?: boolean } = {}): TestContainer {
  const config: AppConfig = { ...parseConfig({ MODE: 'test' }, 'test'), ...options.config };
  const container = createContainer(config, appModules, { autobind: options.autobind });
  const clock = new FixedClock();
  const api = new FakeCreatorsServer(clock);
  const apis = fakeAreaApis(api);
  const tokenStore = new InMemoryTokenStore();
  const reporter = new FakeErrorReporter();
  const lock = new InProcessRefreshLock();
  const wallet = new FakeWallet();
  const chainReader = new FakeChainReader();
  const deployer = new FakeContractDeployer();
  const deploys = new FakeContractDeploysApi(api);
  const draftStore = new InMemoryDraftStore();
  const tab = new FixedTabIdentity();
  const editionDrafts = new InMemoryEditionDraftStore();
  const notices = new FakeNotices();
  const queryClient = createQueryClient();
  const imageSize: TestContainer['imageSize'] = { next: { width: 256, height: 256 } };

  container.rebind(Clock).toConstantValue(clock);
  // Each area's port is its own fake over the one server, as each is the one HTTP adapter in the app.
  container.rebind(HttpCreatorsApi).toConstantValue(unreachable('HttpCreatorsApi') as HttpCreatorsApi);
  container.rebind(LaunchpadsApi).toConstantValue(apis.launchpads);
  container.rebind(ContractsApi).toConstantValue(apis.contracts);
  container.rebind(AuctionsApi).toConstantValue(apis.auctions);
  container.rebind(CreatorProfilesApi).toConstantValue(apis.creatorProfiles);
  container.rebind(UserApi).toConstantValue(apis.user);
  container.rebind(EoaApi).toConstantValue(apis.eoa);
  container.rebind(ImageUploadApi).toConstantValue(apis.imageUpload);
  // The session exchanges tokens with the same server, so `api.calls` and `api.failNext` cover it.
  container.rebind(TokenExchange).toConstantValue(apis.tokenExchange);
  container.rebind(TokenStore).toConstantValue(tokenStore);
  container.rebind(ErrorReporter).toConstantValue(reporter);
  container.rebind(RefreshLock).toConstantValue(lock);
  container.rebind(HttpClient).toConstantValue(noNetwork);
  container.rebind(Wallet).toConstantValue(wallet);
  container.rebind(ChainReader).toConstantValue(chainReader);
  container.rebind(ContractDeployer).toConstantValue(deployer);
  container.rebind(ContractDeploysApi).toConstantValue(deploys);
  container.rebind(EthersChainReader).toConstantValue(unreachable('EthersChainReader') as EthersChainReader);
  container.rebind(DraftStore).toConstantValue(draftStore);
  container.rebind(TabIdentity).toConstantValue(tab);
  container.rebind(EditionDraftStore).toConstantValue(editionDrafts);
  container.rebind(Notices).toConstantValue(notices);
  container.rebind(QueryClientToken).toConstantValue(queryClient);
  container.rebind<ImageSizeReader>(ImageSizeReader).toConstantValue(async () => {
    if (imageSize.next instanceof Error) throw imageSize.next;
    return imageSize.next;
  });
  // The same sides for a batch (the editions editor's bulk checks); an Error reads as no image.
  container
    .rebind<ImageFactsReader>(ImageFactsReader)
    .toConstantValue(async (files) =>
      files.map((file) => (imageSize.next instanceof Error ? null : { bytes: file.size, ...imageSize.next })),
    );

  const session = container.get(Session);
  return {
    container,
    config,
    api,
    apis,
    tokenStore,
    reporter,
    clock,
    lock,
    wallet,
    chainReader,
    deployer,
    deploys,
    draftStore,
    tab,
    editionDrafts,
    notices,
    queryClient,
    imageSize,
    session,
    signIn: ({ termsAgreed = true } = {}) => session.signIn(api.tokens.grant(), { termsAgreed }),
  };
}
