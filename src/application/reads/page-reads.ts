import type { ServiceIdentifier } from 'inversify';
import type { AuctionsApi } from '../ports/auctions-api';
import type { ContractsApi } from '../ports/contracts-api';
import type { CreatorProfilesApi } from '../ports/creator-profiles-api';
import type { EoaApi } from '../ports/eoa-api';
import type { LaunchpadsApi } from '../ports/launchpads-api';
import type { UserApi } from '../ports/user-api';
import {
  auctionDescriptionsQuery,
  contractMetadataQuery,
  deploymentInfoQuery,
  launchpadListQuery,
  launchpadQuery,
  multiMetadataQuery,
  singleMetadataQuery,
} from './launchpad-reads';
import { creatorQuery, creatorsQuery, eoaQuery, userInfoQuery } from './me-reads';
import type { QueryDefinition } from './query-definition';

/** The creators API's read ports, one per area: what the pages read through. */
export interface ReadApis {
  launchpads: LaunchpadsApi;
  contracts: ContractsApi;
  auctions: AuctionsApi;
  creatorProfiles: CreatorProfilesApi;
  user: UserApi;
  eoa: EoaApi;
}
export const ReadApis: ServiceIdentifier<ReadApis> = Symbol.for('ReadApis');

/**
 * Each page's data, declared once: the route table prefetches `readsOf(pageReads.x(…))` before the page
 * mounts, and the page's view-model observes the same named reads in `start()`, so the two can never
 * disagree about what a page shows (a read the route forgot would be a second round trip).
 */
export const pageReads = {
  launchpads: (api: ReadApis) => ({ list: launchpadListQuery(api.launchpads) }),
  /** Above the list, for a newcomer only: not prefetched, asked for once the list says there is no launchpad yet. */
  setupChecklist: (api: ReadApis) => ({
    user: userInfoQuery(api.user),
    eoa: eoaQuery(api.eoa),
    creators: creatorsQuery(api.creatorProfiles),
  }),
  singleMetadata: (api: ReadApis, launchpadId: number) => ({
    launchpad: launchpadQuery(api.launchpads, launchpadId),
    contractMetadata: contractMetadataQuery(api.contracts, launchpadId),
    metadata: singleMetadataQuery(api.contracts, launchpadId),
  }),
  multiMetadata: (api: ReadApis, launchpadId: number) => ({
    launchpad: launchpadQuery(api.launchpads, launchpadId),
    contractMetadata: contractMetadataQuery(api.contracts, launchpadId),
    metadata: multiMetadataQuery(api.contracts, launchpadId),
  }),
  /**
   * Step 1 (컨트랙트) of the metadata pages (`?step=1`): the launchpad's chain, the kept contract, and what
   * the API knows of its deployment. The metadata routes prefetch it with their own reads on step 1.
   */
  contractStep: (api: ReadApis, launchpadId: number) => ({
    launchpad: launchpadQuery(api.launchpads, launchpadId),
    contractMetadata: contractMetadataQuery(api.contracts, launchpadId),
    deploymentInfo: deploymentInfoQuery(api.contracts, launchpadId),
  }),
  /**
   * The workspace frame around every step: the launchpad, its kept contract and tokens, and its
   * auction description (the metadata of its kind joins once the kind is known: single/multiMetadata).
   */
  workspace: (api: ReadApis, launchpadId: number) => ({
    launchpad: launchpadQuery(api.launchpads, launchpadId),
    contractMetadata: contractMetadataQuery(api.contracts, launchpadId),
    auctions: auctionDescriptionsQuery(api.auctions, launchpadId),
  }),
  /** The workspace frame around the editor shows the launchpad and its steps as well. */
  editions: (api: ReadApis, launchpadId: number) => ({
    contractMetadata: contractMetadataQuery(api.contracts, launchpadId),
    launchpad: launchpadQuery(api.launchpads, launchpadId),
    metadata: singleMetadataQuery(api.contracts, launchpadId),
  }),
  auction: (api: ReadApis, launchpadId: number) => ({
    descriptions: auctionDescriptionsQuery(api.auctions, launchpadId),
    launchpad: launchpadQuery(api.launchpads, launchpadId),
    contractMetadata: contractMetadataQuery(api.contracts, launchpadId),
  }),
  info: (api: ReadApis) => ({ user: userInfoQuery(api.user) }),
  wallet: (api: ReadApis) => ({ eoa: eoaQuery(api.eoa), user: userInfoQuery(api.user) }),
  company: (api: ReadApis) => ({ user: userInfoQuery(api.user) }),
  creators: (api: ReadApis) => ({ creators: creatorsQuery(api.creatorProfiles) }),
  creator: (api: ReadApis, creatorId: number) => ({ creator: creatorQuery(api.creatorProfiles, creatorId) }),
} satisfies Record<string, (api: ReadApis, id: number) => Record<string, QueryDefinition<unknown>>>;

/** A page's reads as the route prefetches them. */
export const readsOf = (reads: Record<string, QueryDefinition<unknown>>): QueryDefinition<unknown>[] =>
  Object.values(reads);
