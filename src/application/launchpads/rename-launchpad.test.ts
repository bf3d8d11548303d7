import { describe, expect, it } from 'vitest';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeLaunchpadsApi } from '../../../tests/fakes/fake-launchpads-api';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { createTestReadCaches } from '../../../tests/fakes/fake-read-caches';
import { ValidationError } from '../errors/app-error';
import { LaunchLockedError } from './launch-lock';
import { launchpadKeys } from '../reads/launchpad-reads';
import { RenameLaunchpad } from './rename-launchpad';

const setup = () => {
  const api = new FakeCreatorsServer(new FixedClock());
  // The sample's first launchpad is on sale (read-only); these renames are of one 작성 중.
  api.launchpad(1).status = 'DRAFT';
  const caches = createTestReadCaches();
  return { api, caches, rename: new RenameLaunchpad(new FakeLaunchpadsApi(api), caches.launchpads, caches.guard(api)) };
};

describe('RenameLaunchpad', () => {
  it('given a new name, sends the launchpad back with it, puts the answer on its page and refetches the list', async () => {
    const { api, caches, rename } = setup();
    const launchpad = api.launchpads[0]!;
    caches.client.setQueryData(launchpadKeys.list(), { items: [launchpad], total: 1 });
    const saved = await rename.execute(launchpad, ' 가을의 정원 ');
    expect(saved).toMatchObject({ id: launchpad.id, name: '가을의 정원', contractAddress: launchpad.contractAddress });
    expect(caches.client.getQueryData(launchpadKeys.detail(launchpad.id))).toEqual(saved);
    expect(caches.stale(launchpadKeys.list())).toBe(true);
  });

  it('given a blank name, refuses at name before any call and leaves the cache alone', async () => {
    const { api, caches, rename } = setup();
    const failure = rename.execute(api.launchpads[0]!, '  ');
    await expect(failure).rejects.toBeInstanceOf(ValidationError);
    await expect(failure).rejects.toMatchObject({ field: 'name' });
    expect(api.callsOf('updateLaunchpad')).toHaveLength(0);
    expect(caches.client.keys).toHaveLength(0);
  });

  it('given a launch from 승인됨 on, then the rename is refused with the API’s sentence before any call', async () => {
    const { api, caches, rename } = setup();
    api.launchpad(1).status = 'LIVE';
    const failure = rename.execute(api.launchpads[0]!, '가을의 정원');
    await expect(failure).rejects.toBeInstanceOf(LaunchLockedError);
    await expect(failure).rejects.toMatchObject({ userMessage: '승인된 뒤에는 런치패드를 수정할 수 없습니다.' });
    expect(api.callsOf('updateLaunchpad')).toHaveLength(0);
    expect(caches.client.getQueryData(launchpadKeys.detail(1))).toMatchObject({ status: 'LIVE' });
  });
});
