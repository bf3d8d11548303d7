import type { TokenService } from './auth/tokens';
import type { ReadContractOwner, VerifyContract } from './chain/contract-verifier';
import type { Clock } from './clock';
import type { AuctionRepository } from './data/auction-repository';
import type { ContractRepository } from './data/contract-repository';
import type { CreatorRepository } from './data/creator-repository';
import type { DeployRepository } from './data/deploy-repository';
import type { EoaRepository } from './data/eoa-repository';
import type { LaunchpadRepository } from './data/launchpad-repository';
import type { MetadataRepository } from './data/metadata-repository';
import type { UploadRepository } from './data/upload-repository';
import type { UserRepository } from './data/user-repository';
import type { SingleTokenWriter } from './single-tokens/single-token-writer';
import type { TokenReader } from './token-reads/token-reader';
import type { UploadStorage } from './uploads/upload-storage';

/** Everything the routes use, built once by createLocalApi. */
export interface Services {
  clock: Clock;
  appOrigin: string;
  /** No origin was configured: redirect to the app whose proxy brought the request (see login routes). */
  followProxyOrigin: boolean;
  isAllowedSignInDomain: (domain: string) => boolean;
  tokens: TokenService;
  users: UserRepository;
  launchpads: LaunchpadRepository;
  creators: CreatorRepository;
  eoas: EoaRepository;
  contracts: ContractRepository;
  /** Contract deploys sent from the app and not seen to their end yet. */
  deploys: DeployRepository;
  metadata: MetadataRepository;
  /** `PATCH single-tokens`, parsed, checked and written on a thread of its own. */
  singleTokens: SingleTokenWriter;
  /** `GET contracts/metadata`, read and written as JSON on a thread of its own, streamed. */
  tokenReader: TokenReader;
  auctions: AuctionRepository;
  uploads: UploadRepository;
  storage: UploadStorage;
  /** Sync's look at the chain (UNCHECKED where no endpoint is configured). */
  verifyContract: VerifyContract;
  /** owner() on chain where an endpoint is configured: a registered contract must be the creator's EOA's. */
  readContractOwner: ReadContractOwner;
}
