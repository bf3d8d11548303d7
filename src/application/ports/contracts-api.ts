import type { ServiceIdentifier } from 'inversify';
import type { Contract, DeploymentInfo, SyncContractInput, UpsertContractInput } from '../../domain/contract/contract';
import type {
  MultiMetadata,
  SingleMetadata,
  SingleToken,
  SubmitMultiMetadataInput,
  SubmitSingleMetadataInput,
  SavedSingleTokens,
  UpsertSingleTokensInput,
} from '../../domain/metadata/collection-metadata';

/**
 * A launchpad's contract and collection metadata (steps 1 and 2, the editions' tokens, the deployment info).
 * Fails with the AppError classes as `CreatorsApi` describes.
 */
export interface ContractsApi {
  upsertContract(input: UpsertContractInput): Promise<Contract>;
  syncContract(input: SyncContractInput): Promise<Contract>;
  submitSingleMetadata(input: SubmitSingleMetadataInput): Promise<SingleMetadata>;
  submitMultiMetadata(input: SubmitMultiMetadataInput): Promise<MultiMetadata>;
  /**
   * Writes the tokens whose version is the one they were loaded at; the others come back as `conflicts`
   * with the stored token (nothing of theirs is written).
   */
  upsertSingleTokens(input: UpsertSingleTokensInput): Promise<SavedSingleTokens>;
  getSingleMetadata(launchpadId: number): Promise<SingleMetadata | null>;
  getMultiMetadata(launchpadId: number): Promise<MultiMetadata | null>;
  getContractMetadata(launchpadId: number): Promise<{ contract: Contract | null; tokens: SingleToken[] }>;
  getDeploymentInfo(launchpadId: number): Promise<DeploymentInfo>;
}
export const ContractsApi: ServiceIdentifier<ContractsApi> = Symbol.for('ContractsApi');
