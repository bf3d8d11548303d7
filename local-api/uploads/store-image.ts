import type { Services } from '../services';
import { acceptImage } from './accept-image';

export const UPLOADS_PATH = '/local/uploads';

/** Checks, stores and records an image; its URL is served by this API (same origin through the app's proxy). */
export async function storeImage(
  { storage, uploads }: Pick<Services, 'storage' | 'uploads'>,
  userId: string,
  file: File,
  field = 'image',
): Promise<{ url: string; contentType: string; size: number }> {
  const { bytes, type } = await acceptImage(file, field);
  const name = storage.save(bytes, type.extension);
  uploads.record(userId, { name, contentType: type.contentType, size: bytes.byteLength });
  return { url: `${UPLOADS_PATH}/${name}`, contentType: type.contentType, size: bytes.byteLength };
}
