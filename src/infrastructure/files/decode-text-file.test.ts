import { describe, expect, it } from 'vitest';
import { decodeTextFile } from './decode-text-file';

// "서울의 밤" as Korean Excel's "CSV (쉼표로 분리)" writes it: CP949 / EUC-KR, two bytes a syllable.
const seoulNightEucKr = [0xbc, 0xad, 0xbf, 0xef, 0xc0, 0xc7, 0x20, 0xb9, 0xe3];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('decoding a text file', () => {
  it('reads a CSV saved as CP949 by Korean Excel, not as replacement characters', () => {
    // given a header and one row in EUC-KR bytes
    const bytes = Uint8Array.from([...ascii('name\n'), ...seoulNightEucKr, ...ascii('\n')]);

    // when it is decoded
    const text = decodeTextFile(bytes);

    // then the Hangul reads back
    expect(text).toBe('name\n서울의 밤\n');
    expect(text).not.toContain('\uFFFD');
  });

  it('reads UTF-8 with a byte-order mark, dropping the mark', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('name\n서울의 밤')]);
    expect(decodeTextFile(bytes)).toBe('name\n서울의 밤');
  });

  it('reads UTF-8 without a byte-order mark', () => {
    expect(decodeTextFile(new TextEncoder().encode('name\n서울의 밤').buffer)).toBe('name\n서울의 밤');
  });
});
