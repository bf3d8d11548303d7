import { NetworkError, TimeoutError, UnauthorizedError, UnexpectedError, ValidationError } from '../errors/app-error';

/**
 * What a failed call means for whoever made it (a form's save, a long upload), product.md "Sessions":
 * - `ended`: the server refused the session (its refresh was refused, or a call was refused again
 *   with a fresh token). Both tokens are cleared and the app goes to /login: stop.
 * - `unavailable`: no answer, a timeout, or a 5xx, 429 or 408. Nothing is lost: the session keeps
 *   both tokens and retries by itself (Session.getConnection() is `unreachable` meanwhile). Keep what
 *   you have, `await session.whenAvailable(signal)`, and send again.
 * - `refused`: the server answered and said no to this request (400, 404, 409, 413…): show it.
 */
export type FailureKind = 'ended' | 'unavailable' | 'refused';

/** No answer, or an answer that says "not now" rather than "no". */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (!(error instanceof UnexpectedError)) return false;
  const status = error.status;
  return status === undefined || status >= 500 || status === 429 || status === 408;
}

/**
 * A refresh the server refused: the token is invalid, expired or reused (401), the request was not
 * one it takes (400/422), or the account may not (403). The only refresh failure that ends a session.
 */
export function isRefusedRefresh(error: unknown): boolean {
  return (
    error instanceof UnauthorizedError ||
    error instanceof ValidationError ||
    (error instanceof UnexpectedError && error.status === 403)
  );
}

export function failureKind(error: unknown): FailureKind {
  if (error instanceof UnauthorizedError) return 'ended';
  return isUnavailable(error) ? 'unavailable' : 'refused';
}
