import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test-support/api-client';
import { startSignedIn, type TestApi } from '../test-support/test-api';

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => ({ t, creator } = await startSignedIn()));
afterEach(() => t.close());

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ADDRESS = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const HASH = `0x${'1f'.repeat(32)}`;
const SPED_UP = `0x${'2e'.repeat(32)}`;

async function launchpad(collectionType: 'SINGLE' | 'MULTI') {
  return creator.ok('createLaunchpad', {
    body: { name: '배포 테스트', chain: 'ETHEREUM', chainId: 11155111, collectionType },
  });
}

const pending = (launchpadId: number, transactionHash = HASH) => ({
  launchpadId,
  chainId: 11155111,
  standard: 'ERC721' as const,
  name: '한강 컬렉션',
  symbol: 'HANGANG',
  from: OWNER,
  transactionHash,
  nonce: null,
  startBlock: 4,
  sentAt: '2026-11-25T10:00:00.000Z',
});

describe('contract deploys in flight', () => {
  it('given a kept deploy, then another visit reads it back, and a replacement moves it to the new hash', async () => {
    const { id } = await launchpad('SINGLE');
    expect(await creator.ok('getPendingDeploy', { query: { launchpadId: id } })).toEqual({ deploy: null });
    await creator.ok('keepPendingDeploy', { body: pending(id) });
    expect(await creator.ok('getPendingDeploy', { query: { launchpadId: id } })).toEqual({ deploy: pending(id) });

    await creator.ok('keepPendingDeploy', { body: { ...pending(id, SPED_UP), nonce: 3 } });
    expect((await creator.ok('getPendingDeploy', { query: { launchpadId: id } })).deploy).toMatchObject({
      transactionHash: SPED_UP,
      nonce: 3,
    });
  });

  it('given the wrong standard or another chain than the launchpad’s, then 400 with the field', async () => {
    const { id } = await launchpad('MULTI');
    const wrongStandard = await creator.call('keepPendingDeploy', { body: pending(id) });
    expect(wrongStandard.status).toBe(400);
    const otherChain = await creator.call('keepPendingDeploy', {
      body: { ...pending(id), standard: 'ERC1155', chainId: 84532 },
    });
    expect(otherChain.status).toBe(400);
    expect(JSON.stringify(otherChain)).toContain('런치패드의 체인과 다른 체인입니다');
  });

  it('given a deploy that went through and its contract kept, when finished, then the deployment info holds hash, block and time, and nothing is pending', async () => {
    const { id } = await launchpad('SINGLE');
    await creator.ok('keepPendingDeploy', { body: pending(id) });
    await creator.ok('upsertContract', {
      body: {
        launchpadId: id,
        chain: 'ETHEREUM',
        chainId: 11155111,
        address: ADDRESS,
        standard: 'ERC721',
        name: '한강 컬렉션',
        symbol: 'HANGANG',
        ownerAddress: OWNER,
      },
    });
    const info = await creator.ok('finishDeploy', {
      body: {
        launchpadId: id,
        transactionHash: HASH,
        result: 'DEPLOYED',
        blockNumber: 5,
        deployedAt: '2026-11-25T10:00:12.000Z',
      },
    });
    expect(info).toMatchObject({
      contractAddress: ADDRESS,
      transactionHash: HASH,
      blockNumber: 5,
      deployedAt: '2026-11-25T10:00:12.000Z',
    });
    expect(await creator.ok('getPendingDeploy', { query: { launchpadId: id } })).toEqual({ deploy: null });
  });

  it('given a failed deploy, when finished with an older hash, then the newer record stays; with its own hash it goes', async () => {
    const { id } = await launchpad('SINGLE');
    await creator.ok('keepPendingDeploy', { body: pending(id, SPED_UP) });
    await creator.ok('finishDeploy', {
      body: { launchpadId: id, transactionHash: HASH, result: 'FAILED', blockNumber: null, deployedAt: null },
    });
    expect((await creator.ok('getPendingDeploy', { query: { launchpadId: id } })).deploy?.transactionHash).toBe(
      SPED_UP,
    );
    await creator.ok('finishDeploy', {
      body: { launchpadId: id, transactionHash: SPED_UP, result: 'FAILED', blockNumber: null, deployedAt: null },
    });
    expect(await creator.ok('getPendingDeploy', { query: { launchpadId: id } })).toEqual({ deploy: null });
  });

  it('given DEPLOYED without a kept contract, then 404', async () => {
    const { id } = await launchpad('SINGLE');
    const answer = await creator.call('finishDeploy', {
      body: {
        launchpadId: id,
        transactionHash: HASH,
        result: 'DEPLOYED',
        blockNumber: 1,
        deployedAt: '2026-11-25T10:00:12.000Z',
      },
    });
    expect(answer.status).toBe(404);
  });
});
