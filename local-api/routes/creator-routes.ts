import type { Hono } from 'hono';
import { creatorsApi } from '../../contract/creators-api';
import type { ApiEnv } from '../http/api-env';
import { notFound } from '../http/errors';
import { messages } from '../http/messages';
import { route } from '../http/route';
import type { Services } from '../services';
import { storeImage } from '../uploads/store-image';
import { requireUnchanged } from './require-unchanged';

export function registerCreatorRoutes(app: Hono<ApiEnv>, services: Services): void {
  const { creators } = services;

  route(app, creatorsApi.listCreators, ({ userId }) => ({ items: creators.list(userId) }));

  route(app, creatorsApi.getCreator, ({ userId, params }) => {
    const creator = creators.findOwned(userId, params.id);
    if (!creator) throw notFound(messages.notFound.creator);
    return creator;
  });

  route(app, creatorsApi.createCreator, ({ userId, body }) => creators.create(userId, body.name), { status: 201 });

  /** JSON, or multipart with the same text fields and an optional `image` (an empty file part means none). */
  route(app, creatorsApi.submitCreator, async ({ userId, params, body, files }) => {
    const stored = creators.findOwned(userId, params.id);
    if (!stored) throw notFound(messages.notFound.creator);
    // A stale submit stores no image either; the write checks again inside its transaction.
    requireUnchanged(body.baseUpdatedAt, stored.updatedAt);
    const image = files.get('image');
    const hasImage = image !== undefined && (image.size > 0 || image.name !== '');
    // storeImage checks size and content before it writes, so a bad file leaves no trace.
    const imageUrl = hasImage ? (await storeImage(services, userId, image)).url : undefined;
    const creator = creators.submit(userId, params.id, body, imageUrl, requireUnchanged);
    if (!creator) throw notFound(messages.notFound.creator);
    return creator;
  });
}
