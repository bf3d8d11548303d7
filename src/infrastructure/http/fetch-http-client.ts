import { NetworkError, UnexpectedError } from '../../application/errors/app-error';
import type { HttpClient, HttpQuery, HttpRequest } from './http-client';
import type { RefusalMessages } from './http-error-mapper';
import { errorFromFailure } from './transport-failure';
import type { Transport } from './xhr-fetch';

/** Requirements §9. */
export const JSON_TIMEOUT_MS = 10_000;
export const MULTIPART_TIMEOUT_MS = 30_000;

export function withQuery(url: string, query: HttpQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function isJson(response: Response): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(response.headers.get('content-type') ?? '');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A refused or failed answer as an AppError. The status mapping (with the contract's error body
 * schema, valibot) loads with the first such answer: the first route loads no valibot. If it cannot
 * load, the network is gone: a NetworkError.
 */
async function statusError(response: Response, refusals: RefusalMessages): Promise<unknown> {
  const body = await readBody(response);
  try {
    const { errorFromStatus } = await import('./http-error-mapper');
    return errorFromStatus(response.status, body, refusals);
  } catch (error) {
    return new NetworkError(`HTTP ${response.status}; its error mapping could not load`, { cause: error });
  }
}

async function readResult(response: Response, refusals: RefusalMessages): Promise<unknown> {
  if (!response.ok) throw await statusError(response, refusals);
  if (!isJson(response)) return response;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UnexpectedError('the answer claims JSON but does not parse', response.status, { cause: error });
  }
}

/**
 * The raw client (no token). Every call is rebuilt from the HttpRequest, so a replay after a
 * refresh sends the same FormData again. Multipart bodies get 30 s, everything else 10 s; the
 * timer also covers reading the answer.
 */
export class FetchHttpClient implements HttpClient {
  private readonly fetch: Transport;
  private readonly upload: Transport;
  private readonly multipart: Transport;
  private readonly refusals: RefusalMessages;

  /**
   * `refusals`: the catalogue's sentences for a refusal the server did not word itself. `multipart`
   * sends a multipart body without progress (the editions editor's images; default: `fetch`).
   */
  constructor(options: { refusals: RefusalMessages; fetch?: Transport; upload?: Transport; multipart?: Transport }) {
    this.fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    // Loaded with the first upload that reports progress: the first route never uploads.
    this.upload = options.upload ?? ((url, init) => import('./xhr-fetch').then(({ xhrFetch }) => xhrFetch(url, init)));
    this.multipart = options.multipart ?? this.fetch;
    this.refusals = options.refusals;
  }

  async request(request: HttpRequest): Promise<unknown> {
    const multipart = request.body instanceof FormData;
    const timeoutMs = multipart ? MULTIPART_TIMEOUT_MS : JSON_TIMEOUT_MS;
    const callerSignal = request.signal;
    if (callerSignal?.aborted) throw callerSignal.reason;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    const headers = new Headers({ Accept: 'application/json', ...request.headers });
    let body: BodyInit | undefined;
    if (multipart) {
      // The browser writes multipart/form-data with its boundary; a hand-set type would lack it.
      headers.delete('content-type');
      body = request.body as FormData;
    } else if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }
    const transport = !multipart ? this.fetch : request.onUploadProgress ? this.upload : this.multipart;

    try {
      const response = await transport(withQuery(request.url, request.query), {
        method: request.method,
        headers,
        body,
        keepalive: request.keepalive,
        signal: controller.signal,
        onUploadProgress: request.onUploadProgress,
      });
      return await readResult(response, this.refusals);
    } catch (error) {
      throw errorFromFailure(error, { timedOut, timeoutMs, callerSignal });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }
}
