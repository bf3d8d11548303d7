import type { Hono } from 'hono';
import { creatorsApi } from '../../contract/creators-api';
import type { ApiEnv } from '../http/api-env';
import { route } from '../http/route';
import type { Services } from '../services';
import { requireChangeable } from './launch-lifecycle';
import { toReviewIfComplete } from './launch-review';
import { ownedLaunchpad } from './owned-launchpad';
import { requireUnchanged } from './require-unchanged';
import { PREVIEW_HEADERS, renderAuctionPreview, renderPreviewUnavailable } from '../auction-preview/preview-page';

/** The public auction page a 미리보기 key opens (no sign-in: the key is the permission). */
export const AUCTION_PREVIEW_PATH = '/local/auction-preview';

/** Auction descriptions: one per launchpad, saved as a draft (임시저장) or submitted (제출). */
export function registerAuctionRoutes(app: Hono<ApiEnv>, services: Services): void {
  const { auctions } = services;

  route(app, creatorsApi.listAuctionDescriptions, ({ userId, query }) => {
    ownedLaunchpad(services, userId, query.launchpadId);
    return { items: auctions.list(query.launchpadId) };
  });

  route(app, creatorsApi.submitAuctionDescription, ({ userId, body }) => {
    const launchpad = ownedLaunchpad(services, userId, body.launchpadId);
    requireChangeable(launchpad, 'content');
    // A 제출 that was the launch's last one sends it to review, in the same transaction.
    const toReview = () => !body.temporary && toReviewIfComplete(services, userId, launchpad);
    return auctions.submit(body, requireUnchanged, toReview);
  });

  route(app, creatorsApi.createAuctionPreviewKey, ({ userId, query }) => {
    ownedLaunchpad(services, userId, query.launchpadId);
    return auctions.createPreviewKey(query.launchpadId);
  });

  app.get(`${AUCTION_PREVIEW_PATH}/:key`, (c) => {
    const found = auctions.findByPreviewKey(c.req.param('key'));
    if (found.kind !== 'found')
      return c.html(
        renderPreviewUnavailable(found.kind, auctions.previewTtlSeconds),
        found.kind === 'expired' ? 410 : 404,
        PREVIEW_HEADERS,
      );
    return c.html(renderAuctionPreview(found.description, found.expiresAt), 200, PREVIEW_HEADERS);
  });
}
