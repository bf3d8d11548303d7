import type { ComponentType } from 'react';
import { redirect, type MiddlewareFunction, type Params, type RouteObject } from 'react-router';
import type { QueryDefinition } from '../queries/observable-query';
import { routeDeps, type RouteDeps } from './route-context';

export interface RouteMatchInfo {
  params: Params;
  url: URL;
}

/** Kept in `handle`: what hovering or focusing a link to this route warms up (chunk and data). */
export interface RouteHandle {
  preload?: (deps: RouteDeps, match: RouteMatchInfo) => Promise<unknown>;
}

export interface PageRouteOptions {
  path?: string;
  index?: boolean;
  /** The page's own chunk (a default export), split from the first route's bundle. */
  page: () => Promise<{ default: ComponentType }>;
  /**
   * Spec §2's prefetch: the queries the page needs before it shows. The loader waits for them
   * (their failures reach the error boundary: 404 → not-found); intent only warms the cache.
   * May throw NotFoundError for a malformed id.
   */
  queries?: (deps: RouteDeps, match: RouteMatchInfo) => QueryDefinition<unknown>[];
  /** A path to send the creator to instead (a corrected `?step=`, a signed-in creator on /login), or null. */
  redirectTo?: (match: RouteMatchInfo, deps: RouteDeps) => string | null;
  /** The page's skeleton (its own small chunk), shown while the page's data loads on first render. */
  fallback?: () => Promise<ComponentType>;
}

/** One lazily loaded page with its prefetch: the shape every route of the app shares. */
export function pageRoute(options: PageRouteOptions): RouteObject {
  const { page, queries = () => [], redirectTo = () => null } = options;
  const route = {
    // The function form: react-router's per-property lazy object renders an empty page after a
    // redirect on the first load (seen with react-router 8.5).
    lazy: async () => {
      const [module, HydrateFallback] = await Promise.all([page(), options.fallback?.()]);
      return { Component: module.default, ...(HydrateFallback && { HydrateFallback }) };
    },
    loader: async ({ params, request, context }) => {
      const url = new URL(request.url);
      const deps = context.get(routeDeps);
      const target = redirectTo({ params, url }, deps);
      if (target) throw redirect(target);
      await Promise.all(queries(deps, { params, url }).map((query) => deps.queryClient.ensureQueryData(query)));
      return null;
    },
    handle: {
      preload: (deps, match) =>
        Promise.all([page(), ...queries(deps, match).map((query) => deps.queryClient.prefetchQuery(query))]),
    } satisfies RouteHandle,
  } satisfies Omit<RouteObject, 'index' | 'children'>;
  return options.index ? { index: true, ...route } : { path: options.path, ...route };
}

/** Spec §2/§4: the app layout needs a session; without one the creator goes to /login. */
export const requireSession: MiddlewareFunction = ({ context }) => {
  if (!context.get(routeDeps).session.getState().isAuthenticated) throw redirect('/login');
};

/** Spec §2: `/` and `/login` send a signed-in creator on to the launchpads. */
export const homeFor = (deps: RouteDeps): string => (deps.session.getState().isAuthenticated ? '/launchpads' : '/login');
