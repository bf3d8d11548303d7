import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS, contractInput } from '../rules/write-rules-kit';
import type { ApiClient } from '../test-support/api-client';
import { startSignedIn, type TestApi } from '../test-support/test-api';

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => ({ t, creator } = await startSignedIn()));
afterEach(() => t.close());

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BASE_SEPOLIA = { chain: 'BASE', chainId: 84532 } as const;

/** A single-edition launchpad 작성 중 on Sepolia with a contract kept (and synced). */
async function launchpadWithContract() {
  const launchpad = await creator.ok('createLaunchpad', {
    body: { name: '체인 테스트', chain: 'ETHEREUM', chainId: 11155111, collectionType: 'SINGLE' },
  });
  const contract = contractInput(launchpad.id);
  await creator.ok('upsertContract', { body: contract });
  await creator.ok('syncContract', { body: { launchpadId: launchpad.id } });
  return { launchpad: await creator.ok('getLaunchpad', { params: { id: launchpad.id } }), contract };
}

const update = (launchpad: { name: string; startAt: string | null; endAt: string | null }) => ({
  name: launchpad.name,
  contractAddress: null,
  startAt: launchpad.startAt,
  endAt: launchpad.endAt,
});

describe('the launchpad’s chain, a setting of its own', () => {
  it('given a launch 작성 중, then PUT with a new chain moves it there and lets the old chain’s contract go', async () => {
    const { launchpad } = await launchpadWithContract();
    const moved = await creator.ok('updateLaunchpad', {
      params: { id: launchpad.id },
      body: { ...update(launchpad), ...BASE_SEPOLIA },
    });
    expect(moved).toMatchObject({ ...BASE_SEPOLIA, contractAddress: null, name: launchpad.name });
    const kept = await creator.ok('getContractMetadata', { query: { launchpadId: launchpad.id } });
    expect(kept.contract).toBeNull();
    expect(await creator.ok('getDeploymentInfo', { query: { launchpadId: launchpad.id } })).toMatchObject({
      ...BASE_SEPOLIA,
      contractAddress: null,
      verification: null,
    });
  });

  it('given no chain in the PUT (a rename), then the chain and the contract stay', async () => {
    const { launchpad } = await launchpadWithContract();
    const renamed = await creator.ok('updateLaunchpad', {
      params: { id: launchpad.id },
      body: { ...update(launchpad), name: '새 이름', contractAddress: ADDRESS },
    });
    expect(renamed).toMatchObject({ chainId: 11155111, contractAddress: ADDRESS, name: '새 이름' });
    expect((await creator.ok('getContractMetadata', { query: { launchpadId: launchpad.id } })).contract).not.toBeNull();
  });

  it('given an address sent with the new chain, a chain without its id, or ids that disagree, then 400 and nothing moves', async () => {
    const { launchpad } = await launchpadWithContract();
    const cases = [
      [{ ...update(launchpad), ...BASE_SEPOLIA, contractAddress: ADDRESS }, 'contractAddress'],
      [{ ...update(launchpad), chain: 'BASE' }, 'chainId'],
      [{ ...update(launchpad), chain: 'POLYGON', chainId: 84532 }, 'chainId'],
    ] as const;
    for (const [body, field] of cases) {
      const answer = await creator.call('updateLaunchpad', { params: { id: launchpad.id }, body });
      expect(answer.status).toBe(400);
      expect(!answer.ok && answer.error).toMatchObject({ code: 'BAD_REQUEST', field });
    }
    expect(await creator.ok('getLaunchpad', { params: { id: launchpad.id } })).toEqual(launchpad);
  });

  it('given a deploy in flight, then 409 at chainId until it ends', async () => {
    const { launchpad } = await launchpadWithContract();
    await creator.ok('keepPendingDeploy', {
      body: {
        launchpadId: launchpad.id,
        chainId: 11155111,
        standard: 'ERC721',
        name: '한강 컬렉션',
        symbol: 'HANGANG',
        from: OWNER,
        transactionHash: `0x${'1f'.repeat(32)}`,
        nonce: null,
        startBlock: 4,
        sentAt: '2026-11-25T10:00:00.000Z',
      },
    });
    const body = { ...update(launchpad), ...BASE_SEPOLIA };
    const answer = await creator.call('updateLaunchpad', { params: { id: launchpad.id }, body });
    expect(answer.status).toBe(409);
    expect(!answer.ok && answer.error).toMatchObject({ code: 'CONFLICT', field: 'chainId' });
    expect((await creator.ok('getLaunchpad', { params: { id: launchpad.id } })).chainId).toBe(11155111);
  });

  it('given a launch under 심사 or read-only, then 403 with the lifecycle’s sentence', async () => {
    const list = await creator.ok('listLaunchpads', { query: { size: 1000 } });
    const inReview = list.items.find((l) => l.status === 'IN_REVIEW')!;
    const ended = list.items.find((l) => l.status === 'ENDED')!;
    for (const [launchpad, message] of [
      [inReview, '심사 중인 런치패드는 컨트랙트와 체인을 바꿀 수 없습니다.'],
      [ended, '승인된 뒤에는 런치패드를 수정할 수 없습니다.'],
    ] as const) {
      const body = { ...update(launchpad), ...BASE_SEPOLIA };
      const answer = await creator.call('updateLaunchpad', { params: { id: launchpad.id }, body });
      expect(answer.status).toBe(403);
      expect(!answer.ok && answer.error.message).toBe(message);
    }
  });

  it('given a contract on another chain than the launchpad’s, then the upsert is 400 at chainId', async () => {
    const { launchpad, contract } = await launchpadWithContract();
    const answer = await creator.call('upsertContract', { body: { ...contract, ...BASE_SEPOLIA } });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({
      field: 'chainId',
      message: '런치패드의 체인과 다른 체인입니다.',
    });
    expect((await creator.ok('getLaunchpad', { params: { id: launchpad.id } })).chainId).toBe(11155111);
  });
});
