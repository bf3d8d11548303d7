import type { Db } from '../db/database';

/** Every row of every table, as text: equal snapshots mean nothing was written. */
export function snapshotDatabase(db: Db): Record<string, string> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((table) => [table, JSON.stringify(db.prepare(`SELECT * FROM "${table}"`).all())]),
  );
}
