import * as v from 'valibot';
import { creatorsApi, type CreatorsApiContract, type EndpointName } from '../../contract/creators-api';
import { apiErrorBodySchema, buildPath, type ApiErrorBody, type ResponseOf } from '../../contract/endpoint';

type Input = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Sent as is instead of JSON (multipart uploads). */
  form?: FormData;
};

export type Answer<T> = { status: number; ok: true; data: T } | { status: number; ok: false; error: ApiErrorBody };

/**
 * A client for tests that speaks the contract: every 2xx answer is parsed with the endpoint's
 * response schema and every error with the error schema, so a shape drift fails the test.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    public accessToken: string | null,
  ) {}

  async call<N extends EndpointName>(name: N, input: Input = {}): Promise<Answer<ResponseOf<CreatorsApiContract[N]>>> {
    const endpoint = creatorsApi[name];
    const url = new URL(buildPath(endpoint.path, input.params), this.baseUrl);
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {};
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    let body: BodyInit | undefined;
    if (input.form) body = input.form;
    else if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    const response = await fetch(url, { method: endpoint.method, headers, body });
    return parseAnswer(response, endpoint.response) as Promise<Answer<ResponseOf<CreatorsApiContract[N]>>>;
  }

  /** The data of a call that must succeed; otherwise the test fails with the server's answer. */
  async ok<N extends EndpointName>(name: N, input: Input = {}): Promise<ResponseOf<CreatorsApiContract[N]>> {
    const answer = await this.call(name, input);
    if (!answer.ok) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.error)}`);
    return answer.data;
  }

  /** A raw request with this client's token, for what the contract cannot express (bad input). */
  raw(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.accessToken && !headers.has('authorization')) headers.set('authorization', `Bearer ${this.accessToken}`);
    return fetch(new URL(path, this.baseUrl), { ...init, headers });
  }
}

export async function parseAnswer(response: Response, schema: v.GenericSchema): Promise<Answer<unknown>> {
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
    throw new Error(`answer ${response.status} is not JSON: ${text.slice(0, 200)}`);
  }
  const json = JSON.parse(text) as unknown;
  if (response.ok) return { status: response.status, ok: true, data: v.parse(schema, json) };
  return { status: response.status, ok: false, error: v.parse(apiErrorBodySchema, json) };
}
