import type { ApiErrorBody } from '../../contract/endpoint';
import { messages } from './messages';

type Code = ApiErrorBody['code'];
type Status = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500;

/** An expected failure: answered with its status and `{code, message, field?}`; never logged. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: Status,
    readonly code: Code,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return this.field === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, field: this.field };
  }
}

export const badRequest = (message: string, field?: string) => new ApiError(400, 'BAD_REQUEST', message, field);
export const unauthorized = (message: string = messages.auth.missing) => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, field?: string) => new ApiError(403, 'FORBIDDEN', message, field);
export const conflict = (message: string, field?: string) => new ApiError(409, 'CONFLICT', message, field);
export const notFound = (message: string = messages.notFound.resource) => new ApiError(404, 'NOT_FOUND', message);
export const payloadTooLarge = (message: string = messages.upload.tooLarge, field?: string) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', message, field);

export const internalErrorBody: ApiErrorBody = { code: 'INTERNAL', message: messages.internal };
