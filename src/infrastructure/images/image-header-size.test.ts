import { describe, expect, it } from 'vitest';
import { makePng } from '../../../e2e/support/png';
import { imageHeaderSize } from './image-header-size';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('imageHeaderSize', () => {
  it('reads a PNG’s sides from its IHDR chunk', () => {
    expect(imageHeaderSize(new Uint8Array(makePng(182, 120)))).toEqual({ width: 182, height: 120 });
  });

  it('reads a GIF’s logical screen', () => {
    expect(imageHeaderSize(bytes('GIF89a', [0x40, 0x01, 0xc8, 0x00], [0, 0, 0]))).toEqual({ width: 320, height: 200 });
  });

  it('reads the three WebP kinds: VP8X, lossless VP8L and lossy VP8', () => {
    const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], body);
    // VP8X: flags, 3 reserved, then width-1 and height-1 in 24 bits each.
    expect(imageHeaderSize(riff('VP8X', [0, 0, 0, 0, 0xff, 0x03, 0x00, 0x7f, 0x02, 0x00]))).toEqual({
      width: 1024,
      height: 640,
    });
    // VP8L: signature 0x2f, then 14 bits width-1, 14 bits height-1.
    const w = 499;
    const h = 299;
    const packed = w | (h << 14);
    expect(
      imageHeaderSize(
        riff('VP8L', [0x2f, packed & 0xff, (packed >> 8) & 0xff, (packed >> 16) & 0xff, packed >>> 24, 0]),
      ),
    ).toEqual({ width: 500, height: 300 });
    // VP8: a key frame's tag, the start code, then 14 bits each.
    expect(imageHeaderSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x00, 0x02, 0x80, 0x01]))).toEqual({
      width: 512,
      height: 384,
    });
  });

  it('reads a JPEG’s frame past its metadata, and asks for more when the frame lies further on', () => {
    const app1 = [0xff, 0xe1, 0x00, 0x08, 1, 2, 3, 4, 5, 6];
    const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58];
    expect(imageHeaderSize(bytes([0xff, 0xd8], app1, sof0))).toEqual({ width: 600, height: 300 });
    expect(imageHeaderSize(bytes([0xff, 0xd8], app1))).toBe('more');
  });

  it('is null for anything else', () => {
    expect(imageHeaderSize(bytes('just text, named .png'))).toBeNull();
    expect(imageHeaderSize(new Uint8Array(0))).toBeNull();
  });
});
