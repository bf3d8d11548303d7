import type { Hono } from 'hono';
import { creatorsApi } from '../../contract/creators-api';
import type { ApiEnv } from '../http/api-env';
import { badRequest, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { route } from '../http/route';
import type { Services } from '../services';
import { storeImage, UPLOADS_PATH } from '../uploads/store-image';

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

  /** Public, as an <img> sends no bearer token; names are unguessable. nosniff: the type is ours, not the browser's guess. */
  app.get(`${UPLOADS_PATH}/:name`, (c) => {
    const name = c.req.param('name');
    const record = services.uploads.find(name);
    const bytes = record && services.storage.read(name);
    if (!record || !bytes) throw notFound(messages.notFound.upload);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': record.contentType,
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
