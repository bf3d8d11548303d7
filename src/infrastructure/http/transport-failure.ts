import { isAppError, NetworkError, TimeoutError, UnexpectedError } from '../../application/errors/app-error';

// Apart from http-error-mapper.ts (statuses, with the contract's error body schema): a failed
// transport is mapped without loading valibot, which the first route does not load.

/**
 * What a transport throws becomes an AppError: our timeout → TimeoutError, fetch's TypeError →
 * NetworkError. A caller's own abort is passed through untouched (the caller asked for it).
 */
export function errorFromFailure(
  error: unknown,
  context: { timedOut: boolean; timeoutMs: number; callerSignal?: AbortSignal },
): unknown {
  if (isAppError(error)) return error;
  if (context.timedOut) return new TimeoutError(context.timeoutMs, { cause: error });
  if (context.callerSignal?.aborted) return context.callerSignal.reason ?? error;
  if (error instanceof TypeError) return new NetworkError(error.message, { cause: error });
  return new UnexpectedError(error instanceof Error ? error.message : String(error), undefined, { cause: error });
}
