import type { ServiceIdentifier } from 'inversify';
import type { UploadedFile, UploadOptions } from './upload';

/**
 * Image uploads shared by the metadata, auction and editions editors.
 * Fails with the AppError classes as `CreatorsApi` describes.
 */
export interface ImageUploadApi {
  /** PNG, JPEG, GIF or WebP up to 10 MB; multipart, 30 s timeout. */
  uploadImage(file: File, options?: UploadOptions): Promise<UploadedFile>;
}
export const ImageUploadApi: ServiceIdentifier<ImageUploadApi> = Symbol.for('ImageUploadApi');
