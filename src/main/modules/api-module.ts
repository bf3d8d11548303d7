import { ContainerModule } from 'inversify';
import { AuctionsApi } from '../../application/ports/auctions-api';
import { ContractDeploysApi } from '../../application/ports/contract-deploys-api';
import { ContractsApi } from '../../application/ports/contracts-api';
import { CreatorProfilesApi } from '../../application/ports/creator-profiles-api';
import { EoaApi } from '../../application/ports/eoa-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { ImageUploadApi } from '../../application/ports/image-upload-api';
import { LaunchpadsApi } from '../../application/ports/launchpads-api';
import { TokenExchange } from '../../application/ports/token-exchange';
import { UserApi } from '../../application/ports/user-api';
import { ReadApis } from '../../application/reads/read-apis';
import { Session } from '../../application/session/session';
import { BearerHttpClient } from '../../infrastructure/http/bearer-http-client';
import { AuthorizedHttpClient, HttpClient } from '../../infrastructure/http/http-client';
import { HttpCreatorsApi } from '../../infrastructure/http/http-creators-api';
import { AppConfig } from '../config';

/**
 * The creators API (every area's calls and their contract schemas) behind the bearer client.
 * A signed-in area (src/main/modules/area-modules.ts): it loads with the first signed-in route.
 */
export const apiModule = new ContainerModule(({ bind }) => {
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
  bind(ContractDeploysApi).toService(HttpCreatorsApi);
  bind(AuctionsApi).toService(HttpCreatorsApi);
  bind(CreatorProfilesApi).toService(HttpCreatorsApi);
  bind(UserApi).toService(HttpCreatorsApi);
  bind(EoaApi).toService(HttpCreatorsApi);
  bind(ImageUploadApi).toService(HttpCreatorsApi);
  // The read ports as one bundle: what the route table prefetches and the pages observe (page-reads.ts).
  bind(ReadApis)
    .toResolvedValue(
      (
        launchpads: LaunchpadsApi,
        contracts: ContractsApi,
        auctions: AuctionsApi,
        creatorProfiles: CreatorProfilesApi,
        user: UserApi,
        eoa: EoaApi,
      ) => ({
        launchpads,
        contracts,
        auctions,
        creatorProfiles,
        user,
        eoa,
      }),
      [LaunchpadsApi, ContractsApi, AuctionsApi, CreatorProfilesApi, UserApi, EoaApi],
    )
    .inSingletonScope();
});
