import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { fetchClientOn } from '../../../tests/support/fetch-client-on';
import { json, FakeHttpServer, type RecordedRequest } from '../../../tests/fakes/fake-http-server';
import { FakeTokenExchange } from '../../../tests/fakes/fake-token-exchange';
import { InMemoryTokenStore } from '../../../tests/fakes/in-memory-token-store';
import { InProcessRefreshLock } from '../../../tests/fakes/in-process-refresh-lock';
import { NetworkError, UnauthorizedError, UnexpectedError } from '../../application/errors/app-error';
import { failureKind } from '../../application/session/failure-kind';
import { SessionService } from '../../application/session/session-service';
import { BearerHttpClient } from './bearer-http-client';

/** The API accepts only the newest access token; anything else is 401. */
async function makeSut() {
  const exchange = new FakeTokenExchange();
  const store = new InMemoryTokenStore();
  const session = new SessionService(exchange, store, new InProcessRefreshLock(), new FakeErrorReporter());
  await session.signIn(exchange.grant(), { termsAgreed: true });
  let accepted: string | null = exchange.lastAccessToken;
  const server = new FakeHttpServer((request) =>
    request.headers.get('authorization') === `Bearer ${accepted}` ? json({ path: request.url }) : json({}, 401),
  );
  const raw = fetchClientOn(server);
  const client = new BearerHttpClient(raw, session);
  return {
    exchange,
    store,
    session,
    server,
    client,
    /** The server forgets the current access token (it expired); only one issued later works. */
    expire() {
      const before = exchange.lastAccessToken;
      accepted = null;
      const original = exchange.refresh.bind(exchange);
      exchange.refresh = async (token, options) => {
        const pair = await original(token, options);
        if (pair.accessToken !== before) accepted = pair.accessToken;
        return pair;
      };
    },
    refreshes: () => exchange.presented.length - 1,
  };
}

const bearer = (r: RecordedRequest | undefined) => r?.headers.get('authorization');

describe('BearerHttpClient', () => {
  it('given a session, when calling, then the bearer token is added', async () => {
    const { client, server } = await makeSut();
    await expect(client.request({ url: '/cl/a', method: 'GET' })).resolves.toEqual({ path: '/cl/a' });
    expect(bearer(server.requests[0])).toBe('Bearer access-2');
  });

  it('given five concurrent requests that all get 401, when answered, then one refresh and one replay each', async () => {
    const { client, server, expire, refreshes } = await makeSut();
    expire();
    const firstRound: (() => void)[] = [];
    const handler = server.handler;
    // Hold the first five answers until all five are in flight, so their 401s overlap.
    server.handler = (request) =>
      server.requests.length <= 5 && firstRound.length < 5
        ? new Promise((resolve) => {
            firstRound.push(() => resolve(handler(request)));
            if (firstRound.length === 5) firstRound.forEach((answer) => answer());
          })
        : handler(request);
    const paths = ['/1', '/2', '/3', '/4', '/5'];
    const results = await Promise.all(paths.map((url) => client.request({ url, method: 'GET' })));
    expect(results).toEqual(paths.map((path) => ({ path })));
    expect(refreshes()).toBe(1);
    expect(server.requests).toHaveLength(10);
    for (const path of paths) expect(server.requests.filter((r) => r.url === path)).toHaveLength(2);
    expect(server.requests.slice(5).every((r) => bearer(r) === 'Bearer access-3')).toBe(true);
  });

  it('given a 401 that arrives after another request already refreshed, when answered, then it replays without a second refresh', async () => {
    const { client, server, expire, refreshes } = await makeSut();
    expire();
    let releaseSlow: (() => void) | null = null;
    const handler = server.handler;
    server.handler = (request) =>
      request.url === '/slow' && !releaseSlow
        ? new Promise((resolve) => (releaseSlow = () => resolve(handler(request))))
        : handler(request);
    const slow = client.request({ url: '/slow', method: 'GET' });
    await client.request({ url: '/fast', method: 'GET' });
    releaseSlow!();
    await expect(slow).resolves.toEqual({ path: '/slow' });
    expect(refreshes()).toBe(1);
  });

  it('given the replay gets 401 again, when answered, then the session ends with UnauthorizedError', async () => {
    const { client, server, session, store, refreshes } = await makeSut();
    server.handler = () => json({}, 401);
    await expect(client.request({ url: '/a', method: 'GET' })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(server.requests).toHaveLength(2);
    expect(refreshes()).toBe(1);
    expect(session.getState().isAuthenticated).toBe(false);
    expect(store.getRefreshToken()).toBeNull();
  });

  it('given the refresh is refused, when a 401 arrives, then tokens are cleared, no replay, UnauthorizedError', async () => {
    const { client, server, exchange, session, store, expire } = await makeSut();
    expire();
    exchange.failNextWith(new UnauthorizedError('expired'));
    const error = await client.request({ url: '/a', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(server.requests).toHaveLength(1);
    expect(session.getState()).toEqual({ accessToken: null, refreshToken: null, isAuthenticated: false });
    expect(store.getRefreshToken()).toBeNull();
  });

  it.each([
    ['no answer', new NetworkError('offline')],
    ['a 503', new UnexpectedError('HTTP 503', 503)],
  ])(
    'given the refresh gets %s, when a 401 arrives, then the call fails with it and the session keeps both tokens',
    async (_, outage) => {
      const { client, server, exchange, session, store, expire } = await makeSut();
      expire();
      exchange.down(outage);
      const error = await client.request({ url: '/a', method: 'GET' }).catch((e: unknown) => e);
      expect(error).toBe(outage);
      expect(failureKind(error)).toBe('unavailable');
      expect(server.requests).toHaveLength(1);
      expect(session.getState()).toMatchObject({ isAuthenticated: true, accessToken: null });
      expect(store.getRefreshToken()).toBe(session.getState().refreshToken);
      // Once the server answers, the same call goes through.
      exchange.up();
      await session.whenAvailable().catch(() => undefined);
      await session.retryNow();
      await expect(client.request({ url: '/a', method: 'GET' })).resolves.toEqual({ path: '/a' });
      session.signOut();
    },
  );

  it('given no session at all, when calling, then it fails with "refreshToken이 없습니다." and sends nothing', async () => {
    const { client, server, session } = await makeSut();
    session.signOut();
    const error = await client.request({ url: '/a', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).message).toBe('refreshToken이 없습니다.');
    expect(server.requests).toEqual([]);
  });

  it.each(['fetch', 'xhr'] as const)(
    'given a multipart %s upload that gets 401, when replayed, then the same FormData is sent again',
    async (path) => {
      const { client, server, expire, refreshes } = await makeSut();
      expire();
      const form = new FormData();
      form.append('name', '달빛');
      form.append('image', new File(['png-bytes'], 'moon.png', { type: 'image/png' }));
      const progress: number[] = [];
      await client.request({
        url: '/upload',
        method: 'POST',
        body: form,
        onUploadProgress: path === 'xhr' ? (f) => progress.push(f) : undefined,
      });
      expect(refreshes()).toBe(1);
      expect(server.requests.map((r) => r.transport)).toEqual([path, path]);
      const sent = server.requests.map((r) => r.body as FormData);
      for (const body of sent) {
        expect(body.get('name')).toBe('달빛');
        const file = body.get('image') as File;
        expect(file.name).toBe('moon.png');
        expect(await file.text()).toBe('png-bytes');
      }
      if (path === 'xhr') expect(progress.filter((f) => f === 1).length).toBeGreaterThanOrEqual(2);
    },
  );
});
