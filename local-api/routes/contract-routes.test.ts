import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VerifyContract } from '../chain/contract-verifier';
import type { ApiClient } from '../test-support/api-client';
import { startSignedIn, type TestApi } from '../test-support/test-api';

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => ({ t, creator } = await startSignedIn()));
afterEach(() => t.close());

const ADDRESS = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

async function launchpad(collectionType: 'SINGLE' | 'MULTI') {
  return creator.ok('createLaunchpad', {
    body: { name: '컨트랙트 테스트', chain: 'ETHEREUM', chainId: 11155111, collectionType },
  });
}

const contractInput = (launchpadId: number) => ({
  launchpadId,
  chain: 'ETHEREUM' as const,
  chainId: 11155111,
  address: ADDRESS,
  standard: 'ERC721' as const,
  name: 'Test',
  symbol: 'TST',
  ownerAddress: null,
});

describe('contracts', () => {
  it('given a new single launchpad, then it has no contract and is not deployed', async () => {
    const { id } = await launchpad('SINGLE');
    expect(await creator.ok('getContractMetadata', { query: { launchpadId: id } })).toEqual({
      contract: null,
      tokens: [],
    });
    expect(await creator.ok('getDeploymentInfo', { query: { launchpadId: id } })).toMatchObject({
      launchpadId: id,
      verification: null,
      contractAddress: null,
    });
  });

  it('given an upsert then a sync, then the contract is kept, the launchpad follows it, and syncedAt is set', async () => {
    const { id } = await launchpad('SINGLE');
    const contract = await creator.ok('upsertContract', { body: contractInput(id) });
    expect(contract).toMatchObject({ launchpadId: id, address: ADDRESS, standard: 'ERC721', syncedAt: null });
    expect((await creator.ok('getLaunchpad', { params: { id } })).contractAddress).toBe(ADDRESS);

    t.clock.advanceSeconds(10);
    const synced = await creator.ok('syncContract', { body: { launchpadId: id } });
    expect(synced.syncedAt).toBe(t.clock.now().toISOString());
    expect((await creator.ok('getContractMetadata', { query: { launchpadId: id } })).contract).toEqual(synced);

    const again = await creator.ok('upsertContract', { body: { ...contractInput(id), name: 'Renamed' } });
    expect(again).toMatchObject({ id: contract.id, name: 'Renamed', syncedAt: synced.syncedAt });
    // No LOCAL_API_RPC_URL_SEPOLIA here: the API says it could not look rather than guessing.
    expect(await creator.ok('getDeploymentInfo', { query: { launchpadId: id } })).toMatchObject({
      verification: 'UNCHECKED',
      checkedAt: null,
      deployedAt: null,
      contractAddress: ADDRESS,
    });
  });

  it('given lower-case addresses, then they are kept in checksum form', async () => {
    const { id } = await launchpad('SINGLE');
    const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const contract = await creator.ok('upsertContract', {
      body: { ...contractInput(id), address: ADDRESS.toLowerCase(), ownerAddress: owner.toLowerCase() },
    });
    expect(contract).toMatchObject({ address: ADDRESS, ownerAddress: owner });
    expect((await creator.ok('getLaunchpad', { params: { id } })).contractAddress).toBe(ADDRESS);
  });

  it('given an ERC-721 for a multi-edition launchpad, then 400 on standard', async () => {
    const { id } = await launchpad('MULTI');
    const answer = await creator.call('upsertContract', { body: contractInput(id) });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error.field).toBe('standard');
  });

  it('given a sync before any contract, then 404', async () => {
    const { id } = await launchpad('SINGLE');
    expect((await creator.call('syncContract', { body: { launchpadId: id } })).status).toBe(404);
  });

  it("given another user's launchpad, then every contract call answers 404", async () => {
    const newcomer = await t.signIn('newcomer');
    const { id } = await launchpad('SINGLE');
    expect((await newcomer.call('upsertContract', { body: contractInput(id) })).status).toBe(404);
    expect((await newcomer.call('syncContract', { body: { launchpadId: id } })).status).toBe(404);
    expect((await newcomer.call('getContractMetadata', { query: { launchpadId: id } })).status).toBe(404);
    expect((await newcomer.call('getDeploymentInfo', { query: { launchpadId: id } })).status).toBe(404);
  });

  it('given the demo live launchpad, then its deployment has a transaction and a block', async () => {
    const live = (await creator.ok('listLaunchpads', { query: { size: 100 } })).items.find((l) => l.status === 'LIVE')!;
    const info = await creator.ok('getDeploymentInfo', { query: { launchpadId: live.id } });
    expect(info).toMatchObject({ verification: 'UNCHECKED', chain: 'ETHEREUM', chainId: 1 });
    expect(info.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
  });
});

describe('sync with the chain read again', () => {
  const seen: Parameters<VerifyContract>[] = [];
  let answer: Awaited<ReturnType<VerifyContract>> = { verification: 'VERIFIED', checkedAt: null };
  const verifyContract: VerifyContract = async (...args) => (
    seen.push(args),
    { ...answer, checkedAt: answer.checkedAt && args[3] }
  );

  beforeEach(async () => {
    await t.close();
    seen.length = 0;
    ({ t, creator } = await startSignedIn({ verifyContract }));
  });

  it.each(['VERIFIED', 'NO_CODE', 'WRONG_STANDARD'] as const)(
    'given the chain shows %s, then deployment info says so with the time it looked',
    async (verification) => {
      answer = { verification, checkedAt: 'now' };
      const { id } = await launchpad('SINGLE');
      await creator.ok('upsertContract', { body: contractInput(id) });
      await creator.ok('syncContract', { body: { launchpadId: id } });
      expect(seen).toEqual([[11155111, ADDRESS, 'ERC721', t.clock.now().toISOString()]]);
      expect(await creator.ok('getDeploymentInfo', { query: { launchpadId: id } })).toMatchObject({
        verification,
        checkedAt: t.clock.now().toISOString(),
      });
    },
  );

  it('given another address upserted after a sync, then the old finding is dropped until the next sync', async () => {
    answer = { verification: 'VERIFIED', checkedAt: 'now' };
    const { id } = await launchpad('SINGLE');
    await creator.ok('upsertContract', { body: contractInput(id) });
    await creator.ok('syncContract', { body: { launchpadId: id } });
    await creator.ok('upsertContract', {
      body: { ...contractInput(id), address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    });
    expect(await creator.ok('getDeploymentInfo', { query: { launchpadId: id } })).toMatchObject({
      verification: 'UNCHECKED',
      checkedAt: null,
    });
  });
});
