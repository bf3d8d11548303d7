import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageKey } from './toast-page-key';
import { toastNavigation } from './toast-navigation';
import { toastsDemand } from './toasts-demand';

// The owners' bookkeeping loads with the toasts (mantine-notices.ts), out of the first route's chunk: until a
// toast has been asked for there is nothing to take away, and once one has, the module is on its way.
const loadOwners = () => import('./toast-owners');

/**
 * Mounted once at the root of the routes: each move to another page takes the last page's toasts away,
 * and a toast's link moves through the router.
 */
export function useToastsFollowPage(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const page = pageKey(location);
  useEffect(() => {
    if (!toastsDemand.isRequested()) return;
    void loadOwners().then(({ toastPages }) => toastPages.visit(page));
  }, [page]);
  useEffect(() => toastNavigation.follow(navigate), [navigate]);
}
