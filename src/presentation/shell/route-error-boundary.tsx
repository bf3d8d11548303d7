import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Navigate, useLocation, useNavigate, useRouteError } from 'react-router';
import { NotFoundError, UnauthorizedError } from '../../application/errors/app-error';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { shellCopy } from '../shared/copy/shell-copy';
import { useInjection } from '../shared/di/container-context';
import { isChunkLoadError, reloadForChunkError } from '../shared/navigation/chunk-reload';
import { QueryCache } from '../shared/queries/query-cache';
import { MessagePage } from '../shared/states/message-page';
import { NotFoundView } from '../shared/states/not-found-view';

const isNotFound = (error: unknown) =>
  error instanceof NotFoundError || (isRouteErrorResponse(error) && error.status === 404);

/**
 * What a route shows when its loader or page fails (requirements §2/§8): a server 404 or a malformed id is
 * not-found; an ended session goes to /login; a page's chunk that cannot be fetched reloads the
 * page once (§8; within 10 s of the last such reload it is shown instead); anything else is
 * reported and offers 새로고침, which resets the cached queries and loads the current path again
 * (the whole page for a chunk).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const reporter = useInjection(ErrorReporter);
  const queryCache = useInjection(QueryCache);
  const navigate = useNavigate();
  const location = useLocation();
  const reloading = reloadForChunkError(error);
  const expected = reloading || isNotFound(error) || error instanceof UnauthorizedError;

  useEffect(() => {
    if (!expected) reporter.report(error, { area: 'route', path: location.pathname });
  }, [error, expected, reporter, location.pathname]);

  if (reloading) return null;
  if (isNotFound(error)) return <NotFoundView />;
  if (error instanceof UnauthorizedError) return <Navigate to="/login" replace />;

  const refresh = () => {
    if (isChunkLoadError(error)) return window.location.reload();
    void queryCache.reset();
    void navigate(`${location.pathname}${location.search}`, { replace: true });
  };
  return (
    <MessagePage
      title={shellCopy.error.title}
      body={shellCopy.error.body}
      action={<Button onClick={refresh}>{shellCopy.error.button}</Button>}
    />
  );
}
