import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test-support/api-client';
import { PNG_BYTES } from '../test-support/images';
import { startSignedIn, type TestApi } from '../test-support/test-api';
import { contractInput, newLaunchpad, token } from './write-rules-kit';

/**
 * No silent overwrite (docs/api-rules.md) on the saves beyond metadata and the auction description: the
 * creator profile, the contract and a deploy in flight. Each save sends the version it was based on; a
 * record saved elsewhere since is 409 at `baseUpdatedAt` and nothing is written.
 */

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => ({ t, creator } = await startSignedIn({ accessTtlSeconds: 3600 })));
afterEach(() => t.close());

const profile = { name: '하늘', description: '', youtubeUrl: '', instagramUrl: '', xUrl: '' };
const OTHER_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('creator profile', () => {
  it('given two tabs that loaded one profile, then the later submit is 409 and the first one’s 소개 stays', async () => {
    const id = (await creator.ok('listCreators')).items[1]!.id;
    const loaded = await creator.ok('getCreator', { params: { id } });
    t.clock.advanceSeconds(1);
    const first = await creator.ok('submitCreator', {
      params: { id },
      body: { ...profile, description: '탭 A의 소개', baseUpdatedAt: loaded.updatedAt },
    });
    const late = await creator.call('submitCreator', {
      params: { id },
      body: { ...profile, description: '탭 B의 소개', baseUpdatedAt: loaded.updatedAt },
    });
    expect(late.status).toBe(409);
    expect(!late.ok && late.error).toMatchObject({ code: 'CONFLICT', field: 'baseUpdatedAt' });
    expect((await creator.ok('getCreator', { params: { id } })).description).toBe('탭 A의 소개');
    // 내 내용으로 덮어쓰기: the same text, based on the latest version.
    const overwrite = await creator.ok('submitCreator', {
      params: { id },
      body: { ...profile, description: '탭 B의 소개', baseUpdatedAt: first.updatedAt },
    });
    expect(overwrite.description).toBe('탭 B의 소개');
    expect(overwrite.updatedAt > first.updatedAt).toBe(true);
  });

  it('given a stale multipart submit with an image, then 409 and no image is stored', async () => {
    const id = (await creator.ok('listCreators')).items[1]!.id;
    const loaded = await creator.ok('getCreator', { params: { id } });
    await creator.ok('submitCreator', { params: { id }, body: { ...profile, baseUpdatedAt: loaded.updatedAt } });
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...profile, baseUpdatedAt: loaded.updatedAt })) form.set(key, value);
    form.set('image', new Blob([PNG_BYTES], { type: 'image/png' }), 'me.png');
    const uploadsBefore = t.api.db.prepare('SELECT count(*) FROM uploads').pluck().get();
    expect((await creator.call('submitCreator', { params: { id }, form })).status).toBe(409);
    expect(t.api.db.prepare('SELECT count(*) FROM uploads').pluck().get()).toBe(uploadsBefore);
    expect((await creator.ok('getCreator', { params: { id } })).imageUrl).toBe(loaded.imageUrl);
  });
});

describe('contract', () => {
  it('given a contract saved from another tab since this one loaded none, then 409 and the saved one stays', async () => {
    const { id } = await newLaunchpad(creator);
    const first = await creator.ok('upsertContract', { body: { ...contractInput(id), baseUpdatedAt: null } });
    const late = await creator.call('upsertContract', {
      body: { ...contractInput(id, OTHER_ADDRESS), baseUpdatedAt: null },
    });
    expect(late.status).toBe(409);
    expect(!late.ok && late.error).toMatchObject({ code: 'CONFLICT', field: 'baseUpdatedAt' });
    const kept = await creator.ok('getContractMetadata', { query: { launchpadId: id } });
    expect(kept.contract).toMatchObject({ address: first.address, updatedAt: first.updatedAt });
    const again = await creator.ok('upsertContract', {
      body: { ...contractInput(id, OTHER_ADDRESS), baseUpdatedAt: first.updatedAt },
    });
    expect(again.address).toBe(OTHER_ADDRESS);
  });

  it('given a sync or a finished deploy, then the contract’s version stays (only the creator’s choice moves it)', async () => {
    const { id } = await newLaunchpad(creator);
    const saved = await creator.ok('upsertContract', { body: contractInput(id) });
    t.clock.advanceSeconds(5);
    expect((await creator.ok('syncContract', { body: { launchpadId: id } })).updatedAt).toBe(saved.updatedAt);
    const hash = `0x${'1f'.repeat(32)}`;
    await creator.ok('keepPendingDeploy', {
      body: { ...deploy(id, hash), contractVersion: null },
    });
    await creator.ok('finishDeploy', {
      body: { launchpadId: id, transactionHash: hash, result: 'DEPLOYED', blockNumber: 3, deployedAt: null },
    });
    const kept = await creator.ok('getContractMetadata', { query: { launchpadId: id } });
    expect(kept.contract?.updatedAt).toBe(saved.updatedAt);
  });
});

const deploy = (launchpadId: number, transactionHash: string) => ({
  launchpadId,
  chainId: 11155111,
  standard: 'ERC721' as const,
  name: '한강',
  symbol: 'HG',
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  transactionHash,
  nonce: null,
  startBlock: 4,
  sentAt: '2026-11-25T10:00:00.000Z',
});

describe('a deploy in flight', () => {
  it('given a deploy kept with the contract version it was sent on (none, or one), then another visit reads it back as kept', async () => {
    const { id } = await newLaunchpad(creator);
    const hash = `0x${'2e'.repeat(32)}`;
    await creator.ok('keepPendingDeploy', { body: { ...deploy(id, hash), contractVersion: null } });
    expect((await creator.ok('getPendingDeploy', { query: { launchpadId: id } })).deploy?.contractVersion).toBeNull();
    const version = '2026-11-25T10:00:00.000Z';
    await creator.ok('keepPendingDeploy', { body: { ...deploy(id, hash), contractVersion: version } });
    expect((await creator.ok('getPendingDeploy', { query: { launchpadId: id } })).deploy?.contractVersion).toBe(
      version,
    );
    await creator.ok('keepPendingDeploy', { body: deploy(id, hash) });
    expect((await creator.ok('getPendingDeploy', { query: { launchpadId: id } })).deploy).not.toHaveProperty(
      'contractVersion',
    );
  });

  it('given 저장된 컨트랙트 유지 (SUPERSEDED), then the record ends and the kept contract is untouched', async () => {
    const { id } = await newLaunchpad(creator);
    const saved = await creator.ok('upsertContract', { body: contractInput(id) });
    const hash = `0x${'3d'.repeat(32)}`;
    await creator.ok('keepPendingDeploy', { body: { ...deploy(id, hash), contractVersion: null } });
    const info = await creator.ok('finishDeploy', {
      body: { launchpadId: id, transactionHash: hash, result: 'SUPERSEDED', blockNumber: null, deployedAt: null },
    });
    expect(info).toMatchObject({ contractAddress: saved.address, transactionHash: null });
    expect((await creator.ok('getPendingDeploy', { query: { launchpadId: id } })).deploy).toBeNull();
  });
});

describe('single tokens', () => {
  it('given a token saved from another tab since this one loaded it, then that token is a conflict with the stored one and the rest save', async () => {
    const { id } = await newLaunchpad(creator);
    const first = await creator.ok('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(1), token(2)] } });
    const loaded = (await creator.ok('getContractMetadata', { query: { launchpadId: id } })).tokens;
    expect(loaded.map((t) => t.updatedAt)).toEqual([first.updatedAt, first.updatedAt]);
    // Tab A saves token 1; tab B, still on the loaded versions, saves tokens 1, 2 and a new 3.
    await creator.ok('upsertSingleTokens', {
      body: { launchpadId: id, tokens: [{ ...token(1), name: 'A의 이름', baseUpdatedAt: first.updatedAt }] },
    });
    const tabB = await creator.ok('upsertSingleTokens', {
      body: {
        launchpadId: id,
        tokens: [
          { ...token(1), name: 'B의 이름', baseUpdatedAt: first.updatedAt },
          { ...token(2), name: 'B의 둘', baseUpdatedAt: first.updatedAt },
          { ...token(3), baseUpdatedAt: null },
        ],
      },
    });
    expect(tabB.count).toBe(2);
    expect(tabB.conflicts).toEqual([
      { tokenId: 1, current: expect.objectContaining({ tokenId: 1, name: 'A의 이름' }) },
    ]);
    const after = (await creator.ok('getContractMetadata', { query: { launchpadId: id } })).tokens;
    expect(after.map((t) => t.name)).toEqual(['A의 이름', 'B의 둘', '토큰 3']);
    // A token another tab created meanwhile, sent as new (null), is a conflict too.
    const late = await creator.ok('upsertSingleTokens', {
      body: { launchpadId: id, tokens: [{ ...token(3), name: '늦은 새 토큰', baseUpdatedAt: null }] },
    });
    expect(late.conflicts?.map((c) => c.tokenId)).toEqual([3]);
    expect(late.count).toBe(0);
  });
});
