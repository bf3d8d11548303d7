import type { Hono } from 'hono';
import * as v from 'valibot';
import { creatorsApi } from '../../contract/creators-api';
import type { CollectionType, Launchpad } from '../../src/domain/launchpad/launchpad';
import { koreanYear } from '../../src/domain/time/korean-year';
import { createNullableYearSchema } from '../../src/domain/validation/rules';
import type { ApiEnv } from '../http/api-env';
import { badRequest } from '../http/errors';
import { labelFor } from '../http/field-labels';
import { messages } from '../http/messages';
import { route } from '../http/route';
import { toBadRequest } from '../http/validation-error';
import type { Services } from '../services';
import { ownedLaunchpad } from './owned-launchpad';

/** The editions editor sends up to 10,000 tokens at once. */
const TOKENS_BODY_LIMIT = 32 * 1024 * 1024;

const kindName: Record<CollectionType, string> = { SINGLE: '싱글 에디션', MULTI: '멀티 에디션' };

function requireKind(launchpad: Launchpad, kind: CollectionType): void {
  if (launchpad.collectionType !== kind) {
    throw badRequest(`${labelFor('launchpadId')}: ${messages.launchpad.wrongKind(kindName[kind])}`, 'launchpadId');
  }
}

export function registerMetadataRoutes(app: Hono<ApiEnv>, services: Services): void {
  const { metadata, launchpads, clock } = services;

  /** The year rule reads the current year, in Korea, from the server's clock. */
  const checkYear = (year: number | null) => {
    const currentYear = koreanYear(clock.now());
    const result = v.safeParse(v.object({ year: createNullableYearSchema(currentYear) }), { year });
    if (!result.success) throw toBadRequest(result.issues);
  };

  /** 제출 sends a DRAFT launchpad to review; 임시저장 leaves it where it is. */
  const toReview = (temporary: boolean, launchpadId: number) => {
    if (!temporary) launchpads.markInReview(launchpadId);
  };

  route(app, creatorsApi.submitSingleMetadata, ({ userId, body }) => {
    const launchpad = ownedLaunchpad(services, userId, body.launchpadId);
    requireKind(launchpad, 'SINGLE');
    checkYear(body.year);
    return metadata.submitSingle(body, () => toReview(body.temporary, launchpad.id));
  });

  route(app, creatorsApi.submitMultiMetadata, ({ userId, body }) => {
    const launchpad = ownedLaunchpad(services, userId, body.launchpadId);
    requireKind(launchpad, 'MULTI');
    checkYear(body.year);
    return metadata.submitMulti(body, () => toReview(body.temporary, launchpad.id));
  });

  route(app, creatorsApi.getSingleMetadata, ({ userId, query }) => {
    ownedLaunchpad(services, userId, query.launchpadId);
    return { metadata: metadata.findSingle(query.launchpadId) ?? null };
  });

  route(app, creatorsApi.getMultiMetadata, ({ userId, query }) => {
    ownedLaunchpad(services, userId, query.launchpadId);
    return { metadata: metadata.findMulti(query.launchpadId) ?? null };
  });

  route(
    app,
    creatorsApi.upsertSingleTokens,
    ({ userId, body }) => {
      const launchpad = ownedLaunchpad(services, userId, body.launchpadId);
      requireKind(launchpad, 'SINGLE');
      const seen = new Set<number>();
      body.tokens.forEach((token, index) => {
        if (seen.has(token.tokenId)) {
          const field = `tokens.${index}.tokenId`;
          throw badRequest(`${labelFor(field)}: ${messages.launchpad.duplicateToken(token.tokenId)}`, field);
        }
        seen.add(token.tokenId);
      });
      return { launchpadId: launchpad.id, count: metadata.upsertTokens(launchpad.id, body.tokens) };
    },
    { maxBodyBytes: TOKENS_BODY_LIMIT },
  );
}
