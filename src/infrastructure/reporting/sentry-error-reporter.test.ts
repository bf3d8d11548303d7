import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../application/errors/app-error';
import { SentryErrorReporter, type ReplaySdk, type SentrySdk } from './sentry-error-reporter';

const settings = {
  dsn: 'https://k@o1.ingest.sentry.io/2',
  tunnel: '/tunnel',
  environment: 'production',
  release: '1.0.0',
};

function fakeSdk() {
  const sdk = {
    init: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    captureException: vi.fn(),
    setUser: vi.fn(),
    addIntegration: vi.fn(),
  };
  const replay = { replayIntegration: vi.fn(() => ({ name: 'Replay' })) };
  return { sdk, replay };
}

describe('SentryErrorReporter', () => {
  it('given a DSN, when started, then Sentry is initialised with tracing, replay rates, tunnel, environment and release', async () => {
    const { sdk, replay } = fakeSdk();
    await new SentryErrorReporter(
      settings,
      async () => sdk as unknown as SentrySdk,
      async () => replay as unknown as ReplaySdk,
    ).start();
    const options = sdk.init.mock.calls[0]?.[0] as {
      integrations: (defaults: { name: string }[]) => { name: string }[];
    };
    expect(options).toMatchObject({
      dsn: settings.dsn,
      tunnel: '/tunnel',
      environment: 'production',
      release: '1.0.0',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    const integrations = options.integrations([{ name: 'GlobalHandlers' }, { name: 'Dedupe' }]);
    expect(integrations.map((i: { name: string }) => i.name)).toEqual(['Dedupe', 'BrowserTracing']);
    expect(sdk.addIntegration).toHaveBeenCalledWith({ name: 'Replay' });
  });

  it('given reports before the SDK has loaded, when it loads, then they are sent in order', async () => {
    const { sdk, replay } = fakeSdk();
    let release!: () => void;
    const loaded = new Promise<void>((r) => (release = r));
    const reporter = new SentryErrorReporter(
      settings,
      async () => (await loaded, sdk as unknown as SentrySdk),
      async () => replay as unknown as ReplaySdk,
    );
    const starting = reporter.start();
    const early = new NetworkError('offline');
    reporter.report(early, { where: 'test' });
    reporter.setUser({ id: 'creator' });
    expect(sdk.captureException).not.toHaveBeenCalled();
    release();
    await starting;
    expect(sdk.captureException).toHaveBeenCalledWith(early, {
      extra: { where: 'test' },
      tags: { 'app.error': 'network' },
    });
    expect(sdk.setUser).toHaveBeenCalledWith({ id: 'creator' });
    reporter.report('later');
    expect(sdk.captureException).toHaveBeenCalledTimes(2);
  });

  it('given a report, the user and another report before it has started, when started twice, then the SDK loads once and gets them in order', async () => {
    const { sdk, replay } = fakeSdk();
    const calls: string[] = [];
    sdk.captureException.mockImplementation((error: unknown) => calls.push(`report ${String(error)}`));
    sdk.setUser.mockImplementation((user: { id: string } | null) => calls.push(`user ${user?.id ?? 'none'}`));
    const loadSdk = vi.fn(async () => sdk as unknown as SentrySdk);
    const reporter = new SentryErrorReporter(settings, loadSdk, async () => replay as unknown as ReplaySdk);
    reporter.report('first', { area: 'start' });
    reporter.setUser({ id: 'u1' });
    reporter.report('second');
    expect(loadSdk).not.toHaveBeenCalled();
    await reporter.start();
    await reporter.start();
    expect(calls).toEqual(['report first', 'user u1', 'report second']);
    expect(sdk.captureException).toHaveBeenNthCalledWith(1, 'first', { extra: { area: 'start' }, tags: undefined });
    expect(loadSdk).toHaveBeenCalledTimes(1);
  });

  it('given the SDK cannot load, when reporting, then nothing throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = new SentryErrorReporter(settings, () => Promise.reject(new TypeError('chunk')));
    await expect(reporter.start()).resolves.toBeUndefined();
    expect(() => reporter.report(new Error('x'))).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith('Sentry could not be loaded', expect.any(TypeError));
    consoleError.mockRestore();
  });
});
