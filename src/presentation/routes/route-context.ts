import type { QueryClient } from '@tanstack/query-core';
import { createContext } from 'react-router';
import type { AuctionsApi } from '../../application/ports/auctions-api';
import type { ContractsApi } from '../../application/ports/contracts-api';
import type { CreatorProfilesApi } from '../../application/ports/creator-profiles-api';
import type { EoaApi } from '../../application/ports/eoa-api';
import type { LaunchpadsApi } from '../../application/ports/launchpads-api';
import type { UserApi } from '../../application/ports/user-api';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { Session } from '../../application/session/session';
import type { AppAreas } from './app-areas';

/**
 * What loaders and middleware need, handed to the router as its context (requirements §2: the
 * authentication state is passed to the router as context) rather than imported globally.
 */
export interface RouteDeps {
  session: Session;
  /** The cache and the API are signed-in areas: read them only below the app route (after `areas.load()`). */
  queryClient: QueryClient;
  /** The areas whose queries the routes prefetch, each through its own port. */
  api: RouteApis;
  reporter: ErrorReporter;
  areas: AppAreas;
}

export interface RouteApis {
  launchpads: LaunchpadsApi;
  contracts: ContractsApi;
  auctions: AuctionsApi;
  creatorProfiles: CreatorProfilesApi;
  user: UserApi;
  eoa: EoaApi;
}

export const routeDeps = createContext<RouteDeps>();
