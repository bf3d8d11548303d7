import { Suspense, use, type ComponentType } from 'react';
import { useLoaderData, useLocation } from 'react-router';

/** What a page route's loader hands its element: the prefetch, still under way. */
export interface RouteData {
  /** Settles when the page's queries are in the cache, or failed in a way the page shows itself. */
  ready: Promise<void>;
}

function WhenReady({ ready, Page }: { ready: Promise<void>; Page: ComponentType }) {
  // Rejects only for what the route's error boundary shows (not-found, an ended session).
  use(ready);
  return <Page />;
}

/**
 * A page route's element: the route's own skeleton while its prefetch runs, then the page. The
 * loader does not wait for data, so the app layout (header, /me tabs) shows at once on a hard
 * load and the skeleton replaces the old page at once on a navigation. Keyed by path: moving to
 * another record of the same route (creator 1 → 2) shows the skeleton again, while a new `?step=`
 * keeps the page and what was typed in it.
 */
export function RouteDataBoundary({ Page, Fallback }: { Page: ComponentType; Fallback?: ComponentType }) {
  const { ready } = useLoaderData<RouteData>();
  const { pathname } = useLocation();
  return (
    <Suspense key={pathname} fallback={Fallback ? <Fallback /> : null}>
      <WhenReady ready={ready} Page={Page} />
    </Suspense>
  );
}
