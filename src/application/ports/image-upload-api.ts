import type { ServiceIdentifier } from 'inversify';
import type { UploadedBatchItem, UploadedFile, UploadOptions } from './upload';

/**
 * Image uploads shared by the metadata, auction and editions editors.
 * Fails with the AppError classes as `CreatorsApi` describes.
 */
export interface ImageUploadApi {
  /** PNG, JPEG, GIF or WebP up to 10 MB; multipart, 30 s timeout. */
  uploadImage(file: File, options?: UploadOptions): Promise<UploadedFile>;
  /**
   * Up to MAX_BATCH_IMAGES images in one request (the editions editor's folder): one answer per image, in
   * order, each stored or refused on its own. The request as a whole fails as `uploadImage` does.
   */
  uploadImages(files: readonly File[], options?: Pick<UploadOptions, 'signal'>): Promise<UploadedBatchItem[]>;
}
export const ImageUploadApi: ServiceIdentifier<ImageUploadApi> = Symbol.for('ImageUploadApi');
