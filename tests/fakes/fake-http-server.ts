import type { Transport } from '../../src/infrastructure/http/xhr-fetch';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  /** The JSON text, the FormData itself, or undefined. */
  body: string | FormData | undefined;
  keepalive: boolean;
  transport: 'fetch' | 'xhr';
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function abortable<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const reason = (): unknown => signal.reason ?? new DOMException('aborted', 'AbortError');
    const onAbort = () => reject(reason());
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject);
  });
}

/**
 * A server in a function: `fetch` and an XMLHttpRequest stand-in both record each request and ask
 * `handler` for the answer. Like the real ones, they reject with the signal's reason on abort and
 * with a TypeError when the handler throws one (a network failure).
 */
export class FakeHttpServer {
  readonly requests: RecordedRequest[] = [];

  constructor(public handler: Handler = () => json({})) {}

  readonly fetch: Transport = (url, init) => {
    const request = this.record(url, init, 'fetch');
    return abortable(
      Promise.resolve().then(() => this.handler(request)),
      init.signal,
    );
  };

  /** A constructor for `xhrFetch(url, init, () => new server.Xhr())`. */
  get Xhr(): new () => XMLHttpRequest {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the returned class's methods have their own `this`
    const server = this;
    return class FakeXhr extends EventTarget {
      readonly upload = new EventTarget();
      status = 0;
      statusText = '';
      response: Blob | null = null;
      responseType = '';
      private method = 'GET';
      private url = '';
      private readonly headers = new Headers();
      private responseHeaders = '';
      private aborted = false;

      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers.set(name, value);
      }
      getAllResponseHeaders() {
        return this.responseHeaders;
      }
      abort() {
        this.aborted = true;
        this.dispatchEvent(new Event('abort'));
      }
      send(body: XMLHttpRequestBodyInit | null) {
        const request = server.record(this.url, { method: this.method, headers: this.headers, body }, 'xhr');
        const progress = (loaded: number) =>
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }),
          );
        void Promise.resolve()
          .then(() => {
            progress(50);
            progress(100);
            this.upload.dispatchEvent(new Event('load'));
            return server.handler(request);
          })
          .then(async (response) => {
            if (this.aborted) return;
            this.status = response.status;
            this.statusText = response.statusText;
            this.responseHeaders = [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\r\n');
            this.response = await response.blob();
            this.dispatchEvent(new Event('load'));
          })
          .catch(() => {
            if (!this.aborted) this.dispatchEvent(new Event('error'));
          });
      }
    } as unknown as new () => XMLHttpRequest;
  }

  private record(url: string, init: RequestInit, transport: RecordedRequest['transport']): RecordedRequest {
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body instanceof FormData || typeof init.body === 'string' ? init.body : undefined,
      keepalive: init.keepalive ?? false,
      transport,
    };
    this.requests.push(request);
    return request;
  }
}
