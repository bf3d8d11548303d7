import type { AuctionsApi } from './auctions-api';
import type { ContractDeploysApi } from './contract-deploys-api';
import type { ContractsApi } from './contracts-api';
import type { CreatorProfilesApi } from './creator-profiles-api';
import type { EoaApi } from './eoa-api';
import type { ImageUploadApi } from './image-upload-api';
import type { LaunchpadsApi } from './launchpads-api';
import type { TokenExchange } from './token-exchange';
import type { UserApi } from './user-api';

export type { UploadedFile, UploadOptions } from './upload';

/**
 * The creators API, one method per call of requirements §7 (shapes: `contract/creators-api.ts`), as the
 * ports of each area together: what the one HTTP adapter implements. It has no token: the
 * composition root binds each area's port to that adapter, and use cases, view-models and the
 * route table inject only the areas they use (the tests' fakes are one per area too).
 * Fails with the AppError classes: UnauthorizedError (session ended), NotFoundError (404),
 * ValidationError (400/413/415/422, Korean message and field from the server), TimeoutError
 * (10 s, 30 s for multipart), NetworkError, UnexpectedError (5xx, malformed answers).
 */
export interface CreatorsApi
  extends
    TokenExchange,
    LaunchpadsApi,
    ContractsApi,
    ContractDeploysApi,
    AuctionsApi,
    CreatorProfilesApi,
    UserApi,
    EoaApi,
    ImageUploadApi {}
