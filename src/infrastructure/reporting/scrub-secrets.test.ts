import { describe, expect, it, vi } from 'vitest';
import { REDACTED, scrubText } from './scrub-secrets';
import { SentryErrorReporter, type ReplaySdk, type SentrySdk } from './sentry-error-reporter';

const settings = { dsn: 'https://k@o1.ingest.sentry.io/2', tunnel: null, environment: 'production', release: '1.0.0' };
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjcmVhdG9yIn0.c2lnbmF0dXJlLXZhbHVlLTEyMw';
const REFRESH = 'r3fr3sh-t0k3n-Zx9_abcdefghijkl';
const PREVIEW_KEY = 'q9mP3xV2bN7cL1kJ8hG4fD6sA0zX5wE';

/** The options the reporter hands to Sentry.init, with its own hooks. */
async function initOptions() {
  const sdk = {
    init: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    captureException: vi.fn(),
    setUser: vi.fn(),
    addIntegration: vi.fn(),
  };
  const replay = { replayIntegration: vi.fn(() => ({ name: 'Replay' })) };
  const reporter = new SentryErrorReporter(
    settings,
    async () => sdk as unknown as SentrySdk,
    async () => replay as unknown as ReplaySdk,
  );
  await reporter.start();
  type Hooks = {
    beforeSend: (event: Record<string, unknown>) => Record<string, unknown>;
    beforeBreadcrumb: (crumb: Record<string, unknown>) => Record<string, unknown>;
    beforeSendSpan: (span: { name: string; attributes: Record<string, unknown> }) => {
      name: string;
      attributes: Record<string, unknown>;
    };
  };
  return { options: sdk.init.mock.calls[0]![0] as Hooks, reporter, sdk };
}

const everySecret = [JWT, REFRESH, PREVIEW_KEY, 'sig0xabcdef1234', 'nonce-777'];
const expectClean = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const secret of everySecret) expect(text).not.toContain(secret);
};

describe('error reporter scrubbing', () => {
  it('given an event with tokens in the URL, headers, query, body, extra and exception text, then none reach Sentry', async () => {
    const { options } = await initOptions();
    const event = options.beforeSend({
      message: `refresh failed for Bearer ${JWT}`,
      request: {
        url: `https://creators.example/auth/callback?token=${REFRESH}&termsAgreed=true`,
        query_string: `token=${REFRESH}&next=%2F`,
        headers: { Authorization: `Bearer ${JWT}`, 'User-Agent': 'test' },
        data: { token: REFRESH, signature: 'sig0xabcdef1234', nonce: 'nonce-777', name: '김하늘' },
        cookies: { session: 'abc' },
      },
      extra: { url: `/local/auction-preview/${PREVIEW_KEY}`, refreshToken: REFRESH },
      exception: { values: [{ value: `POST /cl/auth/v1/refresh {"token":"${REFRESH}"} → access_token=${JWT}` }] },
    });
    expectClean(event);
    expect(JSON.stringify(event)).toContain('termsAgreed=true');
    expect(JSON.stringify(event)).toContain('김하늘');
    expect((event.request as { url: string }).url).toBe(
      `https://creators.example/auth/callback?token=${REDACTED}&termsAgreed=true`,
    );
  });

  it('given navigation, fetch and console breadcrumbs and a span that carry tokens, then they are stripped', async () => {
    const { options } = await initOptions();
    const crumbs = [
      options.beforeBreadcrumb({
        category: 'navigation',
        data: { from: `/auth/callback?token=${REFRESH}`, to: '/launchpads' },
      }),
      options.beforeBreadcrumb({
        category: 'fetch',
        data: { url: `/local/auction-preview/${PREVIEW_KEY}`, method: 'GET' },
      }),
      options.beforeBreadcrumb({ category: 'console', message: `Authorization: Bearer ${JWT}` }),
    ];
    expectClean(crumbs);
    expect(crumbs[0]!.data).toMatchObject({ to: '/launchpads' });
    const span = options.beforeSendSpan({
      name: `GET /auth/callback?token=${REFRESH}`,
      attributes: { 'http.url': `https://x.example/?access_token=${JWT}` },
    });
    expectClean(span);
  });

  it('given a report whose context holds a token, then the context is scrubbed before captureException', async () => {
    const { reporter, sdk } = await initOptions();
    reporter.report(new Error('x'), {
      where: 'session',
      refreshToken: REFRESH,
      url: `/auth/callback?token=${REFRESH}`,
    });
    expectClean(sdk.captureException.mock.calls[0]);
  });

  it('given plain text without secrets, then it is left as it was', () => {
    expect(scrubText('런치패드 12를 저장하지 못했습니다 (409)')).toBe('런치패드 12를 저장하지 못했습니다 (409)');
  });
});
