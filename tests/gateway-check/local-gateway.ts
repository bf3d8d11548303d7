import { createLocalApi, type LocalApi } from '../../local-api/create-local-api';
import { signInToken } from '../../local-api/test-support/test-api';
import type { CheckOptions } from '../../scripts/check-gateway/options';

/** The app origin the local API allows (CORS), as the write run's --app-origin. */
export const APP_ORIGIN = 'http://localhost:5173';
/** A short refresh grace period, so the spent-token check waits about a second and a half. */
export const GRACE_SECONDS = 1;

export interface LocalGateway {
  url: string;
  api: LocalApi;
  /** A fresh sign-in token (what /local/login hands the app), for the creator or another demo account. */
  token(account?: string): Promise<string>;
  close(): Promise<void>;
}

/** The local API on a free port, on the system clock (the grace period must really pass), fresh database. */
export async function startLocalGateway(): Promise<LocalGateway> {
  const api = createLocalApi({ dbPath: ':memory:', appOrigin: APP_ORIGIN, refreshGraceSeconds: GRACE_SECONDS });
  const { url } = await api.listen(0);
  // Both token threads started ahead, as `npm run api` starts the writer: a thread's start-up on a
  // loaded machine is no answer of the gateway, and a short test timeout must not count it.
  api.services.singleTokens.start();
  await new Response(api.services.tokenReader.stream(1, false)).text();
  return { url, api, token: (account = 'creator') => signInToken(url, account), close: () => api.close() };
}

export const checkOptions = (
  overrides: Partial<CheckOptions> & Pick<CheckOptions, 'baseUrl' | 'token'>,
): CheckOptions => ({
  write: false,
  json: false,
  timeoutMs: 10_000,
  refreshGraceSeconds: GRACE_SECONDS,
  maxIds: 50,
  ...overrides,
});
