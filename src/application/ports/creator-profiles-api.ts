import type { ServiceIdentifier } from 'inversify';
import type { CreateCreatorInput, Creator, SubmitCreatorInput } from '../../domain/creator/creator';
import type { UploadOptions } from './upload';

/**
 * The creator profiles of the personal area (/me/creators).
 * Fails with the AppError classes as `CreatorsApi` describes.
 */
export interface CreatorProfilesApi {
  listCreators(): Promise<Creator[]>;
  getCreator(id: number): Promise<Creator>;
  createCreator(input: CreateCreatorInput): Promise<Creator>;
  /** Multipart (text fields + optional `image`), 30 s timeout, replayable after a refresh. */
  submitCreator(id: number, input: SubmitCreatorInput, image: File | null, options?: UploadOptions): Promise<Creator>;
}
export const CreatorProfilesApi: ServiceIdentifier<CreatorProfilesApi> = Symbol.for('CreatorProfilesApi');
