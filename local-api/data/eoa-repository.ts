import { randomBytes } from 'node:crypto';
import type { Eoa, EoaNonce } from '../../src/domain/wallet/eoa';
import type { Clock } from '../clock';
import { inTransaction, prepared, type Db } from '../db/database';

/** A nonce proves a signature was made for this server and this creator, recently, once. */
export const NONCE_TTL_SECONDS = 10 * 60;

export type NonceCheck = 'ok' | 'unknown' | 'expired';

/** The creator's registered wallet (EOA) and the sign-in nonces issued to them. */
export class EoaRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  find(userId: string): Eoa | undefined {
    const select = prepared(
      this.db,
      'SELECT address, chain_id AS chainId, registered_at AS registeredAt FROM eoas WHERE user_id = ?',
    );
    return select.get(userId) as Eoa | undefined;
  }

  issueNonce(userId: string): EoaNonce {
    return inTransaction(this.db, () => {
      const now = this.clock.now();
      const nonce = randomBytes(16).toString('hex');
      const issuedAt = now.toISOString();
      const expiresAt = new Date(now.getTime() + NONCE_TTL_SECONDS * 1000).toISOString();
      // Spent and expired nonces of this creator are of no further use.
      const prune = prepared(
        this.db,
        'DELETE FROM eoa_nonces WHERE user_id = ? AND (used_at IS NOT NULL OR expires_at <= ?)',
      );
      prune.run(userId, issuedAt);
      const insert = prepared(
        this.db,
        'INSERT INTO eoa_nonces (nonce, user_id, issued_at, expires_at) VALUES (?, ?, ?, ?)',
      );
      insert.run(nonce, userId, issuedAt, expiresAt);
      return { nonce, issuedAt, expiresAt };
    });
  }

  /**
   * Spends the nonce and registers (or replaces) the EOA in one transaction, only when the nonce
   * was issued to this creator, is unspent and unexpired. Nothing is written otherwise.
   */
  register(userId: string, nonce: string, address: string, chainId: number): { check: NonceCheck; eoa?: Eoa } {
    return inTransaction(this.db, () => {
      const now = this.clock.now().toISOString();
      const select = prepared(
        this.db,
        'SELECT expires_at AS expiresAt FROM eoa_nonces WHERE nonce = ? AND user_id = ? AND used_at IS NULL',
      );
      const row = select.get(nonce, userId) as { expiresAt: string } | undefined;
      if (!row) return { check: 'unknown' as const };
      if (row.expiresAt <= now) return { check: 'expired' as const };
      prepared(this.db, 'UPDATE eoa_nonces SET used_at = ? WHERE nonce = ?').run(now, nonce);
      const upsert = prepared(
        this.db,
        `INSERT INTO eoas (user_id, address, chain_id, registered_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET address = excluded.address, chain_id = excluded.chain_id,
           registered_at = excluded.registered_at`,
      );
      upsert.run(userId, address, chainId, now);
      return { check: 'ok' as const, eoa: this.find(userId)! };
    });
  }
}
