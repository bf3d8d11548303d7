import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test-support/api-client';
import { GIF_BYTES, PNG_BYTES, TEXT_BYTES } from '../test-support/images';
import { startSignedIn, type TestApi } from '../test-support/test-api';

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => ({ t, creator } = await startSignedIn()));
afterEach(() => t.close());

const formWith = (field: string, files: { bytes: Uint8Array<ArrayBuffer>; name: string }[]) => {
  const form = new FormData();
  for (const { bytes, name } of files) form.append(field, new Blob([bytes], { type: 'image/png' }), name);
  return form;
};
const uploadRows = () => t.api.db.prepare('SELECT count(*) FROM uploads').pluck().get() as number;
const storedFiles = () => readdirSync(t.api.services.storage.dir).filter((name) => !name.startsWith('.'));

/**
 * Sends an upload and drops the connection as soon as the server starts answering: the server has
 * stored the image, the client never read where (a proxy that died, a network that dropped).
 */
async function uploadAndLoseTheAnswer(): Promise<void> {
  const form = formWith('image', [{ bytes: PNG_BYTES, name: '17.png' }]);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  await new Promise<void>((resolve, reject) => {
    const req = request(`${t.url}/cl/creators-lab/v1/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${creator.accessToken}`,
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(body.byteLength),
      },
    });
    req.on('response', () => {
      req.destroy();
      resolve();
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('image uploads are kept once, by their content', () => {
  it('given an upload whose answer was lost, when it is sent again, then the image is stored once and the retry gets its link', async () => {
    await uploadAndLoseTheAnswer();
    expect(uploadRows()).toBe(1);

    const retry = await creator.ok('uploadImage', { form: formWith('image', [{ bytes: PNG_BYTES, name: '17.png' }]) });
    expect(uploadRows()).toBe(1);
    expect(storedFiles()).toHaveLength(1);
    expect(retry).toMatchObject({ fileName: '17.png', contentType: 'image/png', size: PNG_BYTES.byteLength });
    expect(retry.url).toMatch(/^\/local\/uploads\/[0-9a-f]{32}\/17\.png$/);
    expect((await fetch(`${t.url}${retry.url}`)).status).toBe(200);
  });

  it('given the same image under another name, then one file serves both links, each ending with its own name', async () => {
    const first = await creator.ok('uploadImage', { form: formWith('image', [{ bytes: PNG_BYTES, name: '1.png' }]) });
    const second = await creator.ok('uploadImage', {
      form: formWith('image', [{ bytes: PNG_BYTES, name: 'art/내 작품 #2.png' }]),
    });
    expect(storedFiles()).toHaveLength(1);
    expect(second.fileName).toBe('내 작품 #2.png');
    expect(decodeURIComponent(second.url.split('/').pop()!)).toBe('내 작품 #2.png');
    expect(first.url.split('/')[3]).toBe(second.url.split('/')[3]);
    const served = await fetch(`${t.url}${second.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('given another user sending the same image, then it is a file of its own', async () => {
    await creator.ok('uploadImage', { form: formWith('image', [{ bytes: PNG_BYTES, name: '1.png' }]) });
    const artist = await t.signIn('artist');
    await artist.ok('uploadImage', { form: formWith('image', [{ bytes: PNG_BYTES, name: '1.png' }]) });
    expect(storedFiles()).toHaveLength(2);
  });
});

describe('batch uploads', () => {
  it('given three files of which one is no image, then two are stored and the third is refused in its place; sent again, nothing new is stored', async () => {
    const form = () => {
      const batch = formWith('images', [
        { bytes: PNG_BYTES, name: '1.png' },
        { bytes: TEXT_BYTES, name: '2.png' },
      ]);
      batch.append('images', new Blob([GIF_BYTES], { type: 'image/gif' }), '3.gif');
      return batch;
    };
    const answer = await creator.call('uploadImages', { form: form() });
    expect(answer.status).toBe(201);
    if (!answer.ok) return;
    const [first, second, third] = answer.data.items;
    expect(first).toMatchObject({ fileName: '1.png', contentType: 'image/png' });
    expect(second).toEqual({
      fileName: '2.png',
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.' },
    });
    expect(third).toMatchObject({ fileName: '3.gif', contentType: 'image/gif' });
    expect(uploadRows()).toBe(2);

    const again = await creator.ok('uploadImages', { form: form() });
    expect(again.items).toEqual(answer.data.items);
    expect(uploadRows()).toBe(2);
    expect(storedFiles()).toHaveLength(2);
  });

  it('given more images than a batch carries, or none, then 400 naming the field', async () => {
    const many = formWith(
      'images',
      Array.from({ length: 21 }, (_, i) => ({ bytes: PNG_BYTES, name: `${i}.png` })),
    );
    expect(await creator.call('uploadImages', { form: many })).toMatchObject({
      status: 400,
      error: { message: '이미지는 한 번에 20개까지 보낼 수 있습니다.', field: 'images' },
    });
    expect(await creator.call('uploadImages', { form: new FormData() })).toMatchObject({ status: 400 });
  });
});
