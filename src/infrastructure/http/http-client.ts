import type { ServiceIdentifier } from 'inversify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values; `undefined` and `null` are left out of the URL (requirements §7). */
export type HttpQuery = Record<string, string | number | boolean | null | undefined>;

export interface HttpRequest {
  /** Absolute, or a path on this origin. */
  url: string;
  method: HttpMethod;
  query?: HttpQuery;
  /** Sent as JSON, or as multipart when it is a FormData (which a replay sends again). */
  body?: unknown;
  headers?: Record<string, string>;
  keepalive?: boolean;
  /** The caller's cancel: the request rejects with the signal's reason, as fetch does. */
  signal?: AbortSignal;
  /** Multipart only: 0..1 as the body goes out (switches the transport to XMLHttpRequest). */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * One HTTP exchange, requirements §7 "General behaviour". Resolves with the parsed JSON when the answer is
 * JSON (null for an empty body), else the raw Response. Never retries. Fails with AppError
 * classes only (see http-error-mapper.ts), except a caller's own abort.
 */
export interface HttpClient {
  request(request: HttpRequest): Promise<unknown>;
}

/** The raw client: no token, no refresh (the refresh exchange itself goes through it). */
export const HttpClient: ServiceIdentifier<HttpClient> = Symbol.for('HttpClient');
/** The raw client behind BearerHttpClient: adds the bearer token and refreshes once on 401. */
export const AuthorizedHttpClient: ServiceIdentifier<HttpClient> = Symbol.for('AuthorizedHttpClient');
