import type { ServiceIdentifier } from 'inversify';
import type { AuctionDescription, PreviewKey, SubmitAuctionDescriptionInput } from '../../domain/auction/auction-description';
import type { TokenPair } from '../../domain/auth/token-pair';
import type { Contract, DeploymentInfo, SyncContractInput, UpsertContractInput } from '../../domain/contract/contract';
import type { CreateCreatorInput, Creator, SubmitCreatorInput } from '../../domain/creator/creator';
import type { CreateLaunchpadInput, Launchpad, LaunchpadList, UpdateLaunchpadInput } from '../../domain/launchpad/launchpad';
import type {
  MultiMetadata,
  SingleMetadata,
  SingleToken,
  SubmitMultiMetadataInput,
  SubmitSingleMetadataInput,
  UpsertSingleTokensInput,
} from '../../domain/metadata/collection-metadata';
import type { UpdatePhoneInput, UserInfo } from '../../domain/user/user-info';
import type { Eoa, EoaNonce, RegisterEoaInput } from '../../domain/wallet/eoa';

export interface UploadOptions {
  /** 0..1 as the body is sent. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadedFile {
  url: string;
  contentType: string;
  size: number;
}

/**
 * The creators API, one method per call of spec §7 (shapes: `contract/creators-api.ts`).
 * Fails with the AppError classes: UnauthorizedError (session ended), NotFoundError (404),
 * ValidationError (400/413/415/422, Korean message and field from the server), TimeoutError
 * (10 s, 30 s for multipart), NetworkError, UnexpectedError (5xx, malformed answers).
 */
export interface CreatorsApi {
  /** Exchanges a refresh token (rotation: the old one is spent). Public: no bearer token. */
  refresh(token: string, options?: { termsAgreed?: boolean }): Promise<TokenPair>;

  listLaunchpads(query: { size?: number }): Promise<LaunchpadList>;
  getLaunchpad(id: number): Promise<Launchpad>;
  createLaunchpad(input: CreateLaunchpadInput): Promise<Launchpad>;
  updateLaunchpad(id: number, input: UpdateLaunchpadInput): Promise<Launchpad>;

  getEoa(): Promise<Eoa | null>;
  createEoaNonce(): Promise<EoaNonce>;
  registerEoa(input: RegisterEoaInput): Promise<Eoa>;

  getUserInfo(): Promise<UserInfo>;
  updatePhone(input: UpdatePhoneInput): Promise<UserInfo>;

  listCreators(): Promise<Creator[]>;
  getCreator(id: number): Promise<Creator>;
  createCreator(input: CreateCreatorInput): Promise<Creator>;
  /** Multipart (text fields + optional `image`), 30 s timeout, replayable after a refresh. */
  submitCreator(id: number, input: SubmitCreatorInput, image: File | null, options?: UploadOptions): Promise<Creator>;

  listAuctionDescriptions(launchpadId: number): Promise<AuctionDescription[]>;
  submitAuctionDescription(input: SubmitAuctionDescriptionInput): Promise<AuctionDescription>;
  createAuctionPreviewKey(launchpadId: number): Promise<PreviewKey>;

  upsertContract(input: UpsertContractInput): Promise<Contract>;
  syncContract(input: SyncContractInput): Promise<Contract>;
  submitSingleMetadata(input: SubmitSingleMetadataInput): Promise<SingleMetadata>;
  submitMultiMetadata(input: SubmitMultiMetadataInput): Promise<MultiMetadata>;
  upsertSingleTokens(input: UpsertSingleTokensInput): Promise<{ count: number }>;
  getSingleMetadata(launchpadId: number): Promise<SingleMetadata | null>;
  getMultiMetadata(launchpadId: number): Promise<MultiMetadata | null>;
  getContractMetadata(launchpadId: number): Promise<{ contract: Contract | null; tokens: SingleToken[] }>;
  getDeploymentInfo(launchpadId: number): Promise<DeploymentInfo>;

  /** PNG, JPEG, GIF or WebP up to 10 MB; multipart, 30 s timeout. */
  uploadImage(file: File, options?: UploadOptions): Promise<UploadedFile>;
}
export const CreatorsApi: ServiceIdentifier<CreatorsApi> = Symbol.for('CreatorsApi');
