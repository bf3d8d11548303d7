import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { MAX_UPLOAD_BYTES } from '../../contract/creators-api';
import type { Endpoint } from '../../contract/endpoint';
import type { ApiEnv } from './api-env';
import { payloadTooLarge } from './errors';
import { limitBody } from './limit-body';
import { messages } from './messages';
import { readJsonBytes, readParamsAndQuery, readRequest } from './read-request';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  files: ReadonlyMap<string, File>;
  /** Every file, by field name, in the order sent. */
  fileLists: ReadonlyMap<string, readonly File[]>;
  /** The signed-in user ('' on the public refresh call). */
  userId: string;
  c: Context<ApiEnv>;
}

export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => v.InferOutput<E['response']> | Promise<v.InferOutput<E['response']>>;

export interface RouteOptions {
  /** 201 for calls that create a resource. */
  status?: 200 | 201;
  /** Bytes accepted before the body is read; larger bodies get 413 without being buffered. */
  maxBodyBytes?: number;
}

/** JSON bodies are small forms; the editions editor's 10,000 tokens ask for more (see its route). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Room for the multipart boundaries and the text fields beside a 10 MB image. */
const MULTIPART_BODY_LIMIT = MAX_UPLOAD_BYTES + 256 * 1024;

/**
 * Registers one endpoint of the contract: body limit, request validation with the endpoint's
 * schemas, then the handler, whose answer is checked against the response schema (a mismatch is a
 * server bug: logged and answered 500, never sent half-right).
 */
export function route<E extends Endpoint>(
  app: Hono<ApiEnv>,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  register(app, endpoint, options, async (c) => {
    const parts = await readRequest(endpoint, c);
    return handler({ ...parts, userId: c.get('userId') ?? '', c } as RouteInput<E>);
  });
}

export interface JsonBytesRouteInput<E extends Endpoint> extends Omit<RouteInput<E>, 'body' | 'files' | 'fileLists'> {
  /** The JSON body as it arrived (its shape limits checked), neither parsed nor validated. */
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * Like `route`, but the handler gets the JSON body's bytes and parses and validates them itself
 * with the endpoint's body schema: for a body too big to parse and check on the main thread
 * without holding every other request (see the single-token writer).
 */
export function jsonBytesRoute<E extends Endpoint>(
  app: Hono<ApiEnv>,
  endpoint: E,
  handler: (input: JsonBytesRouteInput<E>) => Promise<v.InferOutput<E['response']>>,
  options: RouteOptions = {},
): void {
  register(app, endpoint, options, async (c) => {
    const { params, query } = readParamsAndQuery(endpoint, c);
    const bytes = await readJsonBytes(c);
    return handler({ params, query, bytes, userId: c.get('userId') ?? '', c } as JsonBytesRouteInput<E>);
  });
}

function register(
  app: Hono<ApiEnv>,
  endpoint: Endpoint,
  options: RouteOptions,
  answer: (c: Context<ApiEnv>) => Promise<unknown>,
): void {
  const maxSize = options.maxBodyBytes ?? (endpoint.multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT);
  const limit = limitBody(maxSize, () => {
    throw payloadTooLarge(endpoint.multipart ? messages.upload.tooLarge : messages.body.tooLarge);
  });
  app.on(endpoint.method, endpoint.path, limit, async (c) => {
    const result = await answer(c);
    const checked = v.safeParse(endpoint.response, result);
    if (!checked.success) {
      const where = checked.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
      throw new Error(`${endpoint.method} ${endpoint.path} answered outside its response schema: ${where}`);
    }
    // With its length: the compression middleware leaves an answer under 1 KB as it is (an upload's
    // answer is ~150 bytes; gzipping each through a CompressionStream was a tenth of the upload path).
    const text = JSON.stringify(result);
    return c.body(text, options.status ?? 200, {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(text)),
    });
  });
}
