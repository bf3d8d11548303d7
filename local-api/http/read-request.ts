import busboy from 'busboy';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Endpoint } from '../../contract/endpoint';
import type { ApiEnv } from './api-env';
import { ApiError, badRequest } from './errors';
import { fileOf } from './file-bytes';
import { JsonShapeScanner } from './json-shape';
import { drainInBackground } from './limit-body';
import { messages } from './messages';
import { toBadRequest } from './validation-error';

export interface RequestParts {
  params: unknown;
  query: unknown;
  body: unknown;
  /** Files of a multipart body, by field name (the last one wins). */
  files: ReadonlyMap<string, File>;
  /** Every file of a multipart body, by field name, in the order sent (a batch upload's `images`). */
  fileLists: ReadonlyMap<string, readonly File[]>;
}

/** The input checked against `schema` (undefined without one); the first bad field throws a 400 naming it. */
export function check(schema: v.GenericSchema | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  // Only the first issue is answered: stop there rather than record one per bad item of a big array.
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (!result.success) throw toBadRequest(result.issues);
  return result.output;
}

const isMultipart = (c: Context) =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * The body's bytes, its shape checked as they arrive: an array or object beyond what any request
 * holds is refused at once (the rest is drained in the background), before it is parsed. The bytes
 * are copied into a buffer of their own, so they can be handed to another thread without a copy.
 */
export async function readJsonBytes(c: Context): Promise<Uint8Array<ArrayBuffer>> {
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const scanner = new JsonShapeScanner();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (scanner.push(value)) {
        drainInBackground(reader, size + value.byteLength);
        throw badRequest(messages.body.tooManyItems);
      }
      chunks.push(value);
      size += value.byteLength;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest(messages.body.unreadable);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The JSON value of a body read by readJsonBytes; 400 when it is not JSON. */
export function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')) as unknown;
  } catch {
    throw badRequest(messages.body.notJson);
  }
}

/**
 * A multipart body's text fields and files (the last file of a field wins). Read in one piece (the
 * node server's direct path) and split by busboy: undici's `formData()` over a web stream was a fifth
 * of an image upload's time on the server.
 */
async function readMultipart(
  c: Context,
): Promise<{ fields: Record<string, string>; files: Map<string, File>; fileLists: Map<string, File[]> }> {
  const fields: Record<string, string> = {};
  const files = new Map<string, File>();
  const fileLists = new Map<string, File[]>();
  try {
    const bytes = Buffer.from(await c.req.raw.arrayBuffer());
    await new Promise<void>((resolve, reject) => {
      // Browsers send a file's name as UTF-8 bytes (busboy reads latin1 unless told).
      const parser = busboy({
        headers: { 'content-type': c.req.header('content-type') ?? '' },
        defParamCharset: 'utf8',
      });
      parser.on('field', (name, value) => (fields[name] = value));
      parser.on('file', (name, stream, { filename, mimeType }) => {
        const chunks: Buffer<ArrayBuffer>[] = [];
        stream.on('data', (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
        stream.on('end', () => {
          // One chunk (the whole body was given at once) is a view of the body: no copy.
          const file = fileOf(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), filename ?? '', mimeType);
          files.set(name, file);
          fileLists.set(name, [...(fileLists.get(name) ?? []), file]);
        });
      });
      parser.on('close', resolve);
      parser.on('error', reject);
      parser.end(bytes);
    });
  } catch {
    throw badRequest(messages.body.unreadable);
  }
  return { fields, files, fileLists };
}

/** The path params and the query, checked against the endpoint's schemas. */
export function readParamsAndQuery(endpoint: Endpoint, c: Context<ApiEnv>): { params: unknown; query: unknown } {
  return { params: check(endpoint.params, c.req.param()), query: check(endpoint.query, c.req.query()) };
}

/**
 * Reads and validates a request against its endpoint: path params, then query, then body (JSON, or
 * multipart text fields for multipart endpoints). The first bad field becomes a 400 naming it.
 */
export async function readRequest(endpoint: Endpoint, c: Context<ApiEnv>): Promise<RequestParts> {
  const { params, query } = readParamsAndQuery(endpoint, c);
  if (endpoint.multipart && isMultipart(c)) {
    const { fields, files, fileLists } = await readMultipart(c);
    return { params, query, body: check(endpoint.body, fields), files, fileLists };
  }
  const body = endpoint.body ? check(endpoint.body, parseJson(await readJsonBytes(c))) : undefined;
  return { params, query, body, files: new Map(), fileLists: new Map() };
}
