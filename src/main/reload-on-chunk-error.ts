/** sessionStorage key holding when we last reloaded for a missing chunk (ms since epoch). */
export const CHUNK_RELOAD_KEY = 'creators-lab:chunk-reload-at';
/** A second failure within this window is not a stale deploy but a real outage: stop reloading. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  /** Loads `href` (a navigation was under way) or, without one, reloads the current page. */
  reload: (href?: string) => void;
  /** The page a navigation under way is going to (default: the router's, see `reloadToPendingNavigation`). */
  destination?: () => string | null;
}

/** The router's pending navigation, set once the router exists (see `reloadToPendingNavigation`). */
let pendingDestination: () => string | null = () => null;

const browser = (): ReloadEnvironment => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  reload: (href) => (href ? window.location.assign(href) : window.location.reload()),
});

interface NavigatingRouter<L> {
  state: { navigation: { location?: L | undefined } };
  createHref(location: L): string;
}

/**
 * A route's chunk is fetched while the router is still on the page the creator came from (the
 * address changes once the chunk has loaded), so a plain reload would land there. From now on a
 * reload for a missing chunk goes to the page the pending navigation was going to.
 */
export function reloadToPendingNavigation<L>(router: NavigatingRouter<L>): void {
  pendingDestination = () => {
    const location = router.state.navigation.location;
    return location ? router.createHref(location) : null;
  };
}

export { isChunkLoadError } from '../presentation/shared/navigation/chunk-reload';

/**
 * Requirements §8: after a new deploy an open tab asks for chunks that no longer exist; one reload fetches
 * the new build. Returns whether it reloaded. The timestamp in sessionStorage stops a loop when
 * the chunk is missing for another reason.
 */
export function reloadOnce(env: ReloadEnvironment = browser()): boolean {
  try {
    const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && env.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(env.now()));
  } catch {
    // Without sessionStorage there is no loop guard: better not to reload at all.
    return false;
  }
  env.reload((env.destination ?? pendingDestination)() ?? undefined);
  return true;
}

/**
 * Listens for Vite's `vite:preloadError` and reloads once. When it reloads, the event is
 * cancelled so the failed import does not also surface as an error page. Returns the uninstall.
 * A failed `import()` that reaches a route's error boundary asks the same `reloadOnce` through
 * `installChunkReload` (start-core.ts), so a direct load reloads as a navigation does.
 */
export function installReloadOnChunkError(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  env?: ReloadEnvironment,
): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce(env)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
