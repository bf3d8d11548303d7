import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { creatorsApi } from '../../contract/creators-api';
import { NetworkError, NotFoundError, ValidationError } from '../../src/application/errors/app-error';
import { fakeAreaApis } from './fake-area-apis';
import { FakeCreatorsServer } from './fake-creators-server';

/** The server and its areas' fakes, as the test container binds them. */
function makeSut() {
  const server = new FakeCreatorsServer();
  return { server, ...fakeAreaApis(server) };
}

describe('the fake creators API (per-area fakes over one server)', () => {
  it('given the seed, when read, then every answer parses with the contract schemas', async () => {
    const { launchpads, user, creatorProfiles, contracts, eoa } = makeSut();
    expect(v.is(creatorsApi.listLaunchpads.response, await launchpads.listLaunchpads({ size: 1000 }))).toBe(true);
    expect(v.is(creatorsApi.getUserInfo.response, await user.getUserInfo())).toBe(true);
    expect(v.is(creatorsApi.listCreators.response, { items: await creatorProfiles.listCreators() })).toBe(true);
    expect(v.is(creatorsApi.getDeploymentInfo.response, await contracts.getDeploymentInfo(1))).toBe(true);
    expect(v.is(creatorsApi.getContractMetadata.response, await contracts.getContractMetadata(1))).toBe(true);
    expect(v.is(creatorsApi.createEoaNonce.response, await eoa.createEoaNonce())).toBe(true);
  });

  it('given failNext, when the named call comes, then it fails once and others are untouched', async () => {
    const { server, creatorProfiles, user } = makeSut();
    server.failNext(new NetworkError('offline'), 'getUserInfo');
    await expect(creatorProfiles.listCreators()).resolves.toHaveLength(2);
    await expect(user.getUserInfo()).rejects.toBeInstanceOf(NetworkError);
    await expect(user.getUserInfo()).resolves.toMatchObject({ userId: 'creator' });
  });

  it('given bad input or an unknown id, when called, then it fails as the server would', async () => {
    const { user, launchpads, imageUpload } = makeSut();
    await expect(user.updatePhone({ phoneNumber: '0101234' })).rejects.toMatchObject({
      userMessage: '휴대폰 번호를 다시 확인해주세요.',
      field: 'phoneNumber',
    });
    await expect(launchpads.getLaunchpad(999)).rejects.toBeInstanceOf(NotFoundError);
    await expect(imageUpload.uploadImage(new File(['x'], 'a.txt', { type: 'text/plain' }))).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('given a created launchpad, when listed, then it comes first and answers are copies', async () => {
    const { launchpads } = makeSut();
    const created = await launchpads.createLaunchpad({
      name: ' 새 런치패드 ',
      chain: 'BASE',
      chainId: 8453,
      collectionType: 'SINGLE',
    });
    expect(created).toMatchObject({ name: '새 런치패드', status: 'DRAFT' });
    const list = await launchpads.listLaunchpads({});
    expect(list.items[0]?.id).toBe(created.id);
    list.items[0]!.name = 'changed';
    expect((await launchpads.getLaunchpad(created.id)).name).toBe('새 런치패드');
  });

  it('given a refresh token it granted, when refreshed twice, then rotation refuses the second spend', async () => {
    const { server, tokenExchange } = makeSut();
    const token = server.tokens.grant();
    await expect(tokenExchange.refresh(token)).resolves.toMatchObject({ accessToken: expect.any(String) });
    await expect(tokenExchange.refresh(token)).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('given a contract kept through the contracts fake, when the launchpads fake reads its launchpad, then it follows the contract (one server)', async () => {
    const { server, contracts, launchpads } = makeSut();
    Object.assign(server.launchpad(4), { status: 'DRAFT', chain: 'ETHEREUM', chainId: 11155111 });
    const address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
    await contracts.upsertContract({
      launchpadId: 4,
      chain: 'ETHEREUM',
      chainId: 11155111,
      address,
      standard: 'ERC721',
      name: '한강',
      symbol: 'HAN',
      ownerAddress: null,
    });
    await expect(launchpads.getLaunchpad(4)).resolves.toMatchObject({ chainId: 11155111, contractAddress: address });
    expect(server.calls.map((c) => c.method)).toEqual(['upsertContract', 'getLaunchpad']);
  });

  it('given a launch past 작성 중, then the fakes refuse what the local API refuses (403, its sentence), and nothing changes', async () => {
    const { server, contracts, launchpads } = makeSut();
    const refusal = { kind: 'validation', status: 403, userMessage: '승인된 뒤에는 런치패드를 수정할 수 없습니다.' };
    await expect(contracts.upsertSingleTokens({ launchpadId: 1, tokens: [] })).rejects.toMatchObject(refusal);
    const { name, contractAddress, startAt, endAt } = server.launchpad(1);
    await expect(
      launchpads.updateLaunchpad(1, { name: '새 이름', contractAddress, startAt, endAt }),
    ).rejects.toMatchObject(refusal);
    expect(server.launchpad(1).name).toBe(name);
    // 심사 중: the content changes, the contract address does not.
    await expect(
      launchpads.updateLaunchpad(3, { name: '새 이름', contractAddress: null, startAt, endAt }),
    ).resolves.toMatchObject({ name: '새 이름' });
    await expect(
      launchpads.updateLaunchpad(3, {
        name: '새 이름',
        contractAddress: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        startAt,
        endAt,
      }),
    ).rejects.toMatchObject({ status: 403, userMessage: '심사 중인 런치패드는 컨트랙트와 체인을 바꿀 수 없습니다.' });
  });
});
