import * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = v.GenericSchema;

/**
 * One row of the creators API: how it is called and what it carries. The server validates with
 * these schemas, the app's HTTP adapter types its calls and parses answers with them.
 */
export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  method: HttpMethod;
  /** Express-style path, e.g. `/cl/creators-lab/v2/launchpads/:id`. */
  path: string;
  params: P;
  query: Q;
  body: B;
  /** The body is multipart/form-data: its text fields follow `body`, files ride beside them. */
  multipart: boolean;
  /** Calls that need no bearer token (only the refresh exchange). */
  public: boolean;
  response: R;
}

export function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(e: {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  multipart?: boolean;
  public?: boolean;
  response: R;
}): Endpoint<P, Q, B, R> {
  return {
    method: e.method,
    path: e.path,
    params: e.params as P,
    query: e.query as Q,
    body: e.body as B,
    multipart: e.multipart ?? false,
    public: e.public ?? false,
    response: e.response,
  };
}

type In<S> = S extends Schema ? v.InferInput<S> : never;
type Out<S> = S extends Schema ? v.InferOutput<S> : never;

export type ParamsOf<E> = E extends Endpoint<infer P> ? In<P> : never;
export type QueryOf<E> = E extends Endpoint<Schema | undefined, infer Q> ? In<Q> : never;
export type BodyOf<E> = E extends Endpoint<Schema | undefined, Schema | undefined, infer B> ? In<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R> ? Out<R> : never;

/** Fills `:name` segments from params, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A numeric id that arrives as a number from the app and as a string from a URL. */
export const numericParamSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]),
  v.number(),
  v.safeInteger(),
  v.minValue(1),
);

/**
 * The body of every error answer: a stable code and a Korean sentence. With `field`, the sentence is
 * the rule's own message for that field (requirements §5 to the character), without the field's name.
 */
export const apiErrorBodySchema = v.object({
  code: v.picklist([
    'BAD_REQUEST',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'NOT_FOUND',
    'CONFLICT',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'INTERNAL',
  ]),
  message: v.string(),
  field: v.optional(v.string()),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>;
