/** An image's sides in pixels, read from its header. */
export interface HeaderSize {
  width: number;
  height: number;
}

/** The bytes read first: a PNG, GIF or WebP says its sides in its first 30; a JPEG usually within 64 KB (after EXIF). */
export const HEADER_BYTES = 64 * 1024;

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

function png(b: Uint8Array): HeaderSize | null {
  // Signature, then the IHDR chunk: length, "IHDR", width, height (big-endian).
  if (b.length < 24 || b[0] !== 0x89 || !ascii(b, 1, 'PNG') || !ascii(b, 12, 'IHDR')) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): HeaderSize | null {
  if (b.length < 10 || !(ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'))) return null;
  return { width: u16le(b, 6), height: u16le(b, 8) };
}

function webp(b: Uint8Array): HeaderSize | null {
  if (b.length < 25 || !ascii(b, 0, 'RIFF') || !ascii(b, 8, 'WEBP')) return null;
  if (ascii(b, 12, 'VP8X') && b.length >= 30) return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  // Lossy: a key frame's start code, then the sides (14 bits each).
  if (ascii(b, 12, 'VP8 ') && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  return null;
}

/** A start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC): the frame's sides follow its precision byte. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** 'more': a JPEG whose frame header lies beyond the bytes given. */
function jpeg(b: Uint8Array): HeaderSize | null | 'more' {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes, and markers that stand alone (no length).
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return 'more';
      return { width: u16be(b, at + 7), height: u16be(b, at + 5) };
    }
    at += 2 + u16be(b, at + 2);
  }
  return 'more';
}

/**
 * The sides a PNG, GIF, WebP or JPEG file's header states, from its first bytes, without decoding it:
 * null for bytes that are none of these; 'more' for a JPEG whose frame header lies further on (its
 * metadata comes first).
 */
export function imageHeaderSize(bytes: Uint8Array): HeaderSize | null | 'more' {
  return png(bytes) ?? gif(bytes) ?? webp(bytes) ?? jpeg(bytes);
}
