import { ContainerModule } from 'inversify';
import { Clock } from '../../application/ports/clock';
import { AuctionsApi } from '../../application/ports/auctions-api';
import { ContractsApi } from '../../application/ports/contracts-api';
import { CreatorProfilesApi } from '../../application/ports/creator-profiles-api';
import { EoaApi } from '../../application/ports/eoa-api';
import { ImageUploadApi } from '../../application/ports/image-upload-api';
import { LaunchpadsApi } from '../../application/ports/launchpads-api';
import { UserApi } from '../../application/ports/user-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { RefreshLock } from '../../application/ports/refresh-lock';
import { TokenExchange } from '../../application/ports/token-exchange';
import { TokenStore } from '../../application/ports/token-store';
import { Session } from '../../application/session/session';
import { SessionService } from '../../application/session/session-service';
import { BearerHttpClient } from '../../infrastructure/http/bearer-http-client';
import { FetchHttpClient } from '../../infrastructure/http/fetch-http-client';
import { AuthorizedHttpClient, HttpClient } from '../../infrastructure/http/http-client';
import { HttpCreatorsApi } from '../../infrastructure/http/http-creators-api';
import { HttpTokenExchange } from '../../infrastructure/http/http-token-exchange';
import { ConsoleErrorReporter } from '../../infrastructure/reporting/console-error-reporter';
import { SentryErrorReporter } from '../../infrastructure/reporting/sentry-error-reporter';
import { WebLocksRefreshLock } from '../../infrastructure/session/web-locks-refresh-lock';
import { LocalStorageTokenStore } from '../../infrastructure/storage/local-storage-token-store';
import { SystemClock } from '../../infrastructure/time/system-clock';
import { AppConfig } from '../config';
import { refusalCopy } from '../../presentation/copy/refusal-copy';

/** Sentry when a DSN is configured (its SDK loads in the background), the console otherwise. */
function createErrorReporter(config: AppConfig): ErrorReporter {
  if (!config.sentry) return new ConsoleErrorReporter(config.environment !== 'production');
  const reporter = new SentryErrorReporter({ ...config.sentry, environment: config.environment, release: config.release });
  void reporter.start();
  return reporter;
}

/**
 * The app shell's adapters and services: clock, token storage, refresh lock, session, HTTP,
 * the creators API and error reporting. Settings come from the AppConfig binding.
 */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(Clock).toResolvedValue(() => new SystemClock()).inSingletonScope();
  bind(TokenStore).toResolvedValue(() => new LocalStorageTokenStore()).inSingletonScope();
  bind(RefreshLock).toResolvedValue(() => new WebLocksRefreshLock()).inSingletonScope();
  bind(ErrorReporter).toResolvedValue(createErrorReporter, [AppConfig]).inSingletonScope();

  bind(HttpClient).toResolvedValue(() => new FetchHttpClient({ refusals: refusalCopy })).inSingletonScope();
  bind(TokenExchange)
    .toResolvedValue(
      (http: HttpClient, config: AppConfig, reporter: ErrorReporter) => new HttpTokenExchange(http, config.creatorsApiUrl, reporter),
      [HttpClient, AppConfig, ErrorReporter],
    )
    .inSingletonScope();

  bind(SessionService).toSelf().inSingletonScope();
  bind(Session).toService(SessionService);

  bind(AuthorizedHttpClient)
    .toResolvedValue((http: HttpClient, session: Session) => new BearerHttpClient(http, session), [HttpClient, Session])
    .inSingletonScope();
  bind(HttpCreatorsApi)
    .toResolvedValue(
      (http: HttpClient, tokens: TokenExchange, config: AppConfig, reporter: ErrorReporter) =>
        new HttpCreatorsApi(http, tokens, config.creatorsApiUrl, reporter),
      [AuthorizedHttpClient, TokenExchange, AppConfig, ErrorReporter],
    )
    .inSingletonScope();
  // Each area's port is the one HTTP adapter, seen through that area's methods only.
  bind(LaunchpadsApi).toService(HttpCreatorsApi);
  bind(ContractsApi).toService(HttpCreatorsApi);
  bind(AuctionsApi).toService(HttpCreatorsApi);
  bind(CreatorProfilesApi).toService(HttpCreatorsApi);
  bind(UserApi).toService(HttpCreatorsApi);
  bind(EoaApi).toService(HttpCreatorsApi);
  bind(ImageUploadApi).toService(HttpCreatorsApi);
});
