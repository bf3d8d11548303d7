/** The part of `fetch` our client uses, plus upload progress (which only XMLHttpRequest reports). */
export type Transport = (
  url: string,
  init: RequestInit & { onUploadProgress?: (fraction: number) => void },
) => Promise<Response>;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * `fetch` over XMLHttpRequest, for uploads whose progress the creator watches. It fails as fetch
 * does (TypeError for the network, the signal's reason for an abort), so the client's timeout,
 * error mapping and 401 replay are shared with the fetch path.
 */
export function xhrFetch(
  url: string,
  init: Parameters<Transport>[1],
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init.signal;
    const abortReason = (): unknown => signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(abortReason());
      return;
    }
    const xhr = createXhr();
    xhr.open(init.method ?? 'GET', url, true);
    xhr.responseType = 'blob';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    const progress = init.onUploadProgress;
    if (progress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) progress(event.loaded / event.total);
      });
      xhr.upload.addEventListener('load', () => progress(1));
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      settle();
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob | null);
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortReason());
    });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
