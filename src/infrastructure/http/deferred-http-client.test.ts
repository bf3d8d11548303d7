import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../application/errors/app-error';
import { DeferredHttpClient } from './deferred-http-client';
import type { HttpClient, HttpRequest } from './http-client';

const call: HttpRequest = { url: '/cl/auth/v1/refresh', method: 'POST', body: { token: 't' } };

describe('DeferredHttpClient', () => {
  it('given no request yet, when requests are made, then the client loads once and answers each', async () => {
    const client: HttpClient = { request: vi.fn(async (request: HttpRequest) => ({ echoed: request.url })) };
    const load = vi.fn(async () => client);
    const deferred = new DeferredHttpClient(load);
    expect(load).not.toHaveBeenCalled();

    await expect(Promise.all([deferred.request(call), deferred.request(call)])).resolves.toEqual([
      { echoed: '/cl/auth/v1/refresh' },
      { echoed: '/cl/auth/v1/refresh' },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.request).toHaveBeenCalledWith(call);
  });

  it('given the client cannot load, when a request is made, then it fails as a network failure and the next request loads again', async () => {
    const client: HttpClient = { request: vi.fn(async () => 'ok') };
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(client);
    const deferred = new DeferredHttpClient(load);

    await expect(deferred.request(call)).rejects.toBeInstanceOf(NetworkError);
    await expect(deferred.request(call)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('DeferredHttpClient.preload', () => {
  it('given a preload, when the request follows, then the client was loaded once, and a failed preload does not reject', async () => {
    const client: HttpClient = { request: vi.fn(async () => 'ok') };
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(client);
    const deferred = new DeferredHttpClient(load);
    await expect(deferred.preload()).resolves.toBeUndefined();
    await deferred.preload();
    await expect(deferred.request(call)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
