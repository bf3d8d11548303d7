import type { AuctionsApi } from '../ports/auctions-api';
import type { ContractsApi } from '../ports/contracts-api';
import type { CreatorProfilesApi } from '../ports/creator-profiles-api';
import type { EoaApi } from '../ports/eoa-api';
import type { LaunchpadsApi } from '../ports/launchpads-api';
import type { ServiceIdentifier } from 'inversify';
import type { UserApi } from '../ports/user-api';

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
