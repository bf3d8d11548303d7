import { describe, expect, it } from 'vitest';
import { makePng } from '../../../e2e/support/png';
import { readImageFacts } from './read-image-facts';

/** A file that records the ends of the slices read from it. */
function recording(parts: BlobPart[], name: string) {
  const ends: number[] = [];
  const file = new File(parts, name);
  const slice = file.slice.bind(file);
  file.slice = (start?: number, end?: number) => (ends.push(end ?? file.size), slice(start, end));
  return { file, ends };
}

/** A JPEG whose metadata (APP segments of `metadata` bytes in all, 40,000 at most each) comes before its frame header. */
function jpegAfterMetadata(metadata: number, width: number, height: number): Uint8Array<ArrayBuffer> {
  const app: number[] = [];
  for (let left = metadata; left > 0; left -= 40_000) {
    const length = Math.min(left, 40_000) + 2;
    app.push(0xff, 0xe1, length >> 8, length & 0xff, ...new Array<number>(length - 2).fill(0));
  }
  const sof = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return Uint8Array.from([0xff, 0xd8, ...app, ...sof, ...new Array<number>(64).fill(0), 0xff, 0xd9]);
}

describe('readImageFacts', () => {
  it('reads a PNG’s sides from its first bytes, not its first 64 KB', async () => {
    const { file, ends } = recording([new Uint8Array(makePng(300, 200))], '1.png');

    await expect(readImageFacts(file)).resolves.toEqual({ bytes: file.size, width: 300, height: 200 });
    expect(ends).toEqual([4096]);
  });

  it('reads further into a JPEG whose metadata comes first, as far as its frame header', async () => {
    const near = recording([jpegAfterMetadata(10_000, 640, 480)], 'near.jpg');
    const far = recording([jpegAfterMetadata(70_000, 800, 600)], 'far.jpg');

    await expect(readImageFacts(near.file)).resolves.toEqual({ bytes: near.file.size, width: 640, height: 480 });
    await expect(readImageFacts(far.file)).resolves.toEqual({ bytes: far.file.size, width: 800, height: 600 });
    expect(near.ends).toEqual([4096, 64 * 1024]);
    expect(far.ends).toEqual([4096, 64 * 1024, far.file.size]);
  });
});
