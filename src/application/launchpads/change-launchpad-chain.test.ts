import { describe, expect, it } from 'vitest';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeLaunchpadsApi } from '../../../tests/fakes/fake-launchpads-api';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { createTestReadCaches } from '../../../tests/fakes/fake-read-caches';
import { sampleContract } from '../../../tests/fakes/sample-data';
import { ValidationError } from '../errors/app-error';
import { launchpadKeys } from '../reads/launchpad-reads';
import { ChangeLaunchpadChain } from './change-launchpad-chain';
import { LaunchLockedError } from './launch-lock';

const BASE_SEPOLIA = 84532;

/** The sample's first launchpad (Ethereum, a contract kept), made 작성 중. */
const setup = () => {
  const api = new FakeCreatorsServer(new FixedClock());
  api.launchpad(1).status = 'DRAFT';
  const caches = createTestReadCaches();
  const change = new ChangeLaunchpadChain(new FakeLaunchpadsApi(api), caches.launchpads, caches.guard(api));
  return { api, caches, change };
};

describe('ChangeLaunchpadChain', () => {
  it('given a launch 작성 중, then the launchpad moves to the chain with no contract, and the pages follow', async () => {
    const { api, caches, change } = setup();
    const launchpad = api.launchpads[0]!;
    const token = { tokenId: 1 } as never;
    caches.client.setQueryData(launchpadKeys.contractMetadata(1), { contract: sampleContract(), tokens: [token] });
    caches.client.setQueryData(launchpadKeys.deploymentInfo(1), { launchpadId: 1 });
    caches.client.setQueryData(launchpadKeys.list(), { items: [launchpad], total: 1 });

    const saved = await change.execute(launchpad, BASE_SEPOLIA);

    expect(api.callsOf('updateLaunchpad')).toEqual([
      [
        1,
        expect.objectContaining({ chain: 'BASE', chainId: BASE_SEPOLIA, contractAddress: null, name: launchpad.name }),
      ],
    ]);
    expect(saved).toMatchObject({ chain: 'BASE', chainId: BASE_SEPOLIA, contractAddress: null });
    expect(api.contracts.has(1)).toBe(false);
    expect(caches.client.getQueryData(launchpadKeys.detail(1))).toEqual(saved);
    expect(caches.client.getQueryData(launchpadKeys.contractMetadata(1))).toEqual({ contract: null, tokens: [token] });
    expect(caches.stale(launchpadKeys.deploymentInfo(1))).toBe(true);
    expect(caches.stale(launchpadKeys.list())).toBe(true);
  });

  it.each([
    ['IN_REVIEW', '심사 중인 런치패드는 컨트랙트와 체인을 바꿀 수 없습니다.'],
    ['LIVE', '승인된 뒤에는 런치패드를 수정할 수 없습니다.'],
  ] as const)('given a launch %s, then the lock owner refuses before any call', async (status, sentence) => {
    const { api, caches, change } = setup();
    api.launchpad(1).status = status;
    const failure = change.execute(api.launchpads[0]!, BASE_SEPOLIA);
    await expect(failure).rejects.toBeInstanceOf(LaunchLockedError);
    await expect(failure).rejects.toMatchObject({ userMessage: sentence });
    expect(api.callsOf('updateLaunchpad')).toHaveLength(0);
    expect(api.launchpad(1).chainId).toBe(1);
    expect(caches.client.getQueryData(launchpadKeys.contractMetadata(1))).toBeUndefined();
  });

  it('given a chain outside the registry, then refused at chainId before any call', async () => {
    const { api, change } = setup();
    const failure = change.execute(api.launchpads[0]!, 999);
    await expect(failure).rejects.toBeInstanceOf(ValidationError);
    await expect(failure).rejects.toMatchObject({ field: 'chainId', userMessage: '지원하지 않는 체인입니다.' });
    expect(api.calls.filter((call) => call.method !== 'getLaunchpad')).toHaveLength(0);
  });
});
