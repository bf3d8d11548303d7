import { createElement, type ComponentType } from 'react';
import { redirect, type MiddlewareFunction, type Params, type RouteObject } from 'react-router';
import { NotFoundError, UnauthorizedError } from '../../application/errors/app-error';
import type { QueryDefinition } from '../../application/ports/read-cache';
import type { PageReads } from '../../application/reads/page-reads';
import { isUnavailable } from '../../application/session/failure-kind';
import { routeDeps, type RouteDeps } from './route-context';
import { RouteDataBoundary, type RouteData } from './route-data';

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
   * Requirements §2's prefetch: the queries the page needs before it shows. The loader starts them and
   * the route's skeleton shows until they are in the cache (a 404 → not-found; any other failure
   * is reported and the page shows it as its own error state with 다시 시도); intent only warms
   * the cache. Picked from `pageReads`, which loads with the first signed-in page (never with /login).
   * May throw NotFoundError for a malformed id.
   */
  queries?: (reads: PageReads, deps: RouteDeps, match: RouteMatchInfo) => Record<string, QueryDefinition<unknown>>;
  /** A path to send the creator to instead (a corrected `?step=`, a signed-in creator on /login), or null. */
  redirectTo?: (match: RouteMatchInfo, deps: RouteDeps) => string | null;
  /** The page's skeleton (its own small chunk), shown inside the layout while the page's data loads. */
  fallback?: () => Promise<ComponentType>;
}

const loadPageReads = () => import('../../application/reads/page-reads');

/** The queries of a page as its route starts them (a page without any, /login, loads no reads). */
async function pageQueries(
  queries: PageRouteOptions['queries'],
  deps: RouteDeps,
  match: RouteMatchInfo,
): Promise<QueryDefinition<unknown>[]> {
  if (!queries) return [];
  const { pageReads, readsOf } = await loadPageReads();
  return readsOf(queries(pageReads, deps, match));
}

/** One lazily loaded page with its prefetch: the shape every route of the app shares. */
export function pageRoute(options: PageRouteOptions): RouteObject {
  const { page, queries, redirectTo = () => null } = options;
  const route = {
    // The function form: react-router's per-property lazy object renders an empty page after a
    // redirect on the first load (seen with react-router 8.5).
    lazy: async () => {
      const [module, Fallback] = await Promise.all([page(), options.fallback?.()]);
      // Not HydrateFallback: react-router shows that only before the first render, and only when
      // every route above has loaded; the skeleton must also show on every later navigation.
      return { Component: () => createElement(RouteDataBoundary, { Page: module.default, Fallback }) };
    },
    // Does not wait for the data: the element suspends on `ready` and shows the skeleton meanwhile.
    loader: ({ params, request, context }): RouteData => {
      const url = new URL(request.url);
      const deps = context.get(routeDeps);
      const target = redirectTo({ params, url }, deps);
      if (target) throw redirect(target);
      const load = async () =>
        Promise.all((await pageQueries(queries, deps, { params, url })).map((query) => deps.cache.fetch(query)));
      return { ready: whenLoaded(load, deps, url) };
    },
    handle: {
      preload: (deps, match) =>
        Promise.all([
          page(),
          options.fallback?.(),
          // The cache is a signed-in area: a link may be hovered before the app route loaded it.
          options.queries &&
            deps.areas
              .load()
              .then(() => pageQueries(queries, deps, match))
              .then((definitions) => Promise.all(definitions.map((query) => deps.cache.prefetch(query)))),
        ]),
    } satisfies RouteHandle,
  } satisfies Omit<RouteObject, 'index' | 'children'>;
  return options.index ? { index: true, ...route } : { path: options.path, ...route };
}

/**
 * The prefetch as the route element waits for it. Not-found and an ended session reject (the
 * error boundary shows not-found or goes to /login); any other failure is reported and resolves,
 * so the page renders and shows the failed query as its own error state, inside the layout.
 * The outcome is also written on the promise as React's `use` reads it, so data already in the
 * cache shows without a flash of the skeleton.
 */
function whenLoaded(load: () => Promise<unknown>, deps: RouteDeps, url: URL): Promise<void> {
  const ready = untilServerAnswers(load, deps).then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof NotFoundError || error instanceof UnauthorizedError) throw error;
      deps.reporter.report(error, { area: 'route', path: url.pathname });
    },
  );
  const tracked = ready as Promise<void> & { status?: string; value?: unknown; reason?: unknown };
  tracked.status = 'pending';
  ready.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return ready;
}

/**
 * While the session's server does not answer (an outage: the layout says so), the prefetch waits
 * for it and runs again, so the page shows its skeleton, not an error, and then itself.
 */
async function untilServerAnswers(load: () => Promise<unknown>, { session }: RouteDeps): Promise<unknown> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isUnavailable(error) || session.getConnection() !== 'unreachable') throw error;
      await session.whenAvailable();
    }
  }
}

/** Requirements §2/§4: the app layout needs a session; without one the creator goes to /login. */
export const requireSession: MiddlewareFunction = ({ context }) => {
  if (!context.get(routeDeps).session.getState().isAuthenticated) throw redirect('/login');
};

/** The app layout's pages use the signed-in areas' services: their modules load before any loader runs. */
export const loadAreas: MiddlewareFunction = async ({ context }) => {
  await context.get(routeDeps).areas.load();
};

/** Requirements §2: `/` and `/login` send a signed-in creator on to the launchpads. */
export const homeFor = (deps: RouteDeps): string =>
  deps.session.getState().isAuthenticated ? '/launchpads' : '/login';
