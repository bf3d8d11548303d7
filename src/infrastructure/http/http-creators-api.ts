import type * as v from 'valibot';
import { creatorsApi, type CreatorsApiContract, type EndpointName } from '../../../contract/creators-api';
import type { Endpoint } from '../../../contract/endpoint';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { CreatorsApi, UploadedFile, UploadOptions } from '../../application/ports/creators-api';
import type { UploadedBatchItem } from '../../application/ports/upload';
import type { TokenExchange } from '../../application/ports/token-exchange';
import type { SubmitAuctionDescriptionInput } from '../../domain/auction/auction-description';
import type { TokenPair } from '../../domain/auth/token-pair';
import type { SyncContractInput, UpsertContractInput } from '../../domain/contract/contract';
import type { FinishDeployInput, PendingDeploy } from '../../domain/contract/contract-deploy';
import type { CreateCreatorInput, Creator, SubmitCreatorInput } from '../../domain/creator/creator';
import type { CreateLaunchpadInput, UpdateLaunchpadInput } from '../../domain/launchpad/launchpad';
import type {
  SubmitMultiMetadataInput,
  SubmitSingleMetadataInput,
  UpsertSingleTokensInput,
} from '../../domain/metadata/collection-metadata';
import type { UpdatePhoneInput } from '../../domain/user/user-info';
import type { RegisterEoaInput } from '../../domain/wallet/eoa';
import { callEndpoint, type EndpointCall } from './call-endpoint';
import type { HttpClient } from './http-client';

type Answer<K extends EndpointName> = v.InferOutput<CreatorsApiContract[K]['response']>;

/** Text fields and files as multipart; a field with no value (an optional one left out, or null) is not sent. */
function multipart(fields: Record<string, string | null | undefined>, files: Record<string, File | null>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null) form.append(name, value);
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
  return form;
}

/**
 * The creators API over HTTP, one method per contract row. Calls go through the authorized client
 * (bearer + refresh on 401); `refresh` is public and goes through the token exchange instead.
 */
export class HttpCreatorsApi implements CreatorsApi {
  constructor(
    private readonly http: HttpClient,
    private readonly tokens: TokenExchange,
    private readonly baseUrl: string,
    private readonly reporter: ErrorReporter,
  ) {}

  private call<K extends EndpointName>(name: K, call?: EndpointCall): Promise<Answer<K>> {
    return callEndpoint(this.http, this.baseUrl, this.reporter, name, creatorsApi[name] as Endpoint, call) as Promise<
      Answer<K>
    >;
  }

  refresh(token: string, options?: { termsAgreed?: boolean }): Promise<TokenPair> {
    return this.tokens.refresh(token, options);
  }

  listLaunchpads(query: { size?: number; page?: number }) {
    return this.call('listLaunchpads', { query });
  }
  getLaunchpad(id: number) {
    return this.call('getLaunchpad', { params: { id } });
  }
  createLaunchpad(input: CreateLaunchpadInput) {
    return this.call('createLaunchpad', { body: input });
  }
  updateLaunchpad(id: number, input: UpdateLaunchpadInput) {
    return this.call('updateLaunchpad', { params: { id }, body: input });
  }

  async getEoa() {
    return (await this.call('getEoa')).eoa;
  }
  createEoaNonce() {
    return this.call('createEoaNonce');
  }
  registerEoa(input: RegisterEoaInput) {
    return this.call('registerEoa', { body: input });
  }

  getUserInfo() {
    return this.call('getUserInfo');
  }
  updatePhone(input: UpdatePhoneInput) {
    return this.call('updatePhone', { body: input });
  }

  async listCreators(): Promise<Creator[]> {
    return (await this.call('listCreators')).items;
  }
  getCreator(id: number) {
    return this.call('getCreator', { params: { id } });
  }
  createCreator(input: CreateCreatorInput) {
    return this.call('createCreator', { body: input });
  }
  submitCreator(id: number, input: SubmitCreatorInput, image: File | null, options?: UploadOptions) {
    return this.call('submitCreator', { params: { id }, body: multipart({ ...input }, { image }), ...options });
  }

  async listAuctionDescriptions(launchpadId: number) {
    return (await this.call('listAuctionDescriptions', { query: { launchpadId } })).items;
  }
  submitAuctionDescription(input: SubmitAuctionDescriptionInput) {
    return this.call('submitAuctionDescription', { body: input });
  }
  createAuctionPreviewKey(launchpadId: number) {
    return this.call('createAuctionPreviewKey', { query: { launchpadId } });
  }

  upsertContract(input: UpsertContractInput) {
    return this.call('upsertContract', { body: input });
  }
  syncContract(input: SyncContractInput) {
    return this.call('syncContract', { body: input });
  }
  submitSingleMetadata(input: SubmitSingleMetadataInput) {
    return this.call('submitSingleMetadata', { body: input });
  }
  submitMultiMetadata(input: SubmitMultiMetadataInput) {
    return this.call('submitMultiMetadata', { body: input });
  }
  upsertSingleTokens(input: UpsertSingleTokensInput) {
    return this.call('upsertSingleTokens', { body: input });
  }
  async getSingleMetadata(launchpadId: number) {
    return (await this.call('getSingleMetadata', { query: { launchpadId } })).metadata;
  }
  async getMultiMetadata(launchpadId: number) {
    return (await this.call('getMultiMetadata', { query: { launchpadId } })).metadata;
  }
  getContractMetadata(launchpadId: number) {
    return this.call('getContractMetadata', { query: { launchpadId } });
  }
  getDeploymentInfo(launchpadId: number) {
    return this.call('getDeploymentInfo', { query: { launchpadId } });
  }
  async getPendingDeploy(launchpadId: number) {
    return (await this.call('getPendingDeploy', { query: { launchpadId } })).deploy;
  }
  keepPendingDeploy(deploy: PendingDeploy) {
    return this.call('keepPendingDeploy', { body: deploy });
  }
  finishDeploy(input: FinishDeployInput) {
    return this.call('finishDeploy', { body: input });
  }

  uploadImage(file: File, options?: UploadOptions): Promise<UploadedFile> {
    return this.call('uploadImage', { body: multipart({}, { image: file }), ...options });
  }

  async uploadImages(files: readonly File[], options?: Pick<UploadOptions, 'signal'>): Promise<UploadedBatchItem[]> {
    const form = new FormData();
    for (const file of files) form.append('images', file, file.name);
    const { items } = await this.call('uploadImages', { body: form, signal: options?.signal });
    return items.map((item) =>
      'error' in item
        ? { ok: false as const, fileName: item.fileName, code: item.error.code, message: item.error.message }
        : { ok: true as const, ...item },
    );
  }
}
