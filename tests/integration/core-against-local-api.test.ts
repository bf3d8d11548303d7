// @vitest-environment node
// Node, not happy-dom: the local API's server needs Node's own Request/Response.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REFRESH_GRACE_SECONDS } from '../../local-api/auth/tokens';
import { signInToken, startTestApi, type TestApi } from '../../local-api/test-support/test-api';
import { PNG_BYTES } from '../../local-api/test-support/images';
import { UnauthorizedError, ValidationError } from '../../src/application/errors/app-error';
import { SessionService } from '../../src/application/session/session-service';
import { BearerHttpClient } from '../../src/infrastructure/http/bearer-http-client';
import { FetchHttpClient } from '../../src/infrastructure/http/fetch-http-client';
import { refusalCopy } from '../../src/presentation/shared/copy/refusal-copy';
import { HttpCreatorsApi } from '../../src/infrastructure/http/http-creators-api';
import { HttpTokenExchange } from '../../src/infrastructure/http/http-token-exchange';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';
import { InMemoryTokenStore } from '../fakes/in-memory-token-store';
import { InProcessRefreshLock } from '../fakes/in-process-refresh-lock';

const ACCESS_TTL_SECONDS = 60;

let server: TestApi;

beforeAll(async () => {
  server = await startTestApi({ accessTtlSeconds: ACCESS_TTL_SECONDS });
});
afterAll(() => server.close());

/** The real core (session, raw + bearer clients, API adapter) wired by hand against the local API. */
function makeCore(store = new InMemoryTokenStore(), lock = new InProcessRefreshLock(), url = server.url) {
  const raw = new FetchHttpClient({ refusals: refusalCopy });
  const reporter = new FakeErrorReporter();
  const tokens = new HttpTokenExchange(raw, url, reporter);
  const session = new SessionService(tokens, store, lock, reporter);
  const api = new HttpCreatorsApi(new BearerHttpClient(raw, session), tokens, url, reporter);
  return { session, api, store, reporter };
}

describe('the app core against the local creators API', () => {
  it('given a /login token, when signed in, then calls carry the session and answers parse with the contract', async () => {
    const { session, api, reporter } = makeCore();
    await session.signIn(await signInToken(server.url, 'creator'), { termsAgreed: true });
    expect((await api.getUserInfo()).userId).toBe('creator');
    expect((await api.listLaunchpads({ size: 1000 })).items.length).toBeGreaterThan(0);
    expect(reporter.reports).toEqual([]);
  });

  it('given an expired access token, when five calls go at once, then one rotation serves them all', async () => {
    const { session, api, store } = makeCore();
    await session.signIn(await signInToken(server.url, 'creator'), { termsAgreed: true });
    const before = store.getRefreshToken();
    server.clock.advanceSeconds(ACCESS_TTL_SECONDS + 1);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => api.getUserInfo()));
    expect(results.every((user) => user.userId === 'creator')).toBe(true);
    expect(session.getState().isAuthenticated).toBe(true);
    expect(store.getRefreshToken()).not.toBe(before);
  });

  it('given two tabs sharing storage and the lock, when both refresh after expiry, then neither is logged out', async () => {
    const lock = new InProcessRefreshLock();
    const tabA = makeCore(new InMemoryTokenStore(), lock);
    const tabB = makeCore(tabA.store.openTab(), lock);
    await tabA.session.signIn(await signInToken(server.url, 'creator'), { termsAgreed: true });
    await tabB.session.initialize();
    server.clock.advanceSeconds(ACCESS_TTL_SECONDS + 1);
    await Promise.all([
      tabA.api.getUserInfo(),
      tabB.api.getUserInfo(),
      tabA.api.listCreators(),
      tabB.api.listCreators(),
    ]);
    expect(tabA.session.getState().isAuthenticated && tabB.session.getState().isAuthenticated).toBe(true);
  });

  it("given a server with no reuse grace and a tab whose storage lags the other's, when both call with an expired access token, then neither is logged out", async () => {
    const strict = await startTestApi({ accessTtlSeconds: ACCESS_TTL_SECONDS, refreshGraceSeconds: 0 });
    try {
      const lock = new InProcessRefreshLock();
      const tabA = makeCore(new InMemoryTokenStore(), lock, strict.url);
      const tabB = makeCore(tabA.store.openTab({ lagging: true }), lock, strict.url);
      await tabA.session.signIn(await signInToken(strict.url, 'creator'), { termsAgreed: true });
      tabB.store.deliver();
      await tabB.session.initialize();
      strict.clock.advanceSeconds(ACCESS_TTL_SECONDS + 1);
      const calls = [tabA, tabB].flatMap((tab) => Array.from({ length: 10 }, () => tab.api.getUserInfo()));
      const users = await Promise.all(calls);
      expect(users.every((user) => user.userId === 'creator')).toBe(true);
      expect(tabA.session.getState().isAuthenticated && tabB.session.getState().isAuthenticated).toBe(true);
    } finally {
      await strict.close();
    }
  });

  it('given a page reloaded while the answer to its refresh was on its way, when the new page starts with the old token, then it stays signed in', async () => {
    const token = await signInToken(server.url, 'creator');
    const before = makeCore();
    await before.session.signIn(token, { termsAgreed: true });
    const stored = before.store.getRefreshToken()!;
    // The server rotates `stored`; the page is gone before it can keep the answer.
    await fetch(`${server.url}/cl/auth/v1/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: stored }),
    });
    const after = makeCore(new InMemoryTokenStore(stored));
    await after.session.initialize();
    expect(after.session.getState().isAuthenticated).toBe(true);
    expect((await after.api.getUserInfo()).userId).toBe('creator');
  });

  it('given a multipart creator submit with an image, when sent with fetch, then the server keeps the image', async () => {
    const { session, api } = makeCore();
    await session.signIn(await signInToken(server.url, 'creator'), { termsAgreed: true });
    const created = await api.createCreator({ name: '통합 테스트' });
    const image = new File([PNG_BYTES], 'me.png', { type: 'image/png' });
    const submitted = await api.submitCreator(
      created.id,
      { name: '통합 테스트', description: '소개', youtubeUrl: '', instagramUrl: '', xUrl: '' },
      image,
    );
    expect(submitted.imageUrl).toEqual(expect.any(String));
  });

  it('given bad input, when the server refuses it, then the Korean message and the field arrive', async () => {
    const { session, api } = makeCore();
    await session.signIn(await signInToken(server.url, 'creator'), { termsAgreed: true });
    const error = await api.updatePhone({ phoneNumber: '0101234' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: 'phoneNumber', status: 400 });
    expect((error as ValidationError).userMessage).toMatch(/[가-힣]/);
  });

  it('given a spent token, when signing in with it again, then it is refused and nothing is stored', async () => {
    const { session, store } = makeCore();
    const token = await signInToken(server.url, 'creator');
    await makeCore().session.signIn(token, { termsAgreed: true });
    server.clock.advanceSeconds(DEFAULT_REFRESH_GRACE_SECONDS);
    await expect(session.signIn(token, { termsAgreed: true })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(store.getRefreshToken()).toBeNull();
  });
});
