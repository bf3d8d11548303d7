import type { ServiceIdentifier } from 'inversify';

/** What an image file is, as far as the checks need: its bytes and its sides in pixels. */
export interface ImageFacts {
  bytes: number;
  width: number;
  height: number;
}

/**
 * Reads many image files' byte sizes and pixel sides together, off the page's thread where it can
 * (the editions editor checks thousands of images as they upload). One answer per file, in order:
 * null for a file that is no PNG, JPEG, GIF or WebP it can read. Never rejects.
 */
export type ImageFactsReader = (files: readonly File[]) => Promise<(ImageFacts | null)[]>;
export const ImageFactsReader: ServiceIdentifier<ImageFactsReader> = Symbol.for('ImageFactsReader');
