import { redirect, type RouteObject } from 'react-router';
import { NotFoundView } from '../shared/states/not-found-view';
import { RootFrame } from '../shell/root-frame';
import { RouteErrorBoundary } from '../shell/route-error-boundary';
import { homeFor, loadAreas, pageRoute, requireSession } from './page-route';
import { routeDeps } from './route-context';
import { numericParam } from '../shared/navigation/route-params';
import { workspaceRoutes } from './workspace-routes';

// Skeletons and layouts are chunks of their own, so the first route (/login) carries none of them.
const skeleton = {
  launchpads: () => import('../launchpads/launchpad-list-skeleton').then((m) => m.LaunchpadListSkeleton),
  creator: () => import('../me/creator-skeleton').then((m) => m.CreatorSkeleton),
  info: () => import('../me/me-skeletons').then((m) => m.InfoSkeleton),
  wallet: () => import('../me/me-skeletons').then((m) => m.WalletSkeleton),
  company: () => import('../me/me-skeletons').then((m) => m.CompanySkeleton),
  creators: () => import('../me/me-skeletons').then((m) => m.CreatorsSkeleton),
};

/**
 * Renders nothing. As the root's HydrateFallback: nothing shows until the first route's loaders ran
 * (index.html's header shape stays), said outright so react-router does not warn. As a redirecting
 * index route's element: its loader redirects before it would render, but a leaf without one warns.
 */
const Nothing = () => null;

/**
 * Every route of requirements §2. Pages are lazy chunks; each route prefetches what its page shows.
 * A function, not a constant: the router consumes its routes' `lazy` objects as they load, so
 * each router (one in the app, one per test) needs its own.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootFrame,
      HydrateFallback: Nothing,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { index: true, loader: ({ context }) => redirect(homeFor(context.get(routeDeps))), Component: Nothing },
        {
          path: 'login',
          children: [
            pageRoute({
              index: true,
              page: () => import('../pages/login-page'),
              // A signed-in creator is sent on (requirements §2), before the page or the token is touched.
              redirectTo: (_, deps) => (deps.session.getState().isAuthenticated ? '/launchpads' : null),
            }),
            pageRoute({ path: 'error', page: () => import('../pages/login-error-page') }),
          ],
        },
        {
          id: 'app',
          middleware: [requireSession, loadAreas],
          lazy: async () => ({ Component: (await import('../shell/app-layout')).AppLayout }),
          children: [
            {
              // Pathless: a failing page keeps the header, so the creator can go elsewhere.
              ErrorBoundary: RouteErrorBoundary,
              children: [
                pageRoute({
                  path: 'launchpads',
                  page: () => import('../pages/launchpads-page'),
                  queries: (reads, { api }) => reads.launchpads(api),
                  fallback: skeleton.launchpads,
                }),
                // The launchpad workspace: one route per path its steps declare (launchpad-workspace/workspace-steps.ts).
                ...workspaceRoutes(),
                {
                  path: 'me',
                  lazy: async () => ({ Component: (await import('../shell/me-layout')).MeLayout }),
                  children: [
                    { index: true, loader: () => redirect('/me/info'), Component: Nothing },
                    {
                      // Pathless: not-found or an error keeps the /me tabs as well as the header.
                      ErrorBoundary: RouteErrorBoundary,
                      children: [
                        pageRoute({
                          path: 'info',
                          page: () => import('../pages/me/info-page'),
                          queries: (reads, { api }) => reads.info(api),
                          fallback: skeleton.info,
                        }),
                        pageRoute({
                          path: 'wallet',
                          page: () => import('../pages/me/wallet-page'),
                          queries: (reads, { api }) => reads.wallet(api),
                          fallback: skeleton.wallet,
                        }),
                        pageRoute({
                          path: 'company',
                          page: () => import('../pages/me/company-page'),
                          queries: (reads, { api }) => reads.company(api),
                          fallback: skeleton.company,
                        }),
                        pageRoute({
                          path: 'creators',
                          page: () => import('../pages/me/creators-page'),
                          queries: (reads, { api }) => reads.creators(api),
                          fallback: skeleton.creators,
                        }),
                        pageRoute({
                          path: 'creators/:creatorId',
                          page: () => import('../pages/me/creator-detail-page'),
                          queries: (reads, { api }, { params }) => reads.creator(api, numericParam(params.creatorId)),
                          fallback: skeleton.creator,
                        }),
                      ],
                    },
                  ],
                },
                // An unknown address is not-found inside the layout, with the header, as a server 404 is.
                { path: '*', Component: NotFoundView },
              ],
            },
          ],
        },
      ],
    },
  ];
}
