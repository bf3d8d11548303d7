/**
 * The page a toast belongs to: the path, and the launchpad workspace's `?step=` (each step is a
 * page of its own). Other search params (the list's filters) change what a page shows, not which.
 */
export function pageKey(location: { pathname: string; search: string }): string {
  const step = new URLSearchParams(location.search).get('step');
  return step === null ? location.pathname : `${location.pathname}?step=${step}`;
}
