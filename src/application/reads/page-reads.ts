import type { CollectionType } from '../../domain/launchpad/launchpad';
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
import type { QueryDefinition } from '../ports/read-cache';
import type { ReadApis } from './read-apis';

/**
 * Each page's data, declared once: the route table prefetches `pageReads.x(…)` before the page
 * mounts, and the page's view-model observes the same named reads in `start()` (PageQueries), so the two
 * can never disagree about what a page shows (a read the route forgot would be a second round trip).
 * One read per thing a page shows: the launchpad workspace's steps share the frame's reads.
 */
export const pageReads = {
  launchpads: (api: ReadApis) => ({ list: launchpadListQuery(api.launchpads) }),
  /** Above the list, for a newcomer only: not prefetched, asked for once the list says there is no launchpad yet. */
  setupChecklist: (api: ReadApis) => ({
    user: userInfoQuery(api.user),
    eoa: eoaQuery(api.eoa),
    creators: creatorsQuery(api.creatorProfiles),
  }),
  /**
   * The workspace frame around every step of a launchpad (its steps are `WorkspaceStep`s): the launchpad,
   * its kept contract and tokens, its auction description, and the registered EOA (the contract's owner
   * is compared with it). Each step observes these through the frame, never a second copy.
   */
  workspace: (api: ReadApis, launchpadId: number) => ({
    launchpad: launchpadQuery(api.launchpads, launchpadId),
    contractMetadata: contractMetadataQuery(api.contracts, launchpadId),
    auctions: auctionDescriptionsQuery(api.auctions, launchpadId),
    eoa: eoaQuery(api.eoa),
  }),
  /** The frame's collection metadata, of the launchpad's kind (a route that knows the kind prefetches it). */
  metadata: (api: ReadApis, launchpadId: number, kind: CollectionType) => ({
    metadata: (kind === 'SINGLE' ? singleMetadataQuery : multiMetadataQuery)(api.contracts, launchpadId),
  }),
  /** The contract step's own read, beside the frame's: what the API knows of the contract's deployment. */
  contractStep: (api: ReadApis, launchpadId: number) => ({
    deploymentInfo: deploymentInfoQuery(api.contracts, launchpadId),
  }),
  info: (api: ReadApis) => ({ user: userInfoQuery(api.user) }),
  wallet: (api: ReadApis) => ({ eoa: eoaQuery(api.eoa), user: userInfoQuery(api.user) }),
  company: (api: ReadApis) => ({ user: userInfoQuery(api.user) }),
  creators: (api: ReadApis) => ({ creators: creatorsQuery(api.creatorProfiles) }),
  creator: (api: ReadApis, creatorId: number) => ({ creator: creatorQuery(api.creatorProfiles, creatorId) }),
} satisfies Record<string, (api: ReadApis, ...args: never[]) => Record<string, QueryDefinition<unknown>>>;

/** A page's reads as the route prefetches them. */
/** The page reads as the route table gets them (`page-route.ts` loads this module with the first signed-in page). */
export type PageReads = typeof pageReads;

/** The page reads a workspace step may name for its route: those of one launchpad, by its id. */
export type LaunchpadReadsName = {
  [K in keyof PageReads]: PageReads[K] extends (api: ReadApis, launchpadId: number) => unknown ? K : never;
}[keyof PageReads];

export const readsOf = (reads: Record<string, QueryDefinition<unknown>>): QueryDefinition<unknown>[] =>
  Object.values(reads);
