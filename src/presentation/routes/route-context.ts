import type { QueryClient } from '@tanstack/query-core';
import { createContext } from 'react-router';
import type { CreatorsApi } from '../../application/ports/creators-api';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { Session } from '../../application/session/session';
import type { AppAreas } from './app-areas';

/**
 * What loaders and middleware need, handed to the router as its context (spec §2: the
 * authentication state is passed to the router as context) rather than imported globally.
 */
export interface RouteDeps {
  session: Session;
  /** The cache and the API are signed-in areas: read them only below the app route (after `areas.load()`). */
  queryClient: QueryClient;
  api: CreatorsApi;
  reporter: ErrorReporter;
  areas: AppAreas;
}

export const routeDeps = createContext<RouteDeps>();
