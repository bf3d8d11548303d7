import { describe, expect, it } from 'vitest';
import { FakeContractsApi } from '../../../tests/fakes/fake-contracts-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { sampleContract } from '../../../tests/fakes/sample-data';
import { createTestReadCaches } from '../../../tests/fakes/fake-read-caches';
import { emptyMetadataForm } from '../../domain/metadata/metadata-form';
import { emptySocialLinks } from '../../domain/metadata/social-links';
import { launchpadKeys } from '../reads/launchpad-reads';
import { CollectionMetadataStep } from './collection-metadata-step';
import { SaveCollectionMetadata } from './save-collection-metadata';

function setup(now = '2026-11-23T09:00:00.000Z') {
  const api = new FakeCreatorsServer(new FixedClock(now));
  api.launchpad(1).status = 'DRAFT'; // the sample's single launchpad is on sale (read-only)
  const caches = createTestReadCaches();
  const contracts = new FakeContractsApi(api);
  const clock = new FixedClock(now);
  const step = new CollectionMetadataStep(
    new SaveCollectionMetadata(contracts, clock, caches.launchpads, caches.guard(api)),
    clock,
  );
  return { api, caches, step };
}
const savedSingle = {
  launchpadId: 5,
  name: '서울의 밤',
  description: '',
  imageUrl: null,
  year: 2024,
  links: { ...emptySocialLinks, x: 'https://twitter.com/old' },
  status: 'DRAFT' as const,
  submittedAt: null,
  updatedAt: '2026-05-01T01:02:03.000Z',
};

describe('CollectionMetadataStep', () => {
  it('given nothing saved yet, the form opens with the contract’s name and nothing to flag', () => {
    const { step } = setup();
    expect(step.opening(null, sampleContract({ name: 'Seoul Nights' }))).toEqual({
      values: { ...emptyMetadataForm, name: 'Seoul Nights' },
      flagged: [],
    });
    expect(step.opening(null, null).values.name).toBe('');
  });

  it('given saved metadata, the form opens with it (not the contract’s name) and its stored links are flagged to be checked', () => {
    const { step } = setup();
    const { values, flagged } = step.opening(savedSingle, sampleContract({ name: 'Seoul Nights' }));
    expect(values).toMatchObject({ name: '서울의 밤', year: '2024', x: 'https://twitter.com/old', imageUrl: '' });
    expect(flagged).toEqual(['x']);
  });

  it('takes this year in Korea as the year rule’s bound (New Year’s Eve 15:00 UTC is already next year there)', () => {
    expect(setup('2026-12-31T14:59:00.000Z').step.currentYear()).toBe(2026);
    expect(setup('2026-12-31T15:00:00.000Z').step.currentYear()).toBe(2027);
  });

  it('sends the typed text as the kind’s input, with the version it was based on, and the answer goes into the cache', async () => {
    const { api, caches, step } = setup();
    const values = { ...emptyMetadataForm, name: '에디션', tokenName: '토큰', supply: '1000', year: '' };
    const saved = await step.save('MULTI', 5, values, true, null);
    expect(api.callsOf('submitMultiMetadata')[0]?.[0]).toMatchObject({
      launchpadId: 5,
      supply: 1000,
      year: null,
      mediaUrl: null,
      temporary: true,
      baseUpdatedAt: null,
    });
    expect(caches.client.getQueryData(launchpadKeys.multiMetadata(5))).toEqual(saved);
    await step.save('SINGLE', 1, { ...values, name: '서울의 밤' }, false, undefined);
    expect(api.callsOf('submitSingleMetadata')[0]?.[0]).not.toHaveProperty('tokenName');
  });
});
