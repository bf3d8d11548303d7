import { LINK_MAX_LENGTH } from '../../src/domain/validation/rules';
import type { Services } from '../services';
import { acceptImage } from './accept-image';
import { storedName } from './upload-storage';

export const UPLOADS_PATH = '/local/uploads';

/** Longest file name kept with an upload (a file system's usual limit). */
const FILE_NAME_MAX = 255;

/**
 * The name the creator's file had, as the multipart part gave it: its last path segment, composed
 * (macOS sends Hangul decomposed), without control characters; null when nothing is left.
 */
export function uploadFileName(name: string): string | null {
  const segment = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const clean = [...segment.normalize('NFC')]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim();
  return clean === '' ? null : [...clean].slice(0, FILE_NAME_MAX).join('');
}

/**
 * Where a stored image is served: `/local/uploads/<hash>/<file name>` (the name percent-encoded), so
 * that the link itself says which of the creator's files it is, on any browser; without a name, the
 * stored name (`/local/uploads/<hash>.<ext>`), as for a name too long for a link.
 */
export function uploadUrl(name: string, fileName: string | null): string {
  if (fileName === null) return `${UPLOADS_PATH}/${name}`;
  // A leading dot is encoded too: a path segment never starts with one (`..`), as the link rule says.
  const segment = encodeURIComponent(fileName).replace(/^\./, '%2E');
  const url = `${UPLOADS_PATH}/${name.slice(0, name.indexOf('.'))}/${segment}`;
  // A link past the link rule's length could not be saved as a token's image: the stored name instead.
  return url.length <= LINK_MAX_LENGTH ? url : `${UPLOADS_PATH}/${name}`;
}

/**
 * Checks, stores and records an image; its URL is served by this API (same origin through the app's
 * proxy). Idempotent by content: the same user's same image is stored and recorded once, and sending
 * it again (a retry after a lost answer) gets the same link.
 */
export async function storeImage(
  { storage, uploads }: Pick<Services, 'storage' | 'uploads'>,
  userId: string,
  file: File,
  field = 'image',
): Promise<{ url: string; contentType: string; size: number; fileName: string | null }> {
  const { bytes, type } = await acceptImage(file, field);
  const name = storedName(userId, bytes, type.extension);
  if (!uploads.find(name)) {
    await storage.save(name, bytes);
    await uploads.record(userId, { name, contentType: type.contentType, size: bytes.byteLength });
  }
  const fileName = uploadFileName(file.name);
  return { url: uploadUrl(name, fileName), contentType: type.contentType, size: bytes.byteLength, fileName };
}
