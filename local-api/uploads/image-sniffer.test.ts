import { describe, expect, it } from 'vitest';
import { GIF_BYTES, JPEG_BYTES, PNG_BYTES, SVG_BYTES, TEXT_BYTES, WEBP_BYTES } from '../test-support/images';
import { sniffImageType } from './image-sniffer';

describe('sniffImageType', () => {
  it.each([
    [PNG_BYTES, 'image/png'],
    [JPEG_BYTES, 'image/jpeg'],
    [GIF_BYTES, 'image/gif'],
    [WEBP_BYTES, 'image/webp'],
  ])('given the first bytes of an accepted image, then its type (%#)', (bytes, type) => {
    expect(sniffImageType(bytes)?.contentType).toBe(type);
  });

  it.each([
    [SVG_BYTES],
    [TEXT_BYTES],
    [new Uint8Array()],
    [PNG_BYTES.slice(0, 7)],
    [Uint8Array.from(Buffer.from('RIFF\0\0\0\0WAVE'))],
  ])('given anything else, then null (%#)', (bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});
