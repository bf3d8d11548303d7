import * as v from 'valibot';
import { apiErrorBodySchema } from '../../../contract/endpoint';
import {
  isAppError,
  NetworkError,
  NotFoundError,
  TimeoutError,
  UnauthorizedError,
  UnexpectedError,
  ValidationError,
  type AppError,
} from '../../application/errors/app-error';

/** Said when a refusal comes without the server's own `{code, message, field}` sentence. */
const fallbackMessages: Record<number, string> = {
  400: '입력한 내용을 다시 확인해 주세요.',
  409: '이미 처리되었거나 다른 곳에서 바뀐 내용입니다. 새로고침 후 다시 시도해 주세요.',
  413: '보내는 파일이 너무 큽니다.',
  415: '지원하지 않는 파일 형식입니다.',
  422: '입력한 내용을 다시 확인해 주세요.',
};

/** The one place an HTTP status becomes an AppError. `body` is the parsed JSON, or the text, or null. */
export function errorFromStatus(status: number, body: unknown): AppError {
  const parsed = v.safeParse(apiErrorBodySchema, body);
  const server = parsed.success ? parsed.output : null;
  const fallback = fallbackMessages[status];
  if (fallback) {
    return new ValidationError(server?.message || fallback, server?.field, { status, cause: body });
  }
  if (status === 401) return new UnauthorizedError(server?.message ?? 'HTTP 401', { cause: body });
  if (status === 404) return new NotFoundError(server?.message ?? 'HTTP 404', { cause: body });
  return new UnexpectedError(`HTTP ${status}${server ? `: ${server.code}` : ''}`, status, { cause: body });
}

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
