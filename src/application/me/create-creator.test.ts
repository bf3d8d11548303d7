import { describe, expect, it } from 'vitest';
import { FakeCreatorProfilesApi } from '../../../tests/fakes/fake-creator-profiles-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { ValidationError } from '../errors/app-error';
import { createTestReadCaches } from '../../../tests/fakes/fake-read-caches';
import { sampleCreator } from '../../../tests/fakes/sample-data';
import { meKeys } from '../reads/me-reads';
import { CreateCreator } from './create-creator';

describe('CreateCreator', () => {
  it('given a name with spaces around it, when executed, then a trimmed DRAFT profile is created', async () => {
    const api = new FakeCreatorsServer();
    const created = await new CreateCreator(new FakeCreatorProfilesApi(api), createTestReadCaches().me).execute({
      name: '  새 크리에이터 ',
    });
    expect(api.callsOf('createCreator')).toEqual([[{ name: '새 크리에이터' }]]);
    expect(created).toMatchObject({ name: '새 크리에이터', status: 'DRAFT' });
  });

  it('given a cached list, when created, then the profile is on its page and at the list’s end, and the list refetches', async () => {
    const caches = createTestReadCaches();
    const old = sampleCreator({ id: 1 });
    caches.client.setQueryData(meKeys.creators(), [old]);
    const created = await new CreateCreator(new FakeCreatorProfilesApi(new FakeCreatorsServer()), caches.me).execute({
      name: '새 크리에이터',
    });
    expect(caches.client.getQueryData(meKeys.creator(created.id))).toEqual(created);
    expect(caches.client.getQueryData(meKeys.creators())).toEqual([old, created]);
    expect(caches.stale(meKeys.creators())).toBe(true);
  });

  it.each([
    ['   ', '내용을 작성해주세요.'],
    ['가'.repeat(51), '항목이 50자를 넘어갑니다.'],
  ])('given the name %j, when executed, then it fails at name with %s', async (name, message) => {
    const api = new FakeCreatorsServer();
    const error = await new CreateCreator(new FakeCreatorProfilesApi(api), createTestReadCaches().me)
      .execute({ name })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ userMessage: message, field: 'name' });
    expect(api.callsOf('createCreator')).toHaveLength(0);
  });
});
