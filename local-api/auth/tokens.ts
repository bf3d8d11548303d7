import { createHash, randomBytes } from 'node:crypto';
import type { TokenPair } from '../../src/domain/auth/token-pair';
import type { Clock } from '../clock';
import { inTransaction, prepared, type Db } from '../db/database';
import { unauthorized } from '../http/errors';
import { messages } from '../http/messages';

export const REFRESH_TTL_SECONDS = 14 * 24 * 60 * 60;
/** How long a just-spent refresh token may be presented again (LOCAL_API_REFRESH_GRACE_SECONDS). */
export const DEFAULT_REFRESH_GRACE_SECONDS = 10;

const ACCESS = /^at_[A-Za-z0-9_-]{43}$/;
const REFRESH = /^rt_[A-Za-z0-9_-]{43}$/;

const newToken = (prefix: 'at' | 'rt') => `${prefix}_${randomBytes(32).toString('base64url')}`;
/** Only hashes are stored: a copied database file holds no usable token. */
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const SELECT_REFRESH = `
  SELECT r.family_id AS familyId, f.user_id AS userId, r.expires_at AS expiresAt, r.used_at AS usedAt,
         f.revoked_at AS revokedAt
  FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id WHERE r.token_hash = ?`;
const SELECT_ACCESS = `
  SELECT f.user_id AS userId, a.expires_at AS expiresAt, f.revoked_at AS revokedAt
  FROM access_tokens a JOIN token_families f ON f.id = a.family_id WHERE a.token_hash = ?`;

interface AccessRow {
  userId: string;
  expiresAt: string;
  revokedAt: string | null;
}

interface RefreshRow {
  familyId: number;
  userId: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

/**
 * Opaque bearer tokens kept in SQLite. Refresh tokens rotate: each works once, and presenting a
 * spent one revokes its whole family (refresh and access tokens), as a stolen copy would.
 * Within `graceSeconds` of its first use a spent token is instead answered with a new pair of the
 * same family (the overlap period of Auth0, the grace period of Okta): a page reloaded while the
 * answer to its refresh was on its way never stored the new token and presents the old one again.
 */
export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly accessTtlSeconds: number,
    private readonly graceSeconds: number = DEFAULT_REFRESH_GRACE_SECONDS,
  ) {}

  /** A sign-in: a new token family and its first refresh token. */
  startSession(userId: string): string {
    return inTransaction(this.db, () => {
      const now = this.clock.now();
      const family = prepared(this.db, 'INSERT INTO token_families (user_id, created_at) VALUES (?, ?)');
      const familyId = Number(family.run(userId, now.toISOString()).lastInsertRowid);
      return this.insertRefresh(familyId, now);
    });
  }

  /** Spends a refresh token for a new pair. Throws 401 when it is unknown, expired, spent or revoked. */
  refresh(token: string): TokenPair & { userId: string } {
    if (!REFRESH.test(token)) throw unauthorized(messages.auth.refreshInvalid);
    const outcome = inTransaction(this.db, () => {
      const now = this.clock.now();
      const row = prepared(this.db, SELECT_REFRESH).get(hash(token)) as RefreshRow | undefined;
      if (!row || row.revokedAt) return { error: messages.auth.refreshInvalid } as const;
      const withinGrace = row.usedAt !== null && now.getTime() - Date.parse(row.usedAt) < this.graceSeconds * 1000;
      if (row.usedAt && !withinGrace) {
        // Reuse: someone holds a copy. Revoke the family, so neither copy keeps the session.
        prepared(this.db, 'UPDATE token_families SET revoked_at = ? WHERE id = ?').run(now.toISOString(), row.familyId);
        prepared(this.db, 'DELETE FROM access_tokens WHERE family_id = ?').run(row.familyId);
        return { error: messages.auth.refreshReused } as const;
      }
      if (Date.parse(row.expiresAt) <= now.getTime()) return { error: messages.auth.expired } as const;
      // A reuse within the grace period keeps the first use's time, so the grace never stretches.
      if (!row.usedAt) {
        prepared(this.db, 'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?').run(
          now.toISOString(),
          hash(token),
        );
      }
      const prune = prepared(this.db, 'DELETE FROM access_tokens WHERE family_id = ? AND expires_at <= ?');
      prune.run(row.familyId, now.toISOString());
      const accessToken = newToken('at');
      const expiresAt = new Date(now.getTime() + this.accessTtlSeconds * 1000).toISOString();
      const insert = prepared(
        this.db,
        'INSERT INTO access_tokens (token_hash, family_id, expires_at) VALUES (?, ?, ?)',
      );
      insert.run(hash(accessToken), row.familyId, expiresAt);
      return { accessToken, refreshToken: this.insertRefresh(row.familyId, now), userId: row.userId };
    });
    if ('error' in outcome) throw unauthorized(outcome.error);
    return outcome;
  }

  /** The user an access token belongs to. Throws 401 when it is malformed, unknown, revoked or expired. */
  authenticate(accessToken: string): string {
    if (!ACCESS.test(accessToken)) throw unauthorized(messages.auth.malformed);
    const row = prepared(this.db, SELECT_ACCESS).get(hash(accessToken)) as AccessRow | undefined;
    if (!row || row.revokedAt) throw unauthorized(messages.auth.malformed);
    if (Date.parse(row.expiresAt) <= this.clock.now().getTime()) throw unauthorized(messages.auth.expired);
    return row.userId;
  }

  private insertRefresh(familyId: number, now: Date): string {
    const token = newToken('rt');
    const expiresAt = new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000).toISOString();
    const insert = prepared(
      this.db,
      'INSERT INTO refresh_tokens (token_hash, family_id, issued_at, expires_at) VALUES (?, ?, ?, ?)',
    );
    insert.run(hash(token), familyId, now.toISOString(), expiresAt);
    return token;
  }
}
