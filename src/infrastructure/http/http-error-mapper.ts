import * as v from 'valibot';
import { apiErrorBodySchema } from '../../../contract/endpoint';
import {
  NotFoundError,
  UnauthorizedError,
  UnexpectedError,
  ValidationError,
  type AppError,
} from '../../application/errors/app-error';

/** The statuses that are the creator's to fix: each becomes a ValidationError with a sentence. */
export type RefusalStatus = 400 | 409 | 413 | 415 | 422;

/**
 * Said when a refusal comes without the server's own `{code, message, field}` sentence. Korean
 * copy, so it lives in the presentation catalogue (`refusalCopy`) and is handed in by src/main.
 */
export type RefusalMessages = Readonly<Record<RefusalStatus, string>>;

const isRefusal = (status: number, messages: RefusalMessages): status is RefusalStatus =>
  Object.hasOwn(messages, status);

/** The one place an HTTP status becomes an AppError. `body` is the parsed JSON, or the text, or null. */
export function errorFromStatus(status: number, body: unknown, refusals: RefusalMessages): AppError {
  const parsed = v.safeParse(apiErrorBodySchema, body);
  const server = parsed.success ? parsed.output : null;
  const fallback = isRefusal(status, refusals) ? refusals[status] : undefined;
  if (fallback) {
    return new ValidationError(server?.message || fallback, server?.field, { status, cause: body });
  }
  // A refusal with the server's sentence (the launch lifecycle, the terms, the contract's owner): said as it is.
  if (status === 403 && server?.message) {
    return new ValidationError(server.message, server.field, { status, cause: body });
  }
  if (status === 401) return new UnauthorizedError(server?.message ?? 'HTTP 401', { cause: body });
  if (status === 404) return new NotFoundError(server?.message ?? 'HTTP 404', { cause: body });
  return new UnexpectedError(`HTTP ${status}${server ? `: ${server.code}` : ''}`, status, { cause: body });
}
