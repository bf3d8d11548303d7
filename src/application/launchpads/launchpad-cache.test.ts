import { describe, expect, it } from 'vitest';
import { InMemoryReadCache } from '../../../tests/fakes/in-memory-read-cache';
import { sampleContract, sampleLaunchpad, sampleTokens } from '../../../tests/fakes/sample-data';
import { launchpadKeys } from '../reads/launchpad-reads';
import { LaunchpadCache } from './launchpad-cache';

function makeSut() {
  const client = new InMemoryReadCache();
  return { client, cache: new LaunchpadCache(client) };
}
const stale = (client: InMemoryReadCache, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('LaunchpadCache', () => {
  it('puts a created launchpad first in the list and on its own page', () => {
    const { client, cache } = makeSut();
    const old = sampleLaunchpad({ id: 1 });
    client.setQueryData(launchpadKeys.list(), { items: [old], total: 1 });
    const created = sampleLaunchpad({ id: 2, name: '새 런치패드' });
    cache.created(created);
    expect(client.getQueryData(launchpadKeys.list())).toEqual({ items: [created, old], total: 2 });
    expect(client.getQueryData(launchpadKeys.detail(2))).toEqual(created);
    expect(stale(client, launchpadKeys.list())).toBe(true);
  });

  it('keeps the tokens read with the contract when the contract is saved, and refreshes the launchpad', () => {
    const { client, cache } = makeSut();
    const tokens = sampleTokens(2);
    client.setQueryData(launchpadKeys.contractMetadata(7), { contract: null, tokens });
    client.setQueryData(launchpadKeys.detail(7), sampleLaunchpad({ id: 7 }));
    const contract = sampleContract();
    cache.contractSaved(7, contract, { deployed: false } as never);
    expect(client.getQueryData(launchpadKeys.contractMetadata(7))).toEqual({ contract, tokens });
    expect(client.getQueryData(launchpadKeys.deploymentInfo(7))).toEqual({ deployed: false });
    expect(stale(client, launchpadKeys.detail(7))).toBe(true);
  });

  it('refreshes the launchpad after metadata 제출, not after 임시저장', () => {
    const { client, cache } = makeSut();
    client.setQueryData(launchpadKeys.detail(3), sampleLaunchpad({ id: 3 }));
    cache.metadataSaved(3, 'MULTI', { name: 'x' } as never, false);
    expect(client.getQueryData(launchpadKeys.multiMetadata(3))).toEqual({ name: 'x' });
    expect(stale(client, launchpadKeys.detail(3))).toBe(false);
    cache.metadataSaved(3, 'MULTI', { name: 'y' } as never, true);
    expect(stale(client, launchpadKeys.detail(3))).toBe(true);
  });

  it('marks the list stale after any step’s save (its row says how many steps are left), without refetching a list not shown', () => {
    const { client, cache } = makeSut();
    const list = () => client.setQueryData(launchpadKeys.list(), { items: [sampleLaunchpad({ id: 3 })], total: 1 });
    const saves = [
      () => cache.metadataSaved(3, 'SINGLE', { name: 'x' } as never, false),
      () => cache.tokensSaved(3, sampleTokens(1)),
      () => cache.auctionSaved(3, { launchpadId: 3 } as never),
    ];
    for (const save of saves) {
      list();
      save();
      expect(stale(client, launchpadKeys.list())).toBe(true);
    }
  });
});
