import type { Context, Hono } from 'hono';
import { creatorsApi, MAX_BATCH_BYTES, MAX_BATCH_IMAGES } from '../../contract/creators-api';
import type { ApiEnv } from '../http/api-env';
import { ApiError, badRequest, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { route } from '../http/route';
import type { Services } from '../services';
import type { UploadRecord } from '../data/upload-repository';
import { storeImage, uploadFileName, UPLOADS_PATH } from '../uploads/store-image';
import { UPLOAD_EXTENSIONS, UPLOAD_HASH } from '../uploads/upload-storage';

export function registerUploadRoutes(app: Hono<ApiEnv>, services: Services): void {
  route(
    app,
    creatorsApi.uploadImage,
    async ({ userId, files }) => {
      const image = files.get('image');
      if (!image) throw badRequest(messages.upload.missing, 'image');
      return storeImage(services, userId, image);
    },
    { status: 201 },
  );

  route(
    app,
    creatorsApi.uploadImages,
    async ({ userId, fileLists }) => {
      const images = fileLists.get('images') ?? [];
      if (images.length === 0) throw badRequest(messages.upload.missing, 'images');
      if (images.length > MAX_BATCH_IMAGES) throw badRequest(messages.upload.tooMany(MAX_BATCH_IMAGES), 'images');
      // Each image on its own: one that is refused leaves the others stored, and says why in its place.
      const items = await Promise.all(
        images.map((image) =>
          storeImage(services, userId, image, 'images').catch((error: unknown) => {
            if (!(error instanceof ApiError)) throw error;
            return { fileName: uploadFileName(image.name), error: { code: error.code, message: error.message } };
          }),
        ),
      );
      return { items };
    },
    { status: 201, maxBodyBytes: MAX_BATCH_BYTES + 256 * 1024 },
  );

  /** Public, as an <img> sends no bearer token; names are unguessable. nosniff: the type is ours, not the browser's guess. */
  const serve = (c: Context, record: UploadRecord | undefined) => {
    const bytes = record && services.storage.read(record.name);
    if (!record || !bytes) throw notFound(messages.notFound.upload);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': record.contentType,
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    });
  };
  app.get(`${UPLOADS_PATH}/:name`, (c) => serve(c, services.uploads.find(c.req.param('name'))));
  // The link that carries the creator's file name: the hash finds the file, the name is the creator's.
  app.get(`${UPLOADS_PATH}/:hash/:fileName`, (c) => {
    const hash = c.req.param('hash');
    return serve(c, UPLOAD_HASH.test(hash) ? services.uploads.findByHash(hash, UPLOAD_EXTENSIONS) : undefined);
  });
}
