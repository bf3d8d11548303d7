import type { Clock } from '../clock';
import { inTransaction, prepared, type Db } from '../db/database';

export interface UploadRecord {
  name: string;
  contentType: string;
  size: number;
}

type Pending = { userId: string; upload: UploadRecord; at: string };

/**
 * Which stored file is which image type, and who uploaded it. Records are written in batches: the
 * uploads that arrive while a batch waits for its turn share one transaction (10,000 images of a drop
 * arrive a few hundred a second, and a transaction each was most of the write path's time on SQLite).
 * `record` resolves once its batch is committed, so an upload is answered only when it is kept.
 */
export class UploadRepository {
  private pending: Pending[] = [];
  private committed: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Keeps the record; the same name again (the same user's same image) is kept once. */
  record(userId: string, upload: UploadRecord): Promise<void> {
    this.pending.push({ userId, upload, at: this.clock.now().toISOString() });
    this.committed ??= new Promise<void>((resolve, reject) =>
      setImmediate(() => {
        const batch = this.pending;
        this.pending = [];
        this.committed = null;
        try {
          this.write(batch);
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
    return this.committed;
  }

  private write(batch: readonly Pending[]): void {
    inTransaction(this.db, () => {
      const insert = prepared(
        this.db,
        'INSERT OR IGNORE INTO uploads (name, user_id, content_type, size, created_at) VALUES (?, ?, ?, ?, ?)',
      );
      for (const { userId, upload, at } of batch) insert.run(upload.name, userId, upload.contentType, upload.size, at);
    });
  }

  find(name: string): UploadRecord | undefined {
    const waiting = this.pending.find((entry) => entry.upload.name === name);
    if (waiting) return waiting.upload;
    const select = prepared(this.db, 'SELECT name, content_type AS contentType, size FROM uploads WHERE name = ?');
    return select.get(name) as UploadRecord | undefined;
  }

  /** The record of a stored file by its hash alone (a link that carries the file's name instead of its extension). */
  findByHash(hash: string, extensions: readonly string[]): UploadRecord | undefined {
    for (const extension of extensions) {
      const record = this.find(`${hash}.${extension}`);
      if (record) return record;
    }
    return undefined;
  }
}
