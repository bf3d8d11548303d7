import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FakeTokenExchange } from '../../../tests/fakes/fake-token-exchange';
import { InMemoryTokenStore } from '../../../tests/fakes/in-memory-token-store';
import { InProcessRefreshLock } from '../../../tests/fakes/in-process-refresh-lock';
import type { AuthSession } from '../../domain/auth/auth-session';
import { NetworkError, UnauthorizedError } from '../errors/app-error';
import type { RefreshLock } from '../ports/refresh-lock';
import { SessionService } from './session-service';

function makeSut(
  options: {
    server?: FakeTokenExchange;
    store?: InMemoryTokenStore;
    lock?: RefreshLock;
    stored?: 'valid' | (string & {});
  } = {},
) {
  const server = options.server ?? new FakeTokenExchange();
  const store = options.store ?? new InMemoryTokenStore();
  if (options.stored === 'valid') void store.setRefreshToken(server.grant());
  else if (options.stored) void store.setRefreshToken(options.stored);
  const reporter = new FakeErrorReporter();
  const session = new SessionService(server, store, options.lock ?? new InProcessRefreshLock(), reporter);
  const seen: AuthSession[] = [];
  session.subscribe((state) => seen.push(state));
  return { session, server, store, reporter, seen };
}

describe('SessionService start-up', () => {
  it('given no stored token, when initialized, then it is signed out without calling the server', async () => {
    const { session, server } = makeSut();
    await session.initialize();
    expect(session.getState()).toEqual({ accessToken: null, refreshToken: null, isAuthenticated: false });
    expect(server.presented).toEqual([]);
  });

  it('given a stored token, when initialized, then it is exchanged and the new refresh token stored', async () => {
    const { session, store, server } = makeSut({ stored: 'valid' });
    await session.initialize();
    expect(session.getState()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2', isAuthenticated: true });
    expect(session.getAccessToken()).toBe('access-2');
    expect(store.getRefreshToken()).toBe('refresh-2');
    expect(server.presented.map((p) => p.token)).toEqual(['refresh-1']);
  });

  it('given a refused stored token, when initialized, then both tokens are cleared, nothing thrown or reported', async () => {
    const { session, store, reporter } = makeSut({ stored: 'expired' });
    await expect(session.initialize()).resolves.toBeUndefined();
    expect(session.getState().isAuthenticated).toBe(false);
    expect(store.getRefreshToken()).toBeNull();
    expect(reporter.reports).toEqual([]);
  });

  it('given the network fails at start, when initialized, then both tokens are kept, the server counts as unreachable and the failure is reported once', async () => {
    const { session, server, store, reporter } = makeSut({ stored: 'valid' });
    server.failNextWith(new NetworkError('offline'));
    await session.initialize();
    expect(session.getState()).toEqual({ accessToken: null, refreshToken: 'refresh-1', isAuthenticated: true });
    expect(session.getConnection()).toBe('unreachable');
    expect(store.getRefreshToken()).toBe('refresh-1');
    expect(reporter.errors).toEqual([expect.any(NetworkError)]);
    session.signOut();
  });
});

describe('SessionService sign-in and sign-out', () => {
  it('given the token from /login, when signing in, then it is exchanged with termsAgreed and the session starts', async () => {
    const { session, server, store, seen } = makeSut();
    const token = server.grant();
    await session.signIn(token, { termsAgreed: false });
    expect(server.presented).toEqual([{ token, termsAgreed: false }]);
    expect(session.getState()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2', isAuthenticated: true });
    expect(store.getRefreshToken()).toBe('refresh-2');
    expect(seen.at(-1)?.isAuthenticated).toBe(true);
  });

  it('given a refused token, when signing in, then an AppError is thrown and nothing is stored', async () => {
    const { session, store } = makeSut();
    await expect(session.signIn('forged', { termsAgreed: true })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(session.getState().isAuthenticated).toBe(false);
    expect(store.writes).toEqual([]);
  });

  it('given a session, when signing out, then both tokens are cleared and listeners told', async () => {
    const { session, store, seen } = makeSut({ stored: 'valid' });
    await session.initialize();
    session.signOut();
    expect(session.getState()).toEqual({ accessToken: null, refreshToken: null, isAuthenticated: false });
    expect(store.getRefreshToken()).toBeNull();
    expect(seen.map((s) => s.isAuthenticated)).toEqual([true, false]);
  });
});

describe('SessionService refresh', () => {
  it('given no stored token, when refreshing, then it fails with "refreshToken이 없습니다."', async () => {
    const { session } = makeSut();
    const error = await session.refresh().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).message).toBe('refreshToken이 없습니다.');
  });

  it('given five concurrent callers, when refreshing, then one exchange serves them all', async () => {
    const { session, server } = makeSut({ stored: 'valid' });
    await session.initialize();
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => session.refresh()));
    expect(new Set(tokens)).toEqual(new Set(['access-3']));
    expect(server.presented).toHaveLength(2);
  });

  it('given the server refuses, when refreshing, then both tokens are cleared and the session ends', async () => {
    const { session, server, store } = makeSut({ stored: 'valid' });
    await session.initialize();
    server.failNextWith(new UnauthorizedError('expired'));
    await expect(session.refresh()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(session.getState()).toEqual({ accessToken: null, refreshToken: null, isAuthenticated: false });
    expect(store.getRefreshToken()).toBeNull();
  });

  it('given a sign-out while a refresh is under way, when the answer arrives, then it is thrown away', async () => {
    const { session, server, store } = makeSut({ stored: 'valid' });
    await session.initialize();
    const release = server.hold();
    const refreshing = session.refresh();
    await Promise.resolve();
    session.signOut();
    release();
    await expect(refreshing).rejects.toBeInstanceOf(UnauthorizedError);
    expect(session.getState().isAuthenticated).toBe(false);
    expect(store.getRefreshToken()).toBeNull();
  });
});

describe('SessionService across tabs', () => {
  function twoTabs(lock: RefreshLock) {
    const server = new FakeTokenExchange();
    const storeA = new InMemoryTokenStore();
    const storeB = storeA.openTab();
    const a = makeSut({ server, store: storeA, lock });
    const b = makeSut({ server, store: storeB, lock });
    return { server, storeA, a: a.session, b: b.session };
  }

  it('given two tabs refreshing at once, when they share the lock, then no refresh token is spent twice', async () => {
    const { server, storeA, a, b } = twoTabs(new InProcessRefreshLock());
    await a.signIn(server.grant(), { termsAgreed: true });
    await b.initialize();
    const [tokenA, tokenB] = await Promise.all([a.refresh(), b.refresh()]);
    const presented = server.presented.map((p) => p.token);
    expect(new Set(presented).size).toBe(presented.length);
    expect(server.refused).toEqual([]);
    expect([tokenA, tokenB].every((t) => t.startsWith('access-'))).toBe(true);
    expect(a.getState().isAuthenticated && b.getState().isAuthenticated).toBe(true);
    expect(server.isLive(storeA.getRefreshToken() ?? '')).toBe(true);
  });

  it("given the other tab's write has not reached this tab yet, when both start at once, then the rotated token is read inside the lock and neither tab is signed out", async () => {
    const server = new FakeTokenExchange();
    const storeA = new InMemoryTokenStore(server.grant());
    const storeB = storeA.openTab({ lagging: true });
    const lock = new InProcessRefreshLock();
    const a = makeSut({ server, store: storeA, lock });
    const b = makeSut({ server, store: storeB, lock });
    await Promise.all([a.session.initialize(), b.session.initialize()]);
    storeB.deliver();
    expect(server.refused).toEqual([]);
    expect(a.session.getState().isAuthenticated && b.session.getState().isAuthenticated).toBe(true);
    expect(server.isLive(storeA.getRefreshToken() ?? '')).toBe(true);
  });

  it('given two tabs without a shared lock, when both refresh, then the rotated token is spent twice (why the lock exists)', async () => {
    const noLock: RefreshLock = { run: (fn) => fn() };
    const { server, a, b } = twoTabs(noLock);
    await a.signIn(server.grant(), { termsAgreed: true });
    await b.initialize();
    await Promise.allSettled([a.refresh(), b.refresh()]);
    expect(server.refused).not.toEqual([]);
  });

  it('given another tab logs out, when the storage event arrives, then this tab is signed out', async () => {
    const { server, a, b } = twoTabs(new InProcessRefreshLock());
    await a.signIn(server.grant(), { termsAgreed: true });
    await b.initialize();
    expect(b.getState().isAuthenticated).toBe(true);
    a.signOut();
    expect(b.getState()).toEqual({ accessToken: null, refreshToken: null, isAuthenticated: false });
  });

  it('given another tab rotates the token, when the storage event arrives, then this tab adopts it', async () => {
    const { session, store } = makeSut({ stored: 'valid' });
    await session.initialize();
    store.simulateOtherTab('refresh-99');
    expect(session.getState()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-99', isAuthenticated: true });
  });
});
