import type { ReadCache } from '../../application/ports/read-cache';
import type { ReadApis } from '../../application/reads/read-apis';
import { createContext } from 'react-router';
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
  cache: ReadCache;
  /** The areas whose queries the routes prefetch, each through its own port. */
  api: RouteApis;
  reporter: ErrorReporter;
  areas: AppAreas;
}

/** The read ports the routes prefetch through (the same the pages' view-models read). */
export type RouteApis = ReadApis;

export const routeDeps = createContext<RouteDeps>();
