import type { Container } from 'inversify';
import { createBrowserRouter, RouterContextProvider, type RouteObject } from 'react-router';
import { ReadApis } from '../../application/reads/read-apis';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { ReadCache } from '../../application/ports/read-cache';
import { Session } from '../../application/session/session';
import { AppAreas } from './app-areas';
import { createAppRoutes } from './app-routes';
import { routeDeps, type RouteDeps } from './route-context';
import { RoutePreloader } from './route-preloader';

type RouterFactory<R> = (routes: RouteObject[], options: { getContext: () => RouterContextProvider }) => R;

/**
 * The data router over every route, with the container's session, cache and area APIs as its context.
 * Tests pass `createMemoryRouter` (with their initial entries) as the factory.
 */
export function createAppRouter<R = ReturnType<typeof createBrowserRouter>>(
  container: Container,
  factory: RouterFactory<R> = createBrowserRouter as unknown as RouterFactory<R>,
  routes: RouteObject[] = createAppRoutes(),
): { router: R; preloader: RoutePreloader } {
  const deps: RouteDeps = {
    session: container.get(Session),
    // Resolved on first use: their modules load with the app route (AppAreas), not with /login.
    get cache() {
      return container.get(ReadCache);
    },
    get api() {
      return container.get(ReadApis);
    },
    reporter: container.get(ErrorReporter),
    areas: container.get(AppAreas),
  };
  const router = factory(routes, { getContext: () => new RouterContextProvider(new Map([[routeDeps, deps]])) });
  return { router, preloader: new RoutePreloader(routes, deps) };
}
