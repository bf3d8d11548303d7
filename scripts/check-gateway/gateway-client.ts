import { creatorsApi, type EndpointName } from '../../contract/creators-api';
import { buildPath } from '../../contract/endpoint';
import { preview, type Findings } from './findings';

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Another bearer token than the client's (the terms account), or null for none. */
  token?: string | null;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: unknown;
  json: boolean;
  headers: Headers;
  ms: number;
}

/** `GET /cl/creators-lab/v2/launchpads/:id`: how a finding names an endpoint. */
export const endpointLabel = (name: EndpointName) => `${creatorsApi[name].method} ${creatorsApi[name].path}`;

/**
 * Calls the gateway as the app does (JSON, bearer token) through the contract's paths, with spec
 * §9's timeout: an answer slower than it is aborted and reported once, as the app would give up.
 */
export class GatewayClient {
  accessToken: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly findings: Findings,
    private readonly timeoutMs: number,
  ) {}

  async call(name: EndpointName, input: CallInput = {}): Promise<Answer | null> {
    const endpoint = creatorsApi[name];
    const url = new URL(buildPath(endpoint.path, input.params), this.baseUrl);
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const token = input.token === undefined ? this.accessToken : input.token;
    const headers: Record<string, string> = { accept: 'application/json', ...input.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    return this.send(endpointLabel(name), url, { method: endpoint.method, headers, body }, endpoint.multipart);
  }

  /** A request outside the contract's calls (CORS preflight), under the same timeout. */
  raw(label: string, path: string, init: RequestInit): Promise<Answer | null> {
    return this.send(label, new URL(path, this.baseUrl), init, false);
  }

  private async send(label: string, url: URL, init: RequestInit, multipart: boolean): Promise<Answer | null> {
    const limit = multipart ? this.timeoutMs * 3 : this.timeoutMs;
    const started = performance.now();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(limit) });
      const text = await response.text();
      const ms = Math.round(performance.now() - started);
      const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
      let parsed: unknown = text;
      if (isJson) {
        try {
          parsed = JSON.parse(text);
        } catch {
          this.findings.mismatch({ area: 'read', where: label, path: '$', expected: 'JSON', received: preview(text) });
          return null;
        }
      }
      return { status: response.status, body: parsed, json: isJson, headers: response.headers, ms };
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      this.findings.mismatch({
        area: timedOut ? 'timeout' : 'read',
        where: label,
        path: '-',
        expected: timedOut ? `an answer within ${limit} ms (spec §9)` : 'an answer',
        received: timedOut ? `none after ${limit} ms` : preview((error as Error).message),
      });
      return null;
    }
  }
}
