import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FakeTokenExchange } from '../../../tests/fakes/fake-token-exchange';
import { InMemoryTokenStore } from '../../../tests/fakes/in-memory-token-store';
import { InProcessRefreshLock } from '../../../tests/fakes/in-process-refresh-lock';
import {
  NetworkError,
  TimeoutError,
  UnauthorizedError,
  UnexpectedError,
  ValidationError,
  type AppError,
} from '../errors/app-error';
import { failureKind } from './failure-kind';
import { RECONNECT_DELAYS_MS } from './reconnection';
import { SessionService } from './session-service';

/**
 * Issue 41, product.md "Sessions": only a refused refresh ends a session. No answer, a timeout or a
 * 5xx keeps both tokens; the session retries with backoff and carries on when the server answers.
 */

function makeSut(store = new InMemoryTokenStore(), server = new FakeTokenExchange()) {
  void store.setRefreshToken(server.grant());
  const reporter = new FakeErrorReporter();
  const session = new SessionService(server, store, new InProcessRefreshLock(), reporter);
  const connections: string[] = [];
  session.subscribeConnection((connection) => connections.push(connection));
  return { session, server, store, reporter, connections };
}

const outages: [string, AppError][] = [
  ['no answer (network)', new NetworkError('Failed to fetch')],
  ['a timeout', new TimeoutError(10_000)],
  ['a 502 from the host', new UnexpectedError('HTTP 502', 502)],
  ['a 503', new UnexpectedError('HTTP 503: UNAVAILABLE', 503)],
  ['a 504', new UnexpectedError('HTTP 504', 504)],
  ['a 500', new UnexpectedError('HTTP 500: INTERNAL', 500)],
];

const refusals: [string, AppError][] = [
  ['invalid or expired (401)', new UnauthorizedError('로그인 정보가 유효하지 않습니다.')],
  ['reused (401)', new UnauthorizedError('이미 사용된 로그인 정보입니다.')],
  [
    'a malformed request (400)',
    new ValidationError('요청 본문이 올바른 JSON 형식이 아닙니다.', undefined, { status: 400 }),
  ],
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a refresh at start-up', () => {
  it.each(outages)(
    'given %s, then both tokens are kept and the creator stays signed in, unreachable',
    async (_, error) => {
      const { session, server, store, connections } = makeSut();
      server.down(error);
      await session.initialize();
      expect(session.getState()).toEqual({ accessToken: null, refreshToken: 'refresh-1', isAuthenticated: true });
      expect(store.getRefreshToken()).toBe('refresh-1');
      expect(connections).toEqual(['unreachable']);
      expect(failureKind(error)).toBe('unavailable');
      session.signOut();
    },
  );

  it.each(refusals)(
    'given the server refuses it as %s, then both tokens are cleared and the session ends',
    async (_, error) => {
      const { session, server, store } = makeSut();
      server.down(error);
      await session.initialize();
      expect(session.getState().isAuthenticated).toBe(false);
      expect(store.getRefreshToken()).toBeNull();
      expect(session.getConnection()).toBe('connected');
    },
  );
});

describe('through an outage', () => {
  it('given the server is down, then the refresh is retried with backoff, and once it answers the session goes on with a new pair', async () => {
    const { session, server, store, connections, reporter } = makeSut();
    server.down(new UnexpectedError('HTTP 503', 503));
    await session.initialize();
    const presentedBefore = server.presented.length;
    for (const delay of RECONNECT_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS.at(-1)! * 3);
    // One try per step, then once per last step: not a tight loop.
    expect(server.presented.length - presentedBefore).toBe(RECONNECT_DELAYS_MS.length + 3);
    expect(reporter.errors).toHaveLength(1);
    const waiting = session.whenAvailable();
    server.up();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS.at(-1)!);
    await expect(waiting).resolves.toBeUndefined();
    expect(session.getState()).toMatchObject({ isAuthenticated: true, accessToken: expect.stringMatching(/^access-/) });
    expect(store.getRefreshToken()).toBe(session.getState().refreshToken);
    expect(server.refused).toEqual([]);
    expect(connections).toEqual(['unreachable', 'connected']);
  });

  it('given 다시 시도 during an outage, then it tries at once instead of at the next step', async () => {
    const { session, server } = makeSut();
    server.down(new NetworkError('offline'));
    await session.initialize();
    server.up();
    await session.retryNow();
    expect(session.getConnection()).toBe('connected');
    expect(session.getAccessToken()).toMatch(/^access-/);
  });

  it('given a call that got 401 while the server is down, then the refresh fails with the outage and the session is kept', async () => {
    const { session, server, store } = makeSut();
    await session.initialize();
    server.down(new TimeoutError(10_000));
    await expect(session.refresh()).rejects.toBeInstanceOf(TimeoutError);
    expect(session.getState()).toMatchObject({ isAuthenticated: true, accessToken: null });
    expect(store.getRefreshToken()).toBe(session.getState().refreshToken);
    expect(session.getConnection()).toBe('unreachable');
    session.signOut();
  });

  it('given an upload waiting for the server, when the session ends instead, then the wait rejects with UnauthorizedError; an abort rejects with its reason', async () => {
    const { session, server } = makeSut();
    server.down(new NetworkError('offline'));
    await session.initialize();
    const controller = new AbortController();
    const aborted = session.whenAvailable(controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(aborted).rejects.toThrow('cancelled');
    const waiting = expect(session.whenAvailable()).rejects.toBeInstanceOf(UnauthorizedError);
    server.down(new UnauthorizedError('expired'));
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]!);
    await waiting;
    expect(session.getState().isAuthenticated).toBe(false);
  });

  it('given another tab gets through first, when its rotation arrives, then this tab tries at once and spends the new token', async () => {
    const server = new FakeTokenExchange();
    const storeA = new InMemoryTokenStore();
    const a = makeSut(storeA, server);
    const b = new SessionService(server, storeA.openTab(), new InProcessRefreshLock(), new FakeErrorReporter());
    server.down(new NetworkError('offline'));
    await a.session.initialize();
    server.up();
    await b.initialize();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.session.getConnection()).toBe('connected');
    expect(server.refused).toEqual([]);
    expect(a.session.getState().isAuthenticated && b.getState().isAuthenticated).toBe(true);
  });
});

describe('failureKind', () => {
  it('sorts a failed call: a refused session ends it, an outage waits, anything else is the request’s own refusal', () => {
    expect(failureKind(new UnauthorizedError('x'))).toBe('ended');
    for (const [, error] of outages) expect(failureKind(error)).toBe('unavailable');
    expect(failureKind(new UnexpectedError('HTTP 429', 429))).toBe('unavailable');
    expect(failureKind(new ValidationError('잘못된 값', 'name', { status: 400 }))).toBe('refused');
    expect(failureKind(new UnexpectedError('HTTP 403', 403))).toBe('refused');
  });
});
