import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

import { isSessionEndedState } from '../navigation/session-ended-state';

/**
 * While `when` is true, leaving asks first:
 * - in-app navigation to another path is held by react-router's blocker (the caller shows the
 *   question: `<LeaveGuard>` does); a change of search params only (`?step=2`) is not leaving, and
 *   the redirect of an ended session (`sessionEndedState`) is never held;
 * - closing the tab or reloading gets the browser's own prompt (`beforeunload`; browsers show
 *   their own wording, not ours).
 */
export function useLeaveGuard(when: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !isSessionEndedState(nextLocation.state),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set as well.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  // The form became clean while a navigation was held (e.g. it was saved): let it go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return blocker;
}
