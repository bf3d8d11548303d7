import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** How long a connection waits for another's write lock before it fails with SQLITE_BUSY. */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the SQLite database: WAL (readers never wait on the writer), foreign keys enforced, and a
 * busy timeout so a second process on the same file waits for the lock instead of failing. A
 * `throwaway` database (see createThrowawayDatabase) is never flushed to disk: nothing of it is kept.
 */
export function openDatabase(path: string, options: { throwaway?: boolean; busyTimeoutMs?: number } = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS}`);
  db.pragma(options.throwaway ? 'synchronous = OFF' : 'synchronous = NORMAL');
  return db;
}

/** Runs `work` in one IMMEDIATE transaction (the write lock is taken up front, so no upgrade deadlock). */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}

const cache = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement, compiled once per database and reused (hot paths run on every request). */
export function prepared(db: Db, sql: string): Database.Statement {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map<string, Database.Statement>()));
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = db.prepare(sql)));
  return statement;
}
