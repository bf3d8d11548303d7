import { createPath, matchRoutes, type RouteObject, type To } from 'react-router';
import type { RoutePreloading } from '../shared/navigation/route-preloader-context';
import type { RouteHandle } from './page-route';
import type { RouteDeps } from './route-context';

/**
 * Preload on intent (requirements §2): the data router has no link prefetch outside framework mode, so a
 * link's hover or focus asks this to load the target route's chunk and warm its queries.
 * Failures are ignored here: the navigation itself shows them.
 */
export class RoutePreloader implements RoutePreloading {
  constructor(
    private readonly routes: RouteObject[],
    private readonly deps: RouteDeps,
    private readonly base: () => string = () => window.location.href,
  ) {}

  preload(to: To): Promise<void> {
    const url = new URL(typeof to === 'string' ? to : createPath(to), this.base());
    const matches = matchRoutes(this.routes, url.pathname) ?? [];
    const work = matches.map(({ route, params }) => {
      const handle = route.handle as RouteHandle | undefined;
      return handle?.preload?.(this.deps, { params, url }) ?? Promise.resolve();
    });
    return Promise.allSettled(work).then(() => undefined);
  }
}

/**
 * Starts loading the lazy modules (layout, page, skeleton) of the routes `pathname` matches, so
 * start-up can fetch them beside the session's token refresh instead of after it. Pass routes of
 * their own (`createAppRoutes()`): the router consumes the `lazy` of the routes it is given.
 * Failures are ignored here: the router loads the same modules again and shows them.
 */
export function loadRouteModules(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}
