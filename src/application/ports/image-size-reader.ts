import type { ServiceIdentifier } from 'inversify';

export interface ImageSize {
  width: number;
  height: number;
}

/** Decodes an image file to learn its size in pixels. Rejects when the bytes are not a decodable image. */
export type ImageSizeReader = (file: Blob) => Promise<ImageSize>;
export const ImageSizeReader: ServiceIdentifier<ImageSizeReader> = Symbol.for('ImageSizeReader');
