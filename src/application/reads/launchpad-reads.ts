import { listEveryLaunchpad } from './list-every-launchpad';
import type { AuctionsApi } from '../ports/auctions-api';
import type { ContractsApi } from '../ports/contracts-api';
import type { LaunchpadsApi } from '../ports/launchpads-api';
import type { QueryDefinition } from '../ports/read-cache';
import type { Launchpad, LaunchpadList } from '../../domain/launchpad/launchpad';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import type { Contract, DeploymentInfo } from '../../domain/contract/contract';
import type { MultiMetadata, SingleMetadata, SingleToken } from '../../domain/metadata/collection-metadata';

/** Requirements §2/§9: the launchpad list is prefetched with size 1000. */
export const LAUNCHPAD_LIST_SIZE = 1000;

/** Query keys, one place, so mutations invalidate exactly what they change. */
export const launchpadKeys = {
  all: ['launchpads'] as const,
  list: () => ['launchpads', 'list', { size: LAUNCHPAD_LIST_SIZE }] as const,
  detail: (id: number) => ['launchpads', 'detail', id] as const,
  auctionDescriptions: (id: number) => ['launchpads', id, 'auction-descriptions'] as const,
  singleMetadata: (id: number) => ['launchpads', id, 'single-metadata'] as const,
  multiMetadata: (id: number) => ['launchpads', id, 'multi-metadata'] as const,
  contractMetadata: (id: number) => ['launchpads', id, 'contract-metadata'] as const,
  deploymentInfo: (id: number) => ['launchpads', id, 'deployment-info'] as const,
};

export const launchpadListQuery = (api: LaunchpadsApi): QueryDefinition<LaunchpadList> => ({
  queryKey: launchpadKeys.list(),
  // Pages of 1000 (requirements §9), all of them: more launchpads than one page must not vanish from the list.
  queryFn: () => listEveryLaunchpad(api, LAUNCHPAD_LIST_SIZE),
});

export const launchpadQuery = (api: LaunchpadsApi, id: number): QueryDefinition<Launchpad> => ({
  queryKey: launchpadKeys.detail(id),
  queryFn: () => api.getLaunchpad(id),
});

export const auctionDescriptionsQuery = (
  api: AuctionsApi,
  launchpadId: number,
): QueryDefinition<AuctionDescription[]> => ({
  queryKey: launchpadKeys.auctionDescriptions(launchpadId),
  queryFn: () => api.listAuctionDescriptions(launchpadId),
});

export const singleMetadataQuery = (
  api: ContractsApi,
  launchpadId: number,
): QueryDefinition<SingleMetadata | null> => ({
  queryKey: launchpadKeys.singleMetadata(launchpadId),
  queryFn: () => api.getSingleMetadata(launchpadId),
});

export const multiMetadataQuery = (api: ContractsApi, launchpadId: number): QueryDefinition<MultiMetadata | null> => ({
  queryKey: launchpadKeys.multiMetadata(launchpadId),
  queryFn: () => api.getMultiMetadata(launchpadId),
});

export const contractMetadataQuery = (
  api: ContractsApi,
  launchpadId: number,
): QueryDefinition<{ contract: Contract | null; tokens: SingleToken[] }> => ({
  queryKey: launchpadKeys.contractMetadata(launchpadId),
  queryFn: () => api.getContractMetadata(launchpadId),
});

export const deploymentInfoQuery = (api: ContractsApi, launchpadId: number): QueryDefinition<DeploymentInfo> => ({
  queryKey: launchpadKeys.deploymentInfo(launchpadId),
  queryFn: () => api.getDeploymentInfo(launchpadId),
});
