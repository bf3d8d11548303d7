import type { QueryClient } from '@tanstack/query-core';
import { createContext } from 'react-router';
import type { CreatorsApi } from '../../application/ports/creators-api';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { Session } from '../../application/session/session';

/**
 * What loaders and middleware need, handed to the router as its context (spec §2: the
 * authentication state is passed to the router as context) rather than imported globally.
 */
export interface RouteDeps {
  session: Session;
  queryClient: QueryClient;
  api: CreatorsApi;
  reporter: ErrorReporter;
}

export const routeDeps = createContext<RouteDeps>();
