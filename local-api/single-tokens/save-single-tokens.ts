import { creatorsApi } from '../../contract/creators-api';
import { MAX_TOKENS_PER_LAUNCHPAD } from '../../src/domain/metadata/collection-metadata';
import type { UpsertSingleTokensInput } from '../../src/domain/metadata/collection-metadata';
import type { LaunchpadRepository } from '../data/launchpad-repository';
import type { MetadataRepository } from '../data/metadata-repository';
import { inTransaction, type Db } from '../db/database';
import { badRequest } from '../http/errors';
import { messages } from '../http/messages';
import { check, parseJson } from '../http/read-request';
import { ownedLaunchpad } from '../routes/owned-launchpad';
import { requireChangeable } from '../routes/launch-lifecycle';
import { requireKind } from '../routes/require-kind';
import { isStaleBase, nextUpdatedAt } from '../../src/domain/versioning/version-precondition';
import type { Clock } from '../clock';
import type { SavedTokens } from './single-token-protocol';

/**
 * `PATCH single-tokens` from the body's bytes to the database: parse, validate with the contract's
 * schema, then, in one transaction, the owner, the edition kind, duplicate token ids and the upsert.
 * All or nothing: the first bad item throws its ApiError (the same answers as any other route) and
 * nothing is written. Each token's precondition (`baseUpdatedAt`) is held one by one: a token changed
 * since the editor loaded it is answered as a conflict with the stored token, and the others are written.
 */
export function saveSingleTokens(
  db: Db,
  repositories: { launchpads: LaunchpadRepository; metadata: MetadataRepository },
  userId: string,
  bytes: Uint8Array,
  clock: Clock,
): SavedTokens {
  const body = check(creatorsApi.upsertSingleTokens.body, parseJson(bytes)) as UpsertSingleTokensInput;
  return inTransaction(db, () => {
    const launchpad = ownedLaunchpad(repositories, userId, body.launchpadId);
    requireKind(launchpad, 'SINGLE');
    requireChangeable(launchpad, 'content');
    const seen = new Set<number>();
    body.tokens.forEach((token, index) => {
      if (seen.has(token.tokenId)) {
        const field = `tokens.${index}.tokenId`;
        throw badRequest(messages.launchpad.duplicateToken(token.tokenId), field);
      }
      seen.add(token.tokenId);
    });
    // No silent overwrite, token by token: one changed since the editor loaded it is a conflict (with the
    // stored token), the rest are written with one new version.
    const stored = repositories.metadata.tokenVersions(launchpad.id);
    const stale = body.tokens.filter((t) => isStaleBase(t.baseUpdatedAt, stored.get(t.tokenId) ?? null));
    const staleIds = new Set(stale.map((t) => t.tokenId));
    const fresh = body.tokens.filter((t) => !staleIds.has(t.tokenId)).map(({ baseUpdatedAt: _base, ...t }) => t);
    const latest = [...stored.values()].reduce<string | null>(
      (a, b) => (b !== null && (a === null || b > a) ? b : a),
      null,
    );
    const updatedAt = nextUpdatedAt(clock.now(), latest);
    const count = repositories.metadata.upsertTokens(launchpad.id, fresh, updatedAt);
    // Counted after the upsert (ids already stored are replaced, not added); past the cap the transaction rolls back.
    if (repositories.metadata.tokenCount(launchpad.id) > MAX_TOKENS_PER_LAUNCHPAD) {
      throw badRequest(messages.tokens.tooMany(MAX_TOKENS_PER_LAUNCHPAD), 'tokens');
    }
    const current = staleIds.size > 0 ? repositories.metadata.tokens(launchpad.id) : [];
    const conflicts = stale.map((t) => ({
      tokenId: t.tokenId,
      current: current.find((c) => c.tokenId === t.tokenId) ?? null,
    }));
    return { launchpadId: launchpad.id, count, updatedAt, conflicts };
  });
}
