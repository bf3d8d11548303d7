import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test-support/api-client';
import { startTestApi, type TestApi } from '../test-support/test-api';

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => {
  t = await startTestApi();
  creator = await t.signIn();
});
afterEach(() => t.close());

const ADDRESS = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

async function launchpad(collectionType: 'SINGLE' | 'MULTI') {
  return creator.ok('createLaunchpad', { body: { name: '컨트랙트 테스트', chain: 'ETHEREUM', chainId: 11155111, collectionType } });
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
    expect(await creator.ok('getContractMetadata', { query: { launchpadId: id } })).toEqual({ contract: null, tokens: [] });
    expect(await creator.ok('getDeploymentInfo', { query: { launchpadId: id } })).toMatchObject({
      launchpadId: id,
      deployed: false,
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
    expect(await creator.ok('getDeploymentInfo', { query: { launchpadId: id } })).toMatchObject({ deployed: true, contractAddress: ADDRESS });
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
    expect(info).toMatchObject({ deployed: true, chain: 'ETHEREUM', chainId: 1 });
    expect(info.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
  });
});
