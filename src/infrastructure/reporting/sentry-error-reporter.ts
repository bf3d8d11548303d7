import type { ErrorReporter } from '../../application/ports/error-reporter';
import { isAppError } from '../../application/errors/app-error';
import { scrubBreadcrumb, scrubEvent, scrubSpan, scrubValue } from './scrub-secrets';

/** Only the parts of the SDK used here, so tests can stand in for it. */
export type SentrySdk = Pick<
  typeof import('@sentry/browser'),
  'init' | 'browserTracingIntegration' | 'captureException' | 'setUser' | 'addIntegration'
>;
export type ReplaySdk = Pick<typeof import('@sentry/replay'), 'replayIntegration'>;

export interface SentrySettings {
  dsn: string;
  tunnel: string | null;
  environment: string;
  release: string;
}

const MAX_QUEUED = 50;

/**
 * Sentry, loaded on demand: this file imports the SDK only dynamically, so an app without a DSN
 * never downloads it, and the first route does not wait for it. Reports made before the SDK has
 * loaded are queued and sent once it has. Session replay loads later still. Never throws.
 */
export class SentryErrorReporter implements ErrorReporter {
  private sdk: SentrySdk | null = null;
  private queue: ((sdk: SentrySdk) => void)[] = [];
  private started: Promise<void> | null = null;

  constructor(
    private readonly settings: SentrySettings,
    private readonly loadSdk: () => Promise<SentrySdk> = () => import('@sentry/browser'),
    private readonly loadReplay: () => Promise<ReplaySdk> = () => import('@sentry/replay'),
  ) {}

  /** Loads and initialises the SDK (once); resolves when replay is attached or has failed to load. */
  start(): Promise<void> {
    this.started ??= this.load();
    return this.started;
  }

  report(error: unknown, context?: Record<string, unknown>): void {
    this.whenReady((sdk) => {
      sdk.captureException(error, {
        extra: context && (scrubValue(context) as Record<string, unknown>),
        tags: isAppError(error) ? { 'app.error': error.kind } : undefined,
      });
    });
  }

  setUser(user: { id: string } | null): void {
    this.whenReady((sdk) => sdk.setUser(user));
  }

  private whenReady(work: (sdk: SentrySdk) => void): void {
    try {
      if (this.sdk) work(this.sdk);
      else if (this.queue.length < MAX_QUEUED) this.queue.push(work);
    } catch (failure) {
      console.error('error reporting failed', failure);
    }
  }

  private async load(): Promise<void> {
    try {
      const sdk = await this.loadSdk();
      sdk.init({
        dsn: this.settings.dsn,
        tunnel: this.settings.tunnel ?? undefined,
        environment: this.settings.environment,
        release: this.settings.release,
        // installGlobalErrorHandlers reports uncaught errors through this reporter (also before
        // the SDK has loaded), so Sentry's own global handlers would send them twice.
        integrations: (defaults) => [
          ...defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
          sdk.browserTracingIntegration(),
        ],
        // Tokens, preview keys and signatures are stripped here, not left to the SDK's defaults.
        beforeSend: (event) => scrubEvent(event),
        beforeSendSpan: (span) => scrubSpan(span),
        beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      });
      this.sdk = sdk;
      const queued = this.queue;
      this.queue = [];
      for (const work of queued) this.whenReady(work);
      const { replayIntegration } = await this.loadReplay();
      sdk.addIntegration(replayIntegration());
    } catch (failure) {
      // Reporting must never take the app down: without the SDK, reports stay in the console.
      this.queue = [];
      console.error('Sentry could not be loaded', failure);
    }
  }
}
