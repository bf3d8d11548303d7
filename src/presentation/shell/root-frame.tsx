import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { Session } from '../../application/session/session';
import { useInjection } from '../shared/di/container-context';
import { sessionEndedState } from '../shared/navigation/session-ended-state';
import { QueryCache } from '../shared/queries/query-cache';
import { removeBootHeader } from './boot-header';
import { useToastsFollowPage } from './toast-pages';

/**
 * The root of every route: scroll restoration (instant: no smooth-scroll CSS anywhere), and the
 * session's end wherever it comes from (로그아웃, a failed refresh, another tab): the cache of
 * this creator's data is dropped and the creator goes to /login — past any form's leave question
 * (the form's draft is written as it unmounts and offered again after signing in).
 */
export function RootFrame() {
  const session = useInjection(Session);
  const queryCache = useInjection(QueryCache);
  const reporter = useInjection(ErrorReporter);
  const navigate = useNavigate();

  // Before the first paint of the app's own frame, so the two never show together.
  useLayoutEffect(removeBootHeader, []);
  useToastsFollowPage();

  useEffect(() => {
    let signedIn = session.getState().isAuthenticated;
    return session.subscribe((state) => {
      if (signedIn && !state.isAuthenticated) {
        queryCache.clear();
        reporter.setUser(null);
        void navigate('/login', { replace: true, state: sessionEndedState });
      }
      signedIn = state.isAuthenticated;
    });
  }, [session, queryCache, reporter, navigate]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
