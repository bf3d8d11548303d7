import type { Creator, SubmitCreatorInput } from '../../src/domain/creator/creator';
import { nextUpdatedAt } from '../../src/domain/versioning/version-precondition';
import type { Clock } from '../clock';
import type { Precondition } from './precondition';
import { inTransaction, prepared, type Db } from '../db/database';

const COLUMNS = `id, name, description, image_url AS imageUrl, youtube_url AS youtubeUrl,
  instagram_url AS instagramUrl, x_url AS xUrl, status, submitted_at AS submittedAt,
  created_at AS createdAt, updated_at AS updatedAt`;

/** Creator profiles of a user; another user's profiles are not there. */
export class CreatorRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  list(userId: string): Creator[] {
    return prepared(this.db, `SELECT ${COLUMNS} FROM creators WHERE user_id = ? ORDER BY id`).all(userId) as Creator[];
  }

  findOwned(userId: string, id: number): Creator | undefined {
    return prepared(this.db, `SELECT ${COLUMNS} FROM creators WHERE id = ? AND user_id = ?`).get(id, userId) as
      Creator | undefined;
  }

  create(userId: string, name: string): Creator {
    return inTransaction(this.db, () => {
      const now = this.clock.now().toISOString();
      const insert = prepared(
        this.db,
        "INSERT INTO creators (user_id, name, status, created_at, updated_at) VALUES (?, ?, 'DRAFT', ?, ?)",
      );
      return this.findOwned(userId, Number(insert.run(userId, name, now, now).lastInsertRowid))!;
    });
  }

  /**
   * Records a submit: the fields, the new image when one came (else the old one stays), the
   * SUBMITTED state and its time, once `precondition` holds for the stored version (in the same
   * transaction). Undefined when the creator has no such profile.
   */
  submit(
    userId: string,
    id: number,
    input: SubmitCreatorInput,
    imageUrl: string | undefined,
    precondition: Precondition,
  ): Creator | undefined {
    return inTransaction(this.db, () => {
      const current = this.findOwned(userId, id);
      if (!current) return undefined;
      precondition(input.baseUpdatedAt, current.updatedAt);
      const now = nextUpdatedAt(this.clock.now(), current.updatedAt);
      const update = prepared(
        this.db,
        `UPDATE creators SET name = ?, description = ?, youtube_url = ?, instagram_url = ?, x_url = ?,
           image_url = coalesce(?, image_url), status = 'SUBMITTED', submitted_at = ?, updated_at = ?
         WHERE id = ? AND user_id = ?`,
      );
      const { changes } = update.run(
        input.name,
        input.description,
        input.youtubeUrl,
        input.instagramUrl,
        input.xUrl,
        imageUrl ?? null,
        now,
        now,
        id,
        userId,
      );
      return changes === 0 ? undefined : this.findOwned(userId, id);
    });
  }
}
