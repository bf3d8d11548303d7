import type { Hono } from 'hono';
import * as v from 'valibot';
import { creatorsApi } from '../../contract/creators-api';
import { koreanYear } from '../../src/domain/time/korean-year';
import { createNullableYearSchema } from '../../src/domain/validation/rules';
import type { ApiEnv } from '../http/api-env';
import { jsonBytesRoute, route } from '../http/route';
import { toBadRequest } from '../http/validation-error';
import type { Services } from '../services';
import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import { requireChangeable } from './launch-lifecycle';
import { toReviewIfComplete } from './launch-review';
import { ownedLaunchpad } from './owned-launchpad';
import { requireKind } from './require-kind';
import { requireUnchanged } from './require-unchanged';

/** The editions editor sends up to 10,000 tokens at once. */
const TOKENS_BODY_LIMIT = 32 * 1024 * 1024;

export function registerMetadataRoutes(app: Hono<ApiEnv>, services: Services): void {
  const { metadata, clock, singleTokens } = services;

  /** The year rule reads the current year, in Korea, from the server's clock. */
  const checkYear = (year: number | null) => {
    const currentYear = koreanYear(clock.now());
    const result = v.safeParse(v.object({ year: createNullableYearSchema(currentYear) }), { year });
    if (!result.success) throw toBadRequest(result.issues);
  };

  /** A 제출 that was the launch's last one sends it to review; 임시저장 leaves it where it is. */
  const toReview = (temporary: boolean, userId: string, launchpad: Launchpad) => {
    if (!temporary) toReviewIfComplete(services, userId, launchpad);
  };

  route(app, creatorsApi.submitSingleMetadata, ({ userId, body }) => {
    const launchpad = ownedLaunchpad(services, userId, body.launchpadId);
    requireKind(launchpad, 'SINGLE');
    requireChangeable(launchpad, 'content');
    checkYear(body.year);
    return metadata.submitSingle(body, () => toReview(body.temporary, userId, launchpad), requireUnchanged);
  });

  route(app, creatorsApi.submitMultiMetadata, ({ userId, body }) => {
    const launchpad = ownedLaunchpad(services, userId, body.launchpadId);
    requireKind(launchpad, 'MULTI');
    requireChangeable(launchpad, 'content');
    checkYear(body.year);
    return metadata.submitMulti(body, () => toReview(body.temporary, userId, launchpad), requireUnchanged);
  });

  route(app, creatorsApi.getSingleMetadata, ({ userId, query }) => {
    ownedLaunchpad(services, userId, query.launchpadId);
    return { metadata: metadata.findSingle(query.launchpadId) ?? null };
  });

  route(app, creatorsApi.getMultiMetadata, ({ userId, query }) => {
    ownedLaunchpad(services, userId, query.launchpadId);
    return { metadata: metadata.findMulti(query.launchpadId) ?? null };
  });

  // Parsed, checked and written on the single-token writer's thread: 10,000 tokens would otherwise
  // hold every other request while they are validated and stored.
  jsonBytesRoute(app, creatorsApi.upsertSingleTokens, ({ userId, bytes }) => singleTokens.save(userId, bytes), {
    maxBodyBytes: TOKENS_BODY_LIMIT,
  });
}
