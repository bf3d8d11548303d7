import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { creatorsApi } from '../../contract/creators-api';
import { NetworkError, NotFoundError, ValidationError } from '../../src/application/errors/app-error';
import { FakeCreatorsApi } from './fake-creators-api';

describe('FakeCreatorsApi', () => {
  it('given the seed, when read, then every answer parses with the contract schemas', async () => {
    const api = new FakeCreatorsApi();
    expect(v.is(creatorsApi.listLaunchpads.response, await api.listLaunchpads({ size: 1000 }))).toBe(true);
    expect(v.is(creatorsApi.getUserInfo.response, await api.getUserInfo())).toBe(true);
    expect(v.is(creatorsApi.listCreators.response, { items: await api.listCreators() })).toBe(true);
    expect(v.is(creatorsApi.getDeploymentInfo.response, await api.getDeploymentInfo(1))).toBe(true);
    expect(v.is(creatorsApi.getContractMetadata.response, await api.getContractMetadata(1))).toBe(true);
    expect(v.is(creatorsApi.createEoaNonce.response, await api.createEoaNonce())).toBe(true);
  });

  it('given failNext, when the named call comes, then it fails once and others are untouched', async () => {
    const api = new FakeCreatorsApi();
    api.failNext(new NetworkError('offline'), 'getUserInfo');
    await expect(api.listCreators()).resolves.toHaveLength(2);
    await expect(api.getUserInfo()).rejects.toBeInstanceOf(NetworkError);
    await expect(api.getUserInfo()).resolves.toMatchObject({ userId: 'creator' });
  });

  it('given bad input or an unknown id, when called, then it fails as the server would', async () => {
    const api = new FakeCreatorsApi();
    await expect(api.updatePhone({ phoneNumber: '0101234' })).rejects.toMatchObject({
      userMessage: '휴대폰 번호를 다시 확인해주세요.',
      field: 'phoneNumber',
    });
    await expect(api.getLaunchpad(999)).rejects.toBeInstanceOf(NotFoundError);
    await expect(api.uploadImage(new File(['x'], 'a.txt', { type: 'text/plain' }))).rejects.toBeInstanceOf(ValidationError);
  });

  it('given a created launchpad, when listed, then it comes first and answers are copies', async () => {
    const api = new FakeCreatorsApi();
    const created = await api.createLaunchpad({ name: ' 새 런치패드 ', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' });
    expect(created).toMatchObject({ name: '새 런치패드', status: 'DRAFT' });
    const list = await api.listLaunchpads({});
    expect(list.items[0]?.id).toBe(created.id);
    list.items[0]!.name = 'changed';
    expect((await api.getLaunchpad(created.id)).name).toBe('새 런치패드');
  });

  it('given a refresh token it granted, when refreshed twice, then rotation refuses the second spend', async () => {
    const api = new FakeCreatorsApi();
    const token = api.tokens.grant();
    await expect(api.refresh(token)).resolves.toMatchObject({ accessToken: expect.any(String) });
    await expect(api.refresh(token)).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
