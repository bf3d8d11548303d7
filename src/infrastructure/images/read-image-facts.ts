import type { ImageFacts } from '../../application/ports/image-facts-reader';
import { HEADER_BYTES, imageHeaderSize } from './image-header-size';

/**
 * One file's bytes and sides: from its header (its first 64 KB, or all of a JPEG whose frame header
 * comes later), else by decoding it where the thread can (`createImageBitmap`). Null when neither
 * reads it. Runs in the worker (image-facts.worker.ts), or on the page where workers are missing.
 */
export async function readImageFacts(file: File): Promise<ImageFacts | null> {
  try {
    const bytes = file.size;
    let size = imageHeaderSize(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
    if (size === 'more' && bytes > HEADER_BYTES) size = imageHeaderSize(new Uint8Array(await file.arrayBuffer()));
    if (size && size !== 'more') return { bytes, ...size };
    if (typeof createImageBitmap !== 'function') return null;
    const bitmap = await createImageBitmap(file);
    try {
      return { bytes, width: bitmap.width, height: bitmap.height };
    } finally {
      bitmap.close();
    }
  } catch {
    return null;
  }
}
