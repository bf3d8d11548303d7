import type { Hono } from 'hono';
import { creatorsApi } from '../../contract/creators-api';
import type { ApiEnv } from '../http/api-env';
import { badRequest, notFound } from '../http/errors';
import { labelFor } from '../http/field-labels';
import { messages } from '../http/messages';
import { route } from '../http/route';
import type { Services } from '../services';
import { ownedLaunchpad } from './owned-launchpad';

/** A page when the app asks for no size (it asks for 1000 on the list screen). */
export const DEFAULT_PAGE_SIZE = 20;

export function registerLaunchpadRoutes(app: Hono<ApiEnv>, services: Services): void {
  const { launchpads } = services;

  route(app, creatorsApi.listLaunchpads, ({ userId, query }) => launchpads.list(userId, query.size ?? DEFAULT_PAGE_SIZE, query.page ?? 1));

  route(app, creatorsApi.getLaunchpad, ({ userId, params }) => ownedLaunchpad(services, userId, params.id));

  route(app, creatorsApi.createLaunchpad, ({ userId, body }) => launchpads.create(userId, body), { status: 201 });

  route(app, creatorsApi.updateLaunchpad, ({ userId, params, body }) => {
    if (body.startAt && body.endAt && Date.parse(body.endAt) < Date.parse(body.startAt)) {
      throw badRequest(`${labelFor('endAt')}: ${messages.launchpad.endBeforeStart}`, 'endAt');
    }
    const updated = launchpads.update(userId, params.id, body);
    if (!updated) throw notFound(messages.notFound.launchpad);
    return updated;
  });
}
