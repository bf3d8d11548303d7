// Erasable TypeScript only: scripts/bench-editions.mjs runs this file under Node's type stripping.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG file of 8-bit RGB rows (each row: a filter byte, then width × 3 bytes), deflated at `level`. */
function encodePng(width: number, height: number, rows: Buffer, level?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real PNG (8-bit RGB, no interlace) of `width`×`height`: a diagonal gradient, so a decoder
 * has something to decode and a screenshot shows that the image arrived.
 */
export function makePng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 3;
      rows[at] = Math.round((x / width) * 255);
      rows[at + 1] = Math.round((y / height) * 200);
      rows[at + 2] = 200;
    }
  }
  return encodePng(width, height, rows);
}

/** A PNG of noise, `side` px square: about side² × 3 bytes, as noise does not compress (the bench's real-sized images). */
export function noisePng(side: number): Buffer {
  const rows = randomBytes((side * 3 + 1) * side);
  for (let y = 0; y < side; y += 1) rows[y * (side * 3 + 1)] = 0; // filter: none
  // The fastest deflate: noise does not shrink anyway, and the bench draws thousands.
  return encodePng(side, side, rows, 1);
}
