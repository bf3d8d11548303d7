import { describe, expect, it } from 'vitest';
import { FakeUserApi } from '../../../tests/fakes/fake-user-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { NetworkError, ValidationError } from '../errors/app-error';
import { createTestReadCaches } from '../../../tests/fakes/fake-read-caches';
import { meKeys } from '../reads/me-reads';
import { UpdatePhone } from './update-phone';

function makeSut() {
  const api = new FakeCreatorsServer();
  const caches = createTestReadCaches();
  return { api, caches, sut: new UpdatePhone(new FakeUserApi(api), caches.me) };
}

describe('UpdatePhone', () => {
  it('given a valid number with hyphens, when executed, then the digits are sent and the new info comes back', async () => {
    const { api, caches, sut } = makeSut();
    const info = await sut.execute('010-9876-5432');
    expect(api.callsOf('updatePhone')).toEqual([[{ phoneNumber: '01098765432' }]]);
    expect(info.phoneNumber).toBe('01098765432');
    expect(caches.client.getQueryData(meKeys.userInfo())).toEqual(info);
  });

  it.each(['0101234567', '011-1234-5678', '010123456789', '', '010abcd5678'])(
    'given %j, when executed, then it fails at the field with the rule’s message and calls nothing',
    async (phone) => {
      const { api, sut } = makeSut();
      const error = await sut.execute(phone).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ userMessage: '휴대폰 번호를 다시 확인해주세요.', field: 'phoneNumber' });
      expect(api.callsOf('updatePhone')).toHaveLength(0);
    },
  );

  it('given the API fails, when executed, then the failure is passed on and the cache keeps what it had', async () => {
    const { api, caches, sut } = makeSut();
    api.failNext(new NetworkError('offline'), 'updatePhone');
    await expect(sut.execute('01098765432')).rejects.toBeInstanceOf(NetworkError);
    expect(caches.client.getQueryData(meKeys.userInfo())).toBeUndefined();
  });
});
