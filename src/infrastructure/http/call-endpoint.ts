import * as v from 'valibot';
import { buildPath, type Endpoint } from '../../../contract/endpoint';
import { UnexpectedError } from '../../application/errors/app-error';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { HttpClient, HttpQuery } from './http-client';

export interface EndpointCall {
  params?: Record<string, string | number>;
  query?: HttpQuery;
  /** JSON body, or the FormData of a multipart endpoint. */
  body?: unknown;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}

/**
 * One contract row, called and checked: the path from `buildPath`, the answer parsed with the
 * endpoint's response schema. A malformed answer is the server's bug, not the creator's: it is
 * reported and surfaces as UnexpectedError.
 */
export async function callEndpoint<R extends v.GenericSchema>(
  http: HttpClient,
  baseUrl: string,
  reporter: ErrorReporter,
  name: string,
  endpoint: Endpoint<v.GenericSchema | undefined, v.GenericSchema | undefined, v.GenericSchema | undefined, R>,
  call: EndpointCall = {},
): Promise<v.InferOutput<R>> {
  const raw = await http.request({
    url: `${baseUrl}${buildPath(endpoint.path, call.params)}`,
    method: endpoint.method,
    query: call.query,
    body: call.body,
    signal: call.signal,
    onUploadProgress: call.onUploadProgress,
  });
  return checkAnswer(reporter, name, endpoint, raw);
}

/** An answer checked against its contract row's response schema (a malformed one is reported, then thrown). */
export function checkAnswer<R extends v.GenericSchema>(
  reporter: ErrorReporter,
  name: string,
  endpoint: Endpoint<v.GenericSchema | undefined, v.GenericSchema | undefined, v.GenericSchema | undefined, R>,
  raw: unknown,
): v.InferOutput<R> {
  const parsed = v.safeParse(endpoint.response, raw);
  if (parsed.success) return parsed.output;
  const error = new UnexpectedError(`malformed answer from ${name}`, undefined, { cause: v.flatten(parsed.issues) });
  reporter.report(error, { endpoint: name, method: endpoint.method, path: endpoint.path });
  throw error;
}
