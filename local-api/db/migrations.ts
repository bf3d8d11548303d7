import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The schema, in order. Never edit a shipped migration: add the next one. Timestamps are ISO-8601
 * text in UTC; JSON columns hold small nested values (links, items, attributes) read as a whole.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'users and sessions',
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone_number TEXT,
        terms_agreed_at TEXT,
        joined_at TEXT NOT NULL
      );
      CREATE TABLE companies (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        registration_number TEXT NOT NULL,
        representative TEXT NOT NULL,
        address TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        email TEXT NOT NULL
      );
      CREATE TABLE token_families (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id INTEGER NOT NULL REFERENCES token_families(id) ON DELETE CASCADE,
        issued_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);
      CREATE TABLE access_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id INTEGER NOT NULL REFERENCES token_families(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX access_tokens_family ON access_tokens(family_id);
    `,
  },
  {
    version: 2,
    name: 'launchpads, creators, wallet',
    sql: `
      CREATE TABLE launchpads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        chain TEXT NOT NULL,
        chain_id INTEGER NOT NULL,
        contract_address TEXT,
        collection_type TEXT NOT NULL CHECK (collection_type IN ('SINGLE', 'MULTI')),
        status TEXT NOT NULL,
        start_at TEXT,
        end_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX launchpads_user ON launchpads(user_id, id);
      CREATE TABLE creators (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        image_url TEXT,
        youtube_url TEXT NOT NULL DEFAULT '',
        instagram_url TEXT NOT NULL DEFAULT '',
        x_url TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL,
        submitted_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX creators_user ON creators(user_id, id);
      CREATE TABLE eoas (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        address TEXT NOT NULL,
        chain_id INTEGER NOT NULL,
        registered_at TEXT NOT NULL
      );
      CREATE TABLE eoa_nonces (
        nonce TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        issued_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
    `,
  },
  {
    version: 3,
    name: 'contracts, metadata, auctions, uploads',
    sql: `
      CREATE TABLE contracts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        launchpad_id INTEGER NOT NULL UNIQUE REFERENCES launchpads(id) ON DELETE CASCADE,
        chain TEXT NOT NULL,
        chain_id INTEGER NOT NULL,
        address TEXT NOT NULL,
        standard TEXT NOT NULL,
        name TEXT NOT NULL,
        symbol TEXT NOT NULL,
        owner_address TEXT,
        synced_at TEXT,
        deployed_at TEXT,
        transaction_hash TEXT,
        block_number INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE collection_metadata (
        launchpad_id INTEGER PRIMARY KEY REFERENCES launchpads(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('SINGLE', 'MULTI')),
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        image_url TEXT,
        year INTEGER,
        links_json TEXT NOT NULL,
        token_name TEXT,
        token_description TEXT,
        media_url TEXT,
        supply INTEGER,
        status TEXT NOT NULL,
        submitted_at TEXT,
        updated_at TEXT
      );
      CREATE TABLE single_tokens (
        launchpad_id INTEGER NOT NULL REFERENCES launchpads(id) ON DELETE CASCADE,
        token_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        image_url TEXT,
        attributes_json TEXT NOT NULL,
        PRIMARY KEY (launchpad_id, token_id)
      );
      CREATE TABLE auction_descriptions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        launchpad_id INTEGER NOT NULL UNIQUE REFERENCES launchpads(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        artist_name TEXT NOT NULL,
        summary TEXT NOT NULL,
        items_json TEXT NOT NULL,
        visible INTEGER NOT NULL,
        project_info TEXT NOT NULL,
        links_json TEXT NOT NULL,
        status TEXT NOT NULL,
        updated_at TEXT,
        submitted_at TEXT
      );
      CREATE TABLE auction_preview_keys (
        key TEXT PRIMARY KEY,
        launchpad_id INTEGER NOT NULL REFERENCES launchpads(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE uploads (
        name TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE seed_runs (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL);
    `,
  },
  {
    version: 4,
    name: 'contract verification on chain',
    sql: `
      ALTER TABLE contracts ADD COLUMN verification TEXT;
      ALTER TABLE contracts ADD COLUMN checked_at TEXT;
    `,
  },
  {
    version: 5,
    name: 'contract deploys in flight',
    sql: `
      CREATE TABLE contract_deploys (
        launchpad_id INTEGER PRIMARY KEY REFERENCES launchpads(id) ON DELETE CASCADE,
        chain_id INTEGER NOT NULL,
        standard TEXT NOT NULL,
        name TEXT NOT NULL,
        symbol TEXT NOT NULL,
        from_address TEXT NOT NULL,
        transaction_hash TEXT NOT NULL,
        nonce INTEGER,
        start_block INTEGER NOT NULL,
        sent_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: 'versions for no silent overwrite: the contract version a deploy was sent on, each token version',
    sql: `
      ALTER TABLE contract_deploys ADD COLUMN base_updated_at TEXT;
      ALTER TABLE single_tokens ADD COLUMN updated_at TEXT;
      -- Tokens stored before get a version now, so a form that found none (null) is not taken for them.
      UPDATE single_tokens SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
    `,
  },
];

/** Applies the migrations the database lacks, each in its own transaction; returns the versions applied. */
export function migrate(db: Database.Database, appliedAt: string, list: readonly Migration[] = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const done = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const applied: number[] = [];
  for (const m of list) {
    if (done.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        appliedAt,
      );
    })();
    applied.push(m.version);
  }
  return applied;
}
