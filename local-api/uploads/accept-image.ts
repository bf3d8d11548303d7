import { MAX_UPLOAD_BYTES } from '../../contract/creators-api';
import { ApiError, badRequest, payloadTooLarge } from '../http/errors';
import { fileBytes } from '../http/file-bytes';
import { messages } from '../http/messages';
import { sniffImageType, type ImageType } from './image-sniffer';

export interface AcceptedImage {
  bytes: Uint8Array;
  type: ImageType;
}

/** Checks an uploaded file by its size and its content (magic bytes); 413 or 415 otherwise. */
export async function acceptImage(file: File, field = 'image'): Promise<AcceptedImage> {
  if (file.size > MAX_UPLOAD_BYTES) throw payloadTooLarge(messages.upload.tooLarge, field);
  if (file.size === 0) throw badRequest(messages.upload.missing, field);
  const bytes = await fileBytes(file);
  const type = sniffImageType(bytes);
  if (!type) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.upload.unsupported, field);
  return { bytes, type };
}
