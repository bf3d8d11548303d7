import { Container, ContainerModule, type Newable, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ChainReader } from '../../src/application/ports/chain-reader';
import { DraftStore } from '../../src/application/ports/draft-store';
import { EditionDraftStore } from '../../src/application/ports/edition-draft-store';
import { EthersChainReader } from '../../src/infrastructure/wallet/ethers-chain-reader';
import { AppConfig } from '../../src/main/config';
import { appModules } from '../../src/main/container';
import { Notices } from '../../src/presentation/shared/forms/notices';
import { QueryClientToken } from '../../src/infrastructure/cache/query-client-token';
import { FAKED_PORTS, createTestContainer } from './test-container';

/**
 * What the app's modules bind that the test container may keep real: each is free of side effects
 * of its own (a use case over ports, a value derived from the configuration, a wrapper of a faked
 * port). Anything else a module binds must be faked in test-container.ts (FAKED_PORTS).
 */
const FREE_OF_SIDE_EFFECTS = new Set<string>([
  'SessionService', // over TokenExchange, TokenStore, RefreshLock, Clock: all faked
  'Session', // the SessionService under its port
  'AuthorizedHttpClient', // the bearer wrapper of HttpClient, which is faked
  'ShellSettings', // read from AppConfig
  'AuctionPreviewUrls', // addresses built from AppConfig
  'FormDrafts', // over DraftStore, which is faked
  'FormServices', // FormDrafts, the reporter, notices, the cache and the user read, each faked or free of effects
  'PageQueries', // the cache and the read ports, each faked
  'TokenVersions', // an in-memory map of the versions this tab loaded or saved
  'EditionFiles', // parses or writes the file it is handed; no storage, no network
  'UploadConcurrency', // reads the page's own timing entries; no request
  'ReadApis', // the read ports, each faked, as one bundle
  'ReadCache', // the query cache's client, created fresh per test container
  'LaunchpadCache', // over ReadCache
  'LaunchGuard', // reads the launchpad through ReadCache and LaunchpadsApi
  'MeCache', // over ReadCache
  // Use cases over ports:
  'CreateLaunchpad',
  'RenameLaunchpad',
  'ChangeLaunchpadChain',
  'CheckContract',
  'CheckContractStep',
  'RegisteredEoa',
  'SaveContract',
  'SaveCollectionMetadata',
  'CollectionMetadataStep',
  'SetupChecklistFold',
  'SetupGuide',
  'SaveAuctionDescription',
  'OpenAuctionDescription',
  'PreviewAuctionDescription',
  'RequestReview',
  'UpdatePhone',
  'CreateCreator',
  'SubmitCreator',
  'RegisterEoa',
  'PendingDeploys',
  'DeployContract',
  'SaveEditions',
  'SaveEditedRows',
  'OpenEditions',
  'EditionsDrafts',
  'EditionSheets',
  'UploadImage',
  'BulkImageUploads',
]);

const nameOf = (id: ServiceIdentifier): string =>
  typeof id === 'function' ? id.name : typeof id === 'symbol' ? (id.description ?? String(id)) : String(id);

/** Every service identifier the app's modules bind, by loading them into a container that records `bind`. */
function boundByModules(): ServiceIdentifier[] {
  const ids: ServiceIdentifier[] = [];
  const recorder = new Container();
  recorder.bind(AppConfig).toConstantValue({} as AppConfig);
  const recording = appModules.map(
    (module) =>
      new ContainerModule((options) =>
        module.load({
          ...options,
          bind: (id) => {
            ids.push(id);
            return options.bind(id);
          },
        }),
      ),
  );
  recorder.load(...recording);
  return ids;
}

const viewModels = Object.entries(
  import.meta.glob<Record<string, unknown>>('../../src/presentation/**/*-view-model.ts', { eager: true }),
).flatMap(([path, module]) =>
  Object.entries(module)
    .filter(([name, value]) => name.endsWith('ViewModel') && typeof value === 'function')
    .map(([name, value]) => ({ path, name, type: value as Newable<object> })),
);

describe('the container bindings', () => {
  it('given the app modules, when each binding is classified, then every one is faked by the test container or free of side effects', () => {
    const ids = boundByModules();
    expect(ids.length).toBeGreaterThan(FREE_OF_SIDE_EFFECTS.size);
    const faked = new Set(FAKED_PORTS);
    const unclassified = ids.filter((id) => !faked.has(id) && !FREE_OF_SIDE_EFFECTS.has(nameOf(id))).map(nameOf);
    expect(unclassified).toEqual([]);
  });

  it('given the test container, when the storage, toast, cache and chain ports are resolved, then each is the fake', () => {
    const t = createTestContainer();
    expect(t.container.get(DraftStore)).toBe(t.draftStore);
    expect(t.container.get(EditionDraftStore)).toBe(t.editionDrafts);
    expect(t.container.get(Notices)).toBe(t.notices);
    expect(t.container.get(QueryClientToken)).toBe(t.queryClient);
    expect(t.container.get(ChainReader)).toBe(t.chainReader);
    expect(() => t.container.get(EthersChainReader).read).toThrow(/un-faked EthersChainReader/);
  });

  it('given autobinding off, when every view-model is bound alone and resolved, then each finds all it injects bound by the modules', () => {
    expect(viewModels.length).toBeGreaterThanOrEqual(13);
    const t = createTestContainer({ autobind: false });
    const failures: string[] = [];
    for (const { path, name, type } of viewModels) {
      t.container.bind(type).toSelf();
      try {
        t.container.get(type);
      } catch (error) {
        failures.push(`${name} (${path}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
