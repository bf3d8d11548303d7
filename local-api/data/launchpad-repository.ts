import { getAddress } from 'ethers';
import type { BackendName } from '../../src/domain/chain/backend-name';
import type { CreateLaunchpadInput, Launchpad, UpdateLaunchpadInput } from '../../src/domain/launchpad/launchpad';
import type { Clock } from '../clock';
import { inTransaction, prepared, type Db } from '../db/database';

const COLUMNS = `id, name, chain, chain_id AS chainId, contract_address AS contractAddress,
  collection_type AS collectionType, status, start_at AS startAt, end_at AS endAt,
  created_at AS createdAt, updated_at AS updatedAt`;

/** Launchpads, always read through their owner: another user's id is simply not there. */
export class LaunchpadRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Newest first, at most `size` from page `page` (1-based), with the total the creator has. */
  list(userId: string, size: number, page = 1): { items: Launchpad[]; total: number } {
    const items = prepared(
      this.db,
      `SELECT ${COLUMNS} FROM launchpads WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    ).all(userId, size, (page - 1) * size) as Launchpad[];
    const total = prepared(this.db, 'SELECT count(*) FROM launchpads WHERE user_id = ?').pluck().get(userId) as number;
    return { items, total };
  }

  findOwned(userId: string, id: number): Launchpad | undefined {
    return prepared(this.db, `SELECT ${COLUMNS} FROM launchpads WHERE id = ? AND user_id = ?`).get(id, userId) as
      Launchpad | undefined;
  }

  create(userId: string, input: CreateLaunchpadInput): Launchpad {
    return inTransaction(this.db, () => {
      const now = this.clock.now().toISOString();
      const insert = prepared(
        this.db,
        `INSERT INTO launchpads (user_id, name, chain, chain_id, collection_type, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'DRAFT', ?, ?)`,
      );
      const id = Number(
        insert.run(userId, input.name, input.chain, input.chainId, input.collectionType, now, now).lastInsertRowid,
      );
      return this.findOwned(userId, id)!;
    });
  }

  /**
   * Updates an owned launchpad; undefined when the creator has no such launchpad. A new chain lets the
   * contract kept on the old one go (its record and deployment info), in the same transaction.
   */
  update(userId: string, id: number, input: UpdateLaunchpadInput): Launchpad | undefined {
    return inTransaction(this.db, () => {
      const current = this.findOwned(userId, id);
      if (!current) return undefined;
      const update = prepared(
        this.db,
        `UPDATE launchpads SET name = ?, contract_address = ?, start_at = ?, end_at = ?, chain = ?, chain_id = ?,
           updated_at = ? WHERE id = ? AND user_id = ?`,
      );
      const now = this.clock.now().toISOString();
      // Kept in checksum form whatever case was sent (the schema has refused a wrong checksum).
      const address = input.contractAddress === null ? null : getAddress(input.contractAddress.toLowerCase());
      const chain = input.chain ?? current.chain;
      const chainId = input.chainId ?? current.chainId;
      if (chainId !== current.chainId) prepared(this.db, 'DELETE FROM contracts WHERE launchpad_id = ?').run(id);
      update.run(input.name, address, input.startAt, input.endAt, chain, chainId, now, id, userId);
      return this.findOwned(userId, id);
    });
  }

  /** The submission that completed a drafted launch sends it to review (inside the caller's transaction). */
  markInReview(id: number): void {
    const update = prepared(
      this.db,
      "UPDATE launchpads SET status = 'IN_REVIEW', updated_at = ? WHERE id = ? AND status = 'DRAFT'",
    );
    update.run(this.clock.now().toISOString(), id);
  }

  /** Keeps the launchpad's contract and chain in step with its registered contract (caller's transaction). */
  setContract(id: number, address: string, chain: BackendName, chainId: number): void {
    const update = prepared(
      this.db,
      'UPDATE launchpads SET contract_address = ?, chain = ?, chain_id = ?, updated_at = ? WHERE id = ?',
    );
    update.run(address, chain, chainId, this.clock.now().toISOString(), id);
  }
}
