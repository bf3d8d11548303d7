import type { Clock } from '../clock';
import { inTransaction, prepared, type Db } from '../db/database';
import type { SeedName } from '../config';

const DAY = 24 * 60 * 60 * 1000;

/** The demo accounts listed on /local/login. */
export const demoAccounts = {
  creator: { id: 'creator', name: '김하늘', email: 'haneul.kim@example.com' },
  newcomer: { id: 'newcomer', name: '이바다', email: 'bada.lee@example.com' },
  artist: { id: 'artist', name: '박하람', email: 'haram.park@example.com' },
  /** A second newcomer with nothing set up, for the first-launch walk-through (its test changes it for the run). */
  starter: { id: 'starter', name: '정새봄', email: 'saebom.jung@example.com' },
} as const;

/**
 * The artist's registered wallet: the first standard hardhat test account, so that a contract
 * deployed from it on a local chain is owned by the creator's registered EOA (contract step demos
 * and tests). Public test key; it holds nothing anywhere else.
 */
export const ARTIST_EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const DEMO_CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

/** Seeds run once per database: a file keeps its data between starts. */
function once(db: Db, name: string, at: string, work: () => void): void {
  inTransaction(db, () => {
    if (prepared(db, 'SELECT 1 FROM seed_runs WHERE name = ?').get(name)) return;
    work();
    prepared(db, 'INSERT INTO seed_runs (name, applied_at) VALUES (?, ?)').run(name, at);
  });
}

function seedDemo(db: Db, now: Date): void {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const { creator, newcomer } = demoAccounts;
  const user = db.prepare(
    'INSERT INTO users (id, name, email, phone_number, terms_agreed_at, joined_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  user.run(creator.id, creator.name, creator.email, '01012345678', at(-120), at(-120));
  user.run(newcomer.id, newcomer.name, newcomer.email, null, null, at(-1));
  db.prepare(
    `INSERT INTO companies (user_id, name, registration_number, representative, address, phone_number, email)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    creator.id,
    '하늘스튜디오 주식회사',
    '123-45-67890',
    '김하늘',
    '서울특별시 강남구 테헤란로 123, 4층',
    '0212345678',
    'contact@haneul.studio',
  );

  const launchpad = db.prepare(
    `INSERT INTO launchpads (user_id, name, chain, chain_id, contract_address, collection_type, status, start_at, end_at,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rows = [
    ['서울의 밤 컬렉션', 'ETHEREUM', 1, DEMO_CONTRACT, 'SINGLE', 'LIVE', at(-10), at(20), at(-110)],
    ['베이스 여름 굿즈', 'BASE', 8453, null, 'MULTI', 'ENDED', at(-90), at(-60), at(-100)],
    ['루니버스 한정판 에디션', 'LUNIVERSE', 256, null, 'MULTI', 'IN_REVIEW', at(7), at(37), at(-30)],
    // 심사 중, not 승인됨: the editions editor's e2e edits its tokens, and from 승인됨 on a launch is read-only.
    ['폴리곤 드로잉 시리즈', 'POLYGON', 137, null, 'SINGLE', 'IN_REVIEW', at(14), at(44), at(-21)],
    ['세폴리아 테스트 드롭', 'ETHEREUM', 11155111, null, 'MULTI', 'DRAFT', null, null, at(-7)],
    ['아발란체 사진전', 'AVAX', 43114, null, 'SINGLE', 'DRAFT', null, null, at(-2)],
  ] as const;
  const ids = rows.map((row) => {
    const [name, chain, chainId, address, type, status, start, end, created] = row;
    const values = [creator.id, name, chain, chainId, address, type, status, start, end, created, created];
    return Number(launchpad.run(...values).lastInsertRowid);
  });
  const live = ids[0]!;
  db.prepare(
    `INSERT INTO contracts (launchpad_id, chain, chain_id, address, standard, name, symbol, owner_address, synced_at,
       deployed_at, transaction_hash, block_number, created_at, updated_at)
     VALUES (?, 'ETHEREUM', 1, ?, 'ERC721', 'Seoul Nights', 'SNIGHT', NULL, ?, ?, ?, 21000000, ?, ?)`,
  ).run(live, DEMO_CONTRACT, at(-12), at(-15), `0x${'ab'.repeat(32)}`, at(-15), at(-12));
  const links = JSON.stringify({
    website: 'https://haneul.studio',
    youtube: '',
    instagram: 'https://instagram.com/haneul.studio',
    x: '',
    kakaoTalk: '',
  });
  db.prepare(
    `INSERT INTO collection_metadata (launchpad_id, kind, name, description, image_url, year, links_json, status,
       submitted_at, updated_at)
     VALUES (?, 'SINGLE', '서울의 밤', '서울의 야경을 담은 1/1 작품 모음입니다.', NULL, ?, ?, 'SUBMITTED', ?, ?)`,
  ).run(live, now.getUTCFullYear() - 1, links, at(-11), at(-11));
  db.prepare(
    `INSERT INTO auction_descriptions (launchpad_id, title, artist_name, summary, items_json, visible, project_info,
       links_json, status, updated_at, submitted_at)
     VALUES (?, '서울의 밤 경매', '김하늘', '야경 연작 경매', ?, 1, '하늘스튜디오의 첫 번째 컬렉션입니다.', ?, 'SUBMITTED', ?, ?)`,
  ).run(live, JSON.stringify([{ name: '남산의 밤', description: '', imageUrl: null }]), links, at(-9), at(-9));

  const profile = db.prepare(
    `INSERT INTO creators (user_id, name, description, youtube_url, instagram_url, x_url, status, submitted_at,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const description = '빛과 도시를 그리는 디지털 아티스트';
  const [youtube, instagram] = ['https://youtube.com/@haneul', 'https://instagram.com/haneul.studio'];
  profile.run(creator.id, '김하늘', description, youtube, instagram, '', 'APPROVED', at(-50), at(-55), at(-50));
  profile.run(creator.id, '하늘스튜디오', '', '', '', 'https://x.com/haneulstudio', 'DRAFT', null, at(-5), at(-5));
}

const chains = [
  ['ETHEREUM', 1],
  ['POLYGON', 137],
  ['BASE', 8453],
  ['LUNIVERSE', 256],
  ['ETHEREUM', 11155111],
] as const;
const statuses = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'LIVE', 'ENDED'] as const;

/** 1,000 more launchpads for the demo creator: the list must stay fast at that size. */
function seedLarge(db: Db, now: Date): void {
  const insert = db.prepare(
    `INSERT INTO launchpads (user_id, name, chain, chain_id, collection_type, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 1; i <= 1000; i++) {
    const [chain, chainId] = chains[i % chains.length]!;
    const created = new Date(now.getTime() - (1000 - i) * 60_000).toISOString();
    const type = i % 2 ? 'SINGLE' : 'MULTI';
    const status = statuses[i % statuses.length];
    insert.run(demoAccounts.creator.id, `벤치마크 런치패드 ${i}`, chain, chainId, type, status, created, created);
  }
}

/** A creator who has agreed to the terms and registered a wallet, with no launchpads yet. */
function seedArtist(db: Db, now: Date): void {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const { artist } = demoAccounts;
  db.prepare(
    'INSERT INTO users (id, name, email, phone_number, terms_agreed_at, joined_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(artist.id, artist.name, artist.email, '01098765432', at(-30), at(-30));
  db.prepare('INSERT INTO eoas (user_id, address, chain_id, registered_at) VALUES (?, ?, ?, ?)').run(
    artist.id,
    ARTIST_EOA,
    11155111,
    at(-29),
  );
}

/** A creator who has just arrived: no terms agreed, no phone, wallet, creator profile or launchpad. */
function seedStarter(db: Db, now: Date): void {
  const { starter } = demoAccounts;
  db.prepare(
    'INSERT INTO users (id, name, email, phone_number, terms_agreed_at, joined_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(starter.id, starter.name, starter.email, null, null, now.toISOString());
}

/** Applies the chosen seed (each part once per database), dating everything from the clock. */
export function applySeed(db: Db, seed: SeedName, clock: Clock): void {
  const now = clock.now();
  once(db, 'demo', now.toISOString(), () => seedDemo(db, now));
  // Its own run, so databases seeded before the account existed get it too.
  once(db, 'demo-artist', now.toISOString(), () => seedArtist(db, now));
  once(db, 'demo-starter', now.toISOString(), () => seedStarter(db, now));
  if (seed === 'large') once(db, 'large', now.toISOString(), () => seedLarge(db, now));
}
