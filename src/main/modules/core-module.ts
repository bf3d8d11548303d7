import { ContainerModule } from 'inversify';
import { Clock } from '../../application/ports/clock';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { RefreshLock } from '../../application/ports/refresh-lock';
import { TokenExchange } from '../../application/ports/token-exchange';
import { TokenStore } from '../../application/ports/token-store';
import { Session } from '../../application/session/session';
import { SessionService } from '../../application/session/session-service';
import { FetchHttpClient } from '../../infrastructure/http/fetch-http-client';
import { HttpClient } from '../../infrastructure/http/http-client';
import { HttpTokenExchange } from '../../infrastructure/http/http-token-exchange';
import { ConsoleErrorReporter } from '../../infrastructure/reporting/console-error-reporter';
import { SentryErrorReporter } from '../../infrastructure/reporting/sentry-error-reporter';
import { WebLocksRefreshLock } from '../../infrastructure/session/web-locks-refresh-lock';
import { LocalStorageTokenStore } from '../../infrastructure/storage/local-storage-token-store';
import { SystemClock } from '../../infrastructure/time/system-clock';
import { AppConfig } from '../config';
import { refusalCopy } from '../../presentation/shared/copy/refusal-copy';

/** Runs `work` once the page has loaded and the main thread is idle (the first screen comes first). */
function afterFirstScreen(work: () => void): void {
  if (typeof window === 'undefined') return work();
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => work(), { timeout: 2000 }) : setTimeout(work, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Sentry when a DSN is configured, the console otherwise. Sentry's SDK loads after the first
 * screen (the adapter imports it only dynamically); the adapter queues failures until it has.
 */
function createErrorReporter(config: AppConfig): ErrorReporter {
  if (!config.sentry) return new ConsoleErrorReporter(config.environment !== 'production');
  const reporter = new SentryErrorReporter({
    ...config.sentry,
    environment: config.environment,
    release: config.release,
  });
  afterFirstScreen(() => void reporter.start());
  return reporter;
}

/**
 * The app shell's adapters and services: clock, token storage, refresh lock, session, HTTP, the
 * token exchange and error reporting. Settings come from the AppConfig binding. The creators API
 * is a signed-in area (api-module.ts).
 */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(Clock)
    .toResolvedValue(() => new SystemClock())
    .inSingletonScope();
  bind(TokenStore)
    .toResolvedValue(() => new LocalStorageTokenStore())
    .inSingletonScope();
  bind(RefreshLock)
    .toResolvedValue(() => new WebLocksRefreshLock())
    .inSingletonScope();
  bind(ErrorReporter).toResolvedValue(createErrorReporter, [AppConfig]).inSingletonScope();

  bind(HttpClient)
    .toResolvedValue(
      () =>
        new FetchHttpClient({
          refusals: refusalCopy,
          // Multipart without progress (the editions editor's thousands of images) goes out from a worker,
          // loaded with the first such upload: the first route never uploads.
          multipart: (url, init) =>
            import('../../infrastructure/http/worker-fetch').then(({ workerFetch }) => workerFetch(url, init)),
        }),
    )
    .inSingletonScope();
  bind(TokenExchange)
    .toResolvedValue(
      (http: HttpClient, config: AppConfig, reporter: ErrorReporter) =>
        new HttpTokenExchange(http, config.creatorsApiUrl, reporter),
      [HttpClient, AppConfig, ErrorReporter],
    )
    .inSingletonScope();

  bind(SessionService).toSelf().inSingletonScope();
  bind(Session).toService(SessionService);
});
