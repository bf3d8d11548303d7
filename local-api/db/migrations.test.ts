import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { applySeed } from '../seed/demo-seed';
import { openDatabase } from './database';
import { migrate, migrations } from './migrations';

describe('database and migrations', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('given a new file, then it opens in WAL with foreign keys on, and every migration is recorded', () => {
    dir = mkdtempSync(join(tmpdir(), 'creators-lab-db-'));
    const db = openDatabase(join(dir, 'nested', 'api.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(migrate(db, '2026-11-22T00:00:00.000Z')).toEqual(migrations.map((m) => m.version));
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual(
      migrations.map((m) => m.version),
    );
    db.close();
  });

  it('given a migrated and seeded file, when it is opened again, then nothing is applied or seeded twice', () => {
    dir = mkdtempSync(join(tmpdir(), 'creators-lab-db-'));
    const path = join(dir, 'api.sqlite');
    const clock = new ManualClock();
    const first = openDatabase(path);
    migrate(first, clock.now().toISOString());
    applySeed(first, 'demo', clock);
    first.close();

    const again = openDatabase(path);
    expect(migrate(again, clock.now().toISOString())).toEqual([]);
    applySeed(again, 'large', clock);
    applySeed(again, 'large', clock);
    expect(again.prepare("SELECT count(*) FROM launchpads WHERE user_id = 'creator'").pluck().get()).toBe(1006);
    again.close();
  });

  it('given a row pointing at a missing user, then the foreign key refuses it', () => {
    const db = openDatabase(':memory:');
    migrate(db, '2026-11-22T00:00:00.000Z');
    expect(() =>
      db
        .prepare(
          "INSERT INTO creators (user_id, name, status, created_at, updated_at) VALUES ('ghost', 'x', 'DRAFT', 'a', 'a')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it('given a failing migration, then its transaction leaves no trace', () => {
    const db = openDatabase(':memory:');
    const broken = [
      ...migrations,
      { version: 99, name: 'broken', sql: 'CREATE TABLE half (id INTEGER); SELECT * FROM nowhere;' },
    ];
    expect(() => migrate(db, '2026-11-22T00:00:00.000Z', broken)).toThrow();
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT max(version) FROM schema_migrations').pluck().get()).toBe(migrations.at(-1)!.version);
    db.close();
  });
});
