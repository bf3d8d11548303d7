/**
 * Requirements §8: when a page's chunk cannot be fetched (a deploy replaced the build), the page
 * reloads once. The route error boundary asks here; the composition root installs the browser's
 * answer (src/main/reload-on-chunk-error.ts: the 10 s loop guard), so it is one decision however
 * the failure arrives (Vite's preload event, a route's lazy import, a direct load or a navigation).
 */
let reload: (error: unknown) => boolean = () => false;

/** What browsers say when a dynamically imported module (a route's chunk) cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk \S+ failed/i.test(
    message,
  );
}
const decided = new WeakMap<object, boolean>();

export function installChunkReload(decide: (error: unknown) => boolean): void {
  reload = decide;
}

/** Whether the page is reloading for this error (asked once per error: a render may repeat). */
export function reloadForChunkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return reload(error);
  const known = decided.get(error);
  if (known !== undefined) return known;
  const answer = reload(error);
  decided.set(error, answer);
  return answer;
}
