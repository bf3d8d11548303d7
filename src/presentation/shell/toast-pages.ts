import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageKey } from './toast-page-key';
import { toastsDemand } from './toasts-demand';

// The owners' bookkeeping loads with the toasts (mantine-notices.ts), out of the first route's chunk: until a
// toast has been asked for there is nothing to take away, and once one has, the module is on its way.
const loadOwners = () => import('./toast-owners');

/** Mounted once at the root of the routes: each move to another page takes the last page's toasts away. */
export function useToastsFollowPage(): void {
  const location = useLocation();
  const page = pageKey(location);
  useEffect(() => {
    if (!toastsDemand.isRequested()) return;
    void loadOwners().then(({ toastPages }) => toastPages.visit(page));
  }, [page]);
}
