/**
 * What must never reach Sentry: sign-in and refresh tokens (the local sign-in puts one in the
 * callback URL), access tokens in Authorization headers, 미리보기 keys in preview URLs, signatures and
 * nonces. The reporter strips them itself from every event and breadcrumb, whatever the SDK's
 * defaults do, so a change of SDK or of its options cannot leak them.
 */

export const REDACTED = '[redacted]';

/** Query or form names whose values are secrets (compared lower-case, without `_` and `-`). */
const SECRET_NAMES = new Set([
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'authorization',
  'auth',
  'code',
  'key',
  'previewkey',
  'signature',
  'nonce',
  'password',
  'secret',
  'cookie',
  'setcookie',
  'apikey',
  'session',
]);

const isSecretName = (name: string) => SECRET_NAMES.has(name.toLowerCase().replace(/[-_]/g, ''));

/** Bearer tokens, JWTs and the preview page's key, wherever they appear in free text. */
const SECRET_TEXT: [RegExp, string][] = [
  [/(bearer\s+)[^\s"',;]+/gi, `$1${REDACTED}`],
  [/\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g, REDACTED],
  [/(\/auction-preview\/)[^\s/?#"']+/g, `$1${REDACTED}`],
  // A JSON body quoted in a message: "token":"…", "refreshToken":"…".
  [
    /("(?:access_?token|refresh_?token|id_?token|token|code|key|signature|nonce|password|secret|api_?key)"\s*:\s*")[^"]*/gi,
    `$1${REDACTED}`,
  ],
  [
    /([?&#;\s](?:access_?token|refresh_?token|id_?token|token|code|key|signature|nonce|password|secret|api_?key)=)[^&#\s"']*/gi,
    `$1${REDACTED}`,
  ],
];

/** Free text with every token-looking part replaced. */
export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_TEXT) out = out.replace(pattern, replacement);
  return out;
}

/** A URL (absolute or a path) with secret query values, fragment values and preview keys replaced. */
export function scrubUrl(url: string): string {
  return scrubText(url);
}

/** Any JSON-like value: secret-named keys redacted, strings scrubbed, depth limited. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] =
      isSecretName(key) && item !== null && item !== undefined && item !== '' ? REDACTED : scrubValue(item, depth + 1);
  }
  return out;
}

/** The parts of a Sentry event that carry request data, URLs and messages. */
interface EventLike {
  message?: string;
  request?: {
    url?: string;
    query_string?: unknown;
    headers?: Record<string, string>;
    data?: unknown;
    cookies?: unknown;
  };
  breadcrumbs?: BreadcrumbLike[];
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  exception?: { values?: { value?: string }[] };
  transaction?: string;
  spans?: { description?: string; data?: Record<string, unknown> }[];
}

interface BreadcrumbLike {
  message?: string;
  data?: Record<string, unknown>;
}

/** The event with every secret removed (changed in place and returned, as beforeSend expects). */
export function scrubEvent<E extends EventLike>(event: E): E {
  if (event.message) event.message = scrubText(event.message);
  if (event.transaction) event.transaction = scrubText(event.transaction);
  const request = event.request;
  if (request) {
    if (request.url) request.url = scrubUrl(request.url);
    if (typeof request.query_string === 'string') request.query_string = scrubText(`?${request.query_string}`).slice(1);
    else if (request.query_string) request.query_string = scrubValue(request.query_string);
    if (request.headers) request.headers = scrubValue(request.headers) as Record<string, string>;
    if (request.data !== undefined) request.data = scrubValue(request.data);
    if (request.cookies) request.cookies = REDACTED;
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb));
  if (event.extra) event.extra = scrubValue(event.extra) as Record<string, unknown>;
  if (event.contexts) event.contexts = scrubValue(event.contexts) as Record<string, unknown>;
  if (event.tags) event.tags = scrubValue(event.tags) as Record<string, unknown>;
  for (const exception of event.exception?.values ?? [])
    if (exception.value) exception.value = scrubText(exception.value);
  for (const span of event.spans ?? []) {
    if (span.description) span.description = scrubText(span.description);
    if (span.data) span.data = scrubValue(span.data) as Record<string, unknown>;
  }
  return event;
}

/** A breadcrumb (navigation from/to, fetch url, console message) with its secrets removed. */
export function scrubBreadcrumb<B extends BreadcrumbLike>(crumb: B): B {
  if (crumb.message) crumb.message = scrubText(crumb.message);
  if (crumb.data) crumb.data = scrubValue(crumb.data) as Record<string, unknown>;
  return crumb;
}

/** A streamed span (its name is often the URL fetched) with its secrets removed. */
export function scrubSpan<S extends { name: string; attributes: Record<string, unknown> }>(span: S): S {
  span.name = scrubText(span.name);
  span.attributes = scrubValue(span.attributes) as S['attributes'];
  return span;
}
