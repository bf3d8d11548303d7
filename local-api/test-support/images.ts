/** The smallest real files of each accepted type (1×1 pixels), and near misses. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const GIF_BYTES = Uint8Array.from(Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64'));
export const JPEG_BYTES: Uint8Array<ArrayBuffer> = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
export const WEBP_BYTES = Uint8Array.from([
  ...Buffer.from('RIFF'),
  0x1a,
  0,
  0,
  0,
  ...Buffer.from('WEBPVP8L'),
  0x0d,
  0,
  0,
  0,
  0x2f,
  0,
  0,
  0,
  0x10,
  0x07,
  0x10,
  0x11,
  0x11,
  0x88,
  0x88,
  0xfe,
  0x07,
  0x00,
]);
export const SVG_BYTES = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
export const TEXT_BYTES = new TextEncoder().encode('just text, named .png');
