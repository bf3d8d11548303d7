import type { Hono } from 'hono';
import { creatorsApi } from '../../contract/creators-api';
import type { ApiEnv } from '../http/api-env';
import { route } from '../http/route';
import type { Services } from '../services';
import { ownedLaunchpad } from './owned-launchpad';

/** Auction descriptions: one per launchpad, saved as a draft (임시저장) or submitted (제출). */
export function registerAuctionRoutes(app: Hono<ApiEnv>, services: Services): void {
  const { auctions } = services;

  route(app, creatorsApi.listAuctionDescriptions, ({ userId, query }) => {
    ownedLaunchpad(services, userId, query.launchpadId);
    return { items: auctions.list(query.launchpadId) };
  });

  route(app, creatorsApi.submitAuctionDescription, ({ userId, body }) => {
    ownedLaunchpad(services, userId, body.launchpadId);
    return auctions.submit(body);
  });

  route(app, creatorsApi.createAuctionPreviewKey, ({ userId, query }) => {
    ownedLaunchpad(services, userId, query.launchpadId);
    return auctions.createPreviewKey(query.launchpadId);
  });
}
