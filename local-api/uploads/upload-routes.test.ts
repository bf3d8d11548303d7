import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../contract/creators-api';
import type { ApiClient } from '../test-support/api-client';
import { GIF_BYTES, JPEG_BYTES, PNG_BYTES, SVG_BYTES, TEXT_BYTES, WEBP_BYTES } from '../test-support/images';
import { startSignedIn, type TestApi } from '../test-support/test-api';

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => ({ t, creator } = await startSignedIn()));
afterEach(() => t.close());

const formWith = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
  const form = new FormData();
  form.set('image', new Blob([bytes], { type }), name);
  return form;
};

const uploadCount = () => t.api.db.prepare('SELECT count(*) FROM uploads').pluck().get() as number;

describe('image uploads', () => {
  it.each([
    [PNG_BYTES, 'image/png'],
    [JPEG_BYTES, 'image/jpeg'],
    [GIF_BYTES, 'image/gif'],
    [WEBP_BYTES, 'image/webp'],
  ])('given an accepted image, then 201 and it is served back with its type and nosniff (%#)', async (bytes, type) => {
    // Declared type and name lie; the content decides.
    const answer = await creator.call('uploadImage', {
      form: formWith(bytes, 'photo.bin', 'application/octet-stream'),
    });
    expect(answer.status).toBe(201);
    if (!answer.ok) return;
    expect(answer.data).toMatchObject({ contentType: type, size: bytes.byteLength });
    const served = await fetch(`${t.url}${answer.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    [SVG_BYTES, 'logo.svg', 'image/svg+xml'],
    [TEXT_BYTES, 'fake.png', 'image/png'],
  ])(
    'given a file that is not an accepted image by content, then 415 in Korean and nothing stored (%#)',
    async (bytes, name, type) => {
      const answer = await creator.call('uploadImage', { form: formWith(bytes, name, type) });
      expect(answer.status).toBe(415);
      expect(!answer.ok && answer.error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.',
        field: 'image',
      });
      expect(uploadCount()).toBe(0);
    },
  );

  it('given an image of exactly 10 MB, then it is accepted; one byte more is 413', async () => {
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set(PNG_BYTES);
    expect((await creator.call('uploadImage', { form: formWith(exact, 'big.png', 'image/png') })).status).toBe(201);

    const over = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    over.set(PNG_BYTES);
    const answer = await creator.call('uploadImage', { form: formWith(over, 'big.png', 'image/png') });
    expect(answer.status).toBe(413);
    expect(!answer.ok && answer.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: '이미지는 10MB 이하만 올릴 수 있습니다.',
    });
    expect(uploadCount()).toBe(1);
  });

  it('given a huge declared body, then 413 before the body is read', async () => {
    // Announce 200 MB, send only a little: the server must answer without waiting for the rest.
    const { url } = t;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${url}/cl/creators-lab/v1/uploads`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${creator.accessToken}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(200 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
  });

  it('given a streamed body past the limit without a length, then its 413 JSON answer', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 40) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await creator.raw('/cl/creators-lab/v1/uploads', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit);
    // The rest of the body is read and thrown away, so the client gets its 413, never a reset.
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('given no image field, then 400 naming the field', async () => {
    const form = new FormData();
    form.set('other', 'x');
    const answer = await creator.call('uploadImage', { form });
    expect(!answer.ok && answer.error).toEqual({
      code: 'BAD_REQUEST',
      message: '이미지 파일을 첨부해 주세요.',
      field: 'image',
    });
  });

  it('given a JSON body instead of a form, then 400, not 500', async () => {
    const answer = await creator.call('uploadImage', { body: { image: 'x' } });
    expect(answer.status).toBe(400);
  });

  it('given an unknown or invented upload name, then 404', async () => {
    expect((await fetch(`${t.url}/local/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/local/uploads/..%2F..%2Fpackage.json`)).status).toBe(404);
  });

  it('given no token, then uploading is 401', async () => {
    const answer = await t.anonymous().call('uploadImage', { form: formWith(PNG_BYTES, 'a.png', 'image/png') });
    expect(answer.status).toBe(401);
  });
});
