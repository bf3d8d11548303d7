import { mkdtempSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { RpcConfigKey } from '../src/domain/chain/chains';
import { installValidationMessages } from '../src/domain/validation/messages';
import { TokenService } from './auth/tokens';
import {
  createContractVerifier,
  createOwnerReader,
  type ReadContractOwner,
  type VerifyContract,
} from './chain/contract-verifier';
import { systemClock, type Clock } from './clock';
import type { SeedName } from './config';
import { DEFAULT_APP_ORIGIN, DEFAULT_DB_PATH } from './config';
import { AuctionRepository } from './data/auction-repository';
import { ContractRepository } from './data/contract-repository';
import { CreatorRepository } from './data/creator-repository';
import { DeployRepository } from './data/deploy-repository';
import { EoaRepository } from './data/eoa-repository';
import { LaunchpadRepository } from './data/launchpad-repository';
import { MetadataRepository } from './data/metadata-repository';
import { UploadRepository } from './data/upload-repository';
import { UserRepository } from './data/user-repository';
import { openDatabase, type Db } from './db/database';
import { createThrowawayDatabase } from './db/throwaway-database';
import { migrate } from './db/migrations';
import { createServer } from './create-server';
import {
  applyConnectionLimits,
  DEFAULT_CONNECTION_LIMITS,
  serverOptions,
  type ConnectionLimits,
} from './http/connection-limits';
import { Admission } from './http/admission';
import type { ApiEnv } from './http/api-env';
import { applySeed } from './seed/demo-seed';
import type { Services } from './services';
import { SingleTokenWriter } from './single-tokens/single-token-writer';
import { TokenReader } from './token-reads/token-reader';
import { UploadStorage } from './uploads/upload-storage';
import { allowedSignInDomain } from './wallet/allowed-domains';

export interface LocalApiOptions {
  /**
   * A file path, or `:memory:` for a throwaway database (a file in a temporary folder, removed on
   * close; see createThrowawayDatabase). Default: the file under `.local-data/`.
   */
  dbPath?: string;
  clock?: Clock;
  accessTtlSeconds?: number;
  /** Seconds a spent refresh token still brings a new pair (default DEFAULT_REFRESH_GRACE_SECONDS). */
  refreshGraceSeconds?: number;
  seed?: SeedName;
  /** Where /local/login redirects. Unset: the app origin the page was reached through, else DEFAULT_APP_ORIGIN. */
  appOrigin?: string;
  /** Where images go (default: `uploads/` beside the database file, or a temporary folder for `:memory:`). */
  uploadDir?: string;
  /** Lifetime of a 미리보기 key (default PREVIEW_KEY_TTL_SECONDS, 30 minutes). */
  previewTtlSeconds?: number;
  /** JSON-RPC endpoints per chain key: contract sync reads those chains again (LOCAL_API_RPC_URL_<CHAIN>). */
  rpcUrls?: Partial<Record<RpcConfigKey, string>>;
  /** Replaces the on-chain check (tests). */
  verifyContract?: VerifyContract;
  /** Timeouts and the connection caps (defaults: DEFAULT_CONNECTION_LIMITS). */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Peers whose X-Forwarded-For names the client (the host in front); none by default. */
  trustedProxies?: readonly string[];
  /** Replaces the on-chain owner() read (tests). */
  readContractOwner?: ReadContractOwner;
  /**
   * How long the single-token writer's thread waits for another connection's write lock (default
   * DEFAULT_BUSY_TIMEOUT_MS). A test that holds the lock on purpose raises it above its own steps.
   */
  writerBusyTimeoutMs?: number;
}

export interface LocalApi {
  app: Hono<ApiEnv>;
  db: Db;
  services: Services;
  /** Starts listening (port 0: any free port); resolves with the base URL. */
  listen(port?: number, hostname?: string): Promise<{ url: string; port: number }>;
  /** Stops listening, ends the single-token writer, closes the database and removes a throwaway database and upload folder. */
  close(): Promise<void>;
}

/** Builds the local creators API: database (migrated and seeded), services and HTTP app. */
export function createLocalApi(options: LocalApiOptions = {}): LocalApi {
  installValidationMessages();
  const clock = options.clock ?? systemClock;
  const dbPath = options.dbPath ?? DEFAULT_DB_PATH;
  const appOrigin = options.appOrigin ?? DEFAULT_APP_ORIGIN;
  const throwaway = dbPath === ':memory:' ? createThrowawayDatabase() : undefined;
  const dbFile = throwaway?.path ?? dbPath;
  const db = openDatabase(dbFile, { throwaway: !!throwaway });
  migrate(db, clock.now().toISOString());
  applySeed(db, options.seed ?? 'demo', clock);

  const temporary = !options.uploadDir && dbPath === ':memory:';
  const uploadDir =
    options.uploadDir ??
    (temporary ? mkdtempSync(join(tmpdir(), 'creators-lab-uploads-')) : join(dirname(dbPath), 'uploads'));
  const services: Services = {
    clock,
    appOrigin,
    followProxyOrigin: options.appOrigin === undefined,
    isAllowedSignInDomain: allowedSignInDomain(appOrigin),
    tokens: new TokenService(db, clock, options.accessTtlSeconds ?? 300, options.refreshGraceSeconds),
    users: new UserRepository(db, clock),
    launchpads: new LaunchpadRepository(db, clock),
    creators: new CreatorRepository(db, clock),
    eoas: new EoaRepository(db, clock),
    contracts: new ContractRepository(db, clock),
    deploys: new DeployRepository(db, clock),
    metadata: new MetadataRepository(db, clock),
    singleTokens: new SingleTokenWriter(dbFile, { throwaway: !!throwaway, busyTimeoutMs: options.writerBusyTimeoutMs }),
    tokenReader: new TokenReader(dbFile, { throwaway: !!throwaway }),
    auctions: new AuctionRepository(db, clock, options.previewTtlSeconds),
    uploads: new UploadRepository(db, clock),
    storage: new UploadStorage(uploadDir, temporary),
    verifyContract: options.verifyContract ?? createContractVerifier(options.rpcUrls ?? {}),
    readContractOwner: options.readContractOwner ?? createOwnerReader(options.rpcUrls ?? {}),
  };
  const app = createServer(services);
  let server: ServerType | undefined;

  return {
    app,
    db,
    services,
    listen(port = 0, hostname = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        // autoCleanupIncoming off: limitBody drains refused bodies itself (see there).
        const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits };
        const admission = new Admission({ ...limits, trustedProxies: options.trustedProxies ?? [] });
        server = serve(
          {
            // Past a cap the request is answered 503 before any route sees it.
            // (Plain HTTP/1.1 server here: its bindings are HttpBindings.)
            fetch: (request: Request, env: HttpBindings | Http2Bindings) =>
              admission.admit(env.incoming as IncomingMessage, env.outgoing as ServerResponse) ??
              app.fetch(request, env),
            port,
            hostname,
            autoCleanupIncoming: false,
            serverOptions: serverOptions(limits),
          },
          (info: AddressInfo) => resolve({ url: `http://${hostname}:${info.port}`, port: info.port }),
        );
        admission.watch(server as Server);
        applyConnectionLimits(server as Server, limits);
        server.once('error', reject);
      });
    },
    async close() {
      const running = server;
      server = undefined;
      if (running) {
        await new Promise<void>((resolve) => {
          running.close(() => resolve());
          if ('closeAllConnections' in running) running.closeAllConnections();
        });
      }
      await services.singleTokens.close();
      await services.tokenReader.close();
      db.close();
      throwaway?.remove();
      services.storage.close();
    },
  };
}
