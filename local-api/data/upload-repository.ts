import type { Clock } from '../clock';
import { inTransaction, prepared, type Db } from '../db/database';

export interface UploadRecord {
  name: string;
  contentType: string;
  size: number;
}

/** Which stored file is which image type, and who uploaded it. */
export class UploadRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  record(userId: string, upload: UploadRecord): void {
    inTransaction(this.db, () => {
      const insert = prepared(
        this.db,
        'INSERT INTO uploads (name, user_id, content_type, size, created_at) VALUES (?, ?, ?, ?, ?)',
      );
      insert.run(upload.name, userId, upload.contentType, upload.size, this.clock.now().toISOString());
    });
  }

  find(name: string): UploadRecord | undefined {
    const select = prepared(this.db, 'SELECT name, content_type AS contentType, size FROM uploads WHERE name = ?');
    return select.get(name) as UploadRecord | undefined;
  }
}
