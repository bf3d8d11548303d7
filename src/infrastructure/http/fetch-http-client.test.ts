import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClientOn, testRefusals } from '../../../tests/support/fetch-client-on';
import { json, FakeHttpServer } from '../../../tests/fakes/fake-http-server';
import {
  NetworkError,
  NotFoundError,
  TimeoutError,
  UnauthorizedError,
  UnexpectedError,
  ValidationError,
} from '../../application/errors/app-error';

function makeSut(handler?: ConstructorParameters<typeof FakeHttpServer>[0]) {
  const server = new FakeHttpServer(handler);
  const client = fetchClientOn(server);
  return { server, client };
}

const never = () => new Promise<Response>(() => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe('FetchHttpClient requests', () => {
  it('given undefined and null query values, when sent, then they are dropped and the rest encoded', async () => {
    const { server, client } = makeSut();
    await client.request({ url: '/cl/x', method: 'GET', query: { size: 1000, a: undefined, b: null, q: '가 b&c' } });
    expect(server.requests[0]?.url).toBe('/cl/x?size=1000&q=%EA%B0%80+b%26c');
  });

  it('given a JSON body, headers and keepalive, when sent, then they go out as JSON', async () => {
    const { server, client } = makeSut();
    await client.request({
      url: '/cl/x',
      method: 'POST',
      body: { name: '달' },
      headers: { 'X-Trace': 't' },
      keepalive: true,
    });
    const sent = server.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toBe('{"name":"달"}');
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.headers.get('x-trace')).toBe('t');
    expect(sent?.keepalive).toBe(true);
  });

  it('given a FormData body with a hand-set content type, when sent, then the browser is left to write the boundary', async () => {
    const { server, client } = makeSut();
    const form = new FormData();
    form.append('name', '달');
    await client.request({
      url: '/cl/x',
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(server.requests[0]?.body).toBe(form);
    expect(server.requests[0]?.headers.has('content-type')).toBe(false);
  });

  it('given JSON answers, when received, then they are parsed (including +json and empty bodies)', async () => {
    const answers = [
      json({ ok: 1 }),
      new Response('{"p":2}', { headers: { 'Content-Type': 'application/problem+json; charset=utf-8' } }),
      new Response('', { headers: { 'Content-Type': 'application/json' } }),
    ];
    const { client } = makeSut(() => answers.shift() ?? json(null));
    expect(await client.request({ url: '/a', method: 'GET' })).toEqual({ ok: 1 });
    expect(await client.request({ url: '/b', method: 'GET' })).toEqual({ p: 2 });
    expect(await client.request({ url: '/c', method: 'GET' })).toBeNull();
  });

  it('given a non-JSON answer, when received, then the raw Response is returned', async () => {
    const { client } = makeSut(() => new Response('png-bytes', { headers: { 'Content-Type': 'image/png' } }));
    const result = await client.request({ url: '/img', method: 'GET' });
    expect(result).toBeInstanceOf(Response);
    expect(await (result as Response).text()).toBe('png-bytes');
  });

  it('given an answer that claims JSON but is not, when received, then it is unexpected', async () => {
    const { client } = makeSut(() => new Response('<html>', { headers: { 'Content-Type': 'application/json' } }));
    await expect(client.request({ url: '/a', method: 'GET' })).rejects.toBeInstanceOf(UnexpectedError);
  });
});

describe('FetchHttpClient failures', () => {
  const serverBody = { code: 'BAD_REQUEST', message: '전화번호를 다시 확인해 주세요.', field: 'phoneNumber' };
  it.each([
    [400, serverBody, ValidationError, { userMessage: serverBody.message, field: 'phoneNumber', status: 400 }],
    [400, null, ValidationError, { userMessage: testRefusals[400], field: undefined }],
    [
      409,
      { code: 'CONFLICT', message: '이미 있습니다.' },
      ValidationError,
      { userMessage: '이미 있습니다.', status: 409 },
    ],
    [413, 'Payload Too Large', ValidationError, { userMessage: testRefusals[413] }],
    [415, { code: 'WHAT' }, ValidationError, { userMessage: testRefusals[415] }],
    [422, { code: 'BAD_REQUEST', message: '' }, ValidationError, { userMessage: testRefusals[422] }],
    [401, { code: 'UNAUTHORIZED', message: 'expired' }, UnauthorizedError, {}],
    [404, null, NotFoundError, {}],
    [
      403,
      { code: 'FORBIDDEN', message: '승인된 뒤에는 런치패드를 수정할 수 없습니다.' },
      ValidationError,
      { userMessage: '승인된 뒤에는 런치패드를 수정할 수 없습니다.', status: 403 },
    ],
    [403, 'Forbidden', UnexpectedError, { status: 403 }],
    [500, null, UnexpectedError, { status: 500 }],
    [503, 'down', UnexpectedError, { status: 503 }],
  ] as const)('given status %i with %j, when received, then it maps to %o', async (status, body, type, fields) => {
    const { client } = makeSut(() =>
      body === null
        ? new Response(null, { status })
        : typeof body === 'string'
          ? new Response(body, { status })
          : json(body, status),
    );
    const error = await client.request({ url: '/a', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect(error).toMatchObject(fields);
  });

  it('given the network fails, when sent, then it is a NetworkError', async () => {
    const { client } = makeSut(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request({ url: '/a', method: 'GET' })).rejects.toBeInstanceOf(NetworkError);
  });

  it('given no answer, when 10 s pass, then a JSON call times out (and not a moment before)', async () => {
    vi.useFakeTimers();
    const { client } = makeSut(never);
    let settled = false;
    const call = client.request({ url: '/a', method: 'GET' }).finally(() => (settled = true));
    const outcome = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual(new TimeoutError(10_000));
    expect(((await outcome) as TimeoutError).timeoutMs).toBe(10_000);
  });

  it.each(['fetch', 'xhr'] as const)(
    'given no answer to a multipart %s call, when 30 s pass, then it times out',
    async (path) => {
      vi.useFakeTimers();
      const { client, server } = makeSut(never);
      let settled = false;
      const call = client
        .request({
          url: '/u',
          method: 'POST',
          body: new FormData(),
          onUploadProgress: path === 'xhr' ? () => undefined : undefined,
        })
        .finally(() => (settled = true));
      const outcome = call.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(((await outcome) as TimeoutError).timeoutMs).toBe(30_000);
      expect(server.requests[0]?.transport).toBe(path);
    },
  );

  it("given the caller aborts, when the call is pending, then it rejects with the caller's reason", async () => {
    const { client } = makeSut(never);
    const controller = new AbortController();
    const call = client.request({ url: '/a', method: 'GET', signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).message).toBe('left the page');
  });
});

describe('FetchHttpClient uploads with progress', () => {
  it('given a progress callback, when a multipart body is sent, then XMLHttpRequest reports progress and JSON comes back', async () => {
    const { client, server } = makeSut(() => json({ url: '/local/uploads/a.png' }, 201));
    const form = new FormData();
    form.append('image', new File(['x'], 'a.png', { type: 'image/png' }));
    const progress: number[] = [];
    const result = await client.request({
      url: '/u',
      method: 'POST',
      body: form,
      onUploadProgress: (f) => progress.push(f),
    });
    expect(result).toEqual({ url: '/local/uploads/a.png' });
    expect(progress).toEqual([0.5, 1, 1]);
    expect(server.requests[0]).toMatchObject({ transport: 'xhr', body: form });
  });

  it('given the XHR upload is refused, when answered 413, then the same mapping applies', async () => {
    const { client } = makeSut(() =>
      json({ code: 'PAYLOAD_TOO_LARGE', message: '10MB 이하의 이미지만 올릴 수 있습니다.' }, 413),
    );
    const error = await client
      .request({ url: '/u', method: 'POST', body: new FormData(), onUploadProgress: () => undefined })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'validation',
      userMessage: '10MB 이하의 이미지만 올릴 수 있습니다.',
      status: 413,
    });
  });

  it('given the XHR network fails, when sent, then it is a NetworkError', async () => {
    const { client } = makeSut(() => {
      throw new TypeError('down');
    });
    await expect(
      client.request({ url: '/u', method: 'POST', body: new FormData(), onUploadProgress: () => undefined }),
    ).rejects.toBeInstanceOf(NetworkError);
  });
});
