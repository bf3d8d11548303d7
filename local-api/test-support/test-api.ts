import { ManualClock } from '../clock';
import { createLocalApi, type LocalApi, type LocalApiOptions } from '../create-local-api';
import { ApiClient } from './api-client';

export interface TestApi {
  url: string;
  api: LocalApi;
  clock: ManualClock;
  /**
   * Signs in through /local/login as a creator would, exchanges the token, and returns a client.
   * Like the app, it agrees to the terms on the way (`termsAgreed: false` leaves a newcomer unagreed).
   */
  signIn(account?: string, options?: { termsAgreed?: boolean }): Promise<ApiClient & { refreshToken: string }>;
  /** A client with no token. */
  anonymous(): ApiClient;
  close(): Promise<void>;
}

/** The local API on an ephemeral port over a fresh :memory: database, with a clock the test moves. */
export async function startTestApi(options: LocalApiOptions = {}): Promise<TestApi> {
  const clock = new ManualClock();
  const api = createLocalApi({ dbPath: ':memory:', clock, appOrigin: 'http://localhost:5173', ...options });
  const { url } = await api.listen(0);
  return {
    url,
    api,
    clock,
    anonymous: () => new ApiClient(url, null),
    async signIn(account = 'creator', { termsAgreed = true } = {}) {
      const refreshToken = await signInToken(url, account);
      const client = new ApiClient(url, null);
      const pair = await client.ok('refresh', {
        body: { token: refreshToken, ...(termsAgreed ? { termsAgreed } : {}) },
      });
      return Object.assign(new ApiClient(url, pair.accessToken), { refreshToken: pair.refreshToken });
    },
    close: () => api.close(),
  };
}

/**
 * The setup most route tests share: a fresh API with the default creator signed in to it. A file keeps
 * both in its own `let`s (`({ t, creator } = await startSignedIn())`) so a test can restart them with
 * other options, and closes `t` after each test.
 */
export async function startSignedIn(options: LocalApiOptions = {}): Promise<{ t: TestApi; creator: ApiClient }> {
  const t = await startTestApi(options);
  return { t, creator: await t.signIn() };
}

/** The refresh token /local/login puts in its redirect to the app. */
export async function signInToken(url: string, account: string): Promise<string> {
  const response = await fetch(`${url}/local/login?account=${encodeURIComponent(account)}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`sign-in as ${account} answered ${response.status}`);
  return new URL(location).searchParams.get('token') ?? '';
}
