import { describe, expect, it } from 'vitest';
import { FakeLaunchpadsApi } from '../../../tests/fakes/fake-launchpads-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { ValidationError } from '../errors/app-error';
import { createTestReadCaches } from '../../../tests/fakes/fake-read-caches';
import { sampleLaunchpad } from '../../../tests/fakes/sample-data';
import { launchpadKeys } from '../reads/launchpad-reads';
import { CreateLaunchpad } from './create-launchpad';

const setup = () => {
  const api = new FakeCreatorsServer(new FixedClock());
  const caches = createTestReadCaches();
  return { api, caches, createLaunchpad: new CreateLaunchpad(new FakeLaunchpadsApi(api), caches.launchpads) };
};

describe('CreateLaunchpad', () => {
  it('given a name, chain and type, creates a DRAFT launchpad', async () => {
    const { api, createLaunchpad } = setup();
    const created = await createLaunchpad.execute({
      name: '봄의 정원',
      chain: 'ETHEREUM',
      chainId: 11155111,
      collectionType: 'MULTI',
    });
    expect(created).toMatchObject({ name: '봄의 정원', chainId: 11155111, collectionType: 'MULTI', status: 'DRAFT' });
    expect(api.callsOf('createLaunchpad')).toHaveLength(1);
  });

  it('given a list in the cache, puts the created launchpad on its page and first in the list, and refetches the list', async () => {
    const { caches, createLaunchpad } = setup();
    const old = sampleLaunchpad({ id: 99 });
    caches.client.setQueryData(launchpadKeys.list(), { items: [old], total: 1 });
    const created = await createLaunchpad.execute({
      name: '봄의 정원',
      chain: 'BASE',
      chainId: 8453,
      collectionType: 'SINGLE',
    });
    expect(caches.client.getQueryData(launchpadKeys.detail(created.id))).toEqual(created);
    expect(caches.client.getQueryData(launchpadKeys.list())).toEqual({ items: [created, old], total: 2 });
    expect(caches.stale(launchpadKeys.list())).toBe(true);
  });

  it.each([
    ['', 'name', '내용을 작성해주세요.'],
    ['가'.repeat(101), 'name', '항목이 100자를 넘어갑니다.'],
  ])('given the name %#, refuses before calling the API', async (name, field, message) => {
    const { api, caches, createLaunchpad } = setup();
    const failure = createLaunchpad.execute({ name, chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' });
    await expect(failure).rejects.toBeInstanceOf(ValidationError);
    await expect(failure).rejects.toMatchObject({ field, userMessage: message });
    expect(api.callsOf('createLaunchpad')).toHaveLength(0);
    expect(caches.client.keys).toHaveLength(0);
  });
});
