import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { startWorkspacePageIn } from '../../../tests/support/workspace-page';
import { NetworkError, TimeoutError, ValidationError } from '../../application/errors/app-error';
import { LaunchpadCache } from '../../application/launchpads/launchpad-cache';
import { launchpadKeys } from '../../application/reads/launchpad-reads';
import { ContractStepViewModel } from './contract-step-view-model';
import { sampleErc721Reading } from '../../../tests/fakes/sample-data';
import { flush } from '../../../tests/support/flush';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const erc721 = sampleErc721Reading(EOA);
const ADDRESS = erc721.address;
const SEPOLIA = erc721.chainId;

/** Launchpad 4 of the fake API: single edition, no contract kept (made 작성 중 on Sepolia: the sample is 승인됨 on Polygon). */
async function makeSut(launchpadId = 4) {
  const kit = createPersonalTestContainer();
  Object.assign(kit.api.launchpad(4), { status: 'DRAFT', chain: 'ETHEREUM', chainId: SEPOLIA });
  await kit.signIn();
  kit.api.eoa = { address: EOA, chainId: SEPOLIA, registeredAt: '2026-11-01T00:00:00.000Z' };
  const { page, stop: stopPage } = await startWorkspacePageIn(kit, launchpadId);
  const vm = kit.container.get(ContractStepViewModel);
  const stopStep = vm.start(page);
  await flush();
  return { ...kit, page, vm, stop: () => (stopStep(), stopPage()) };
}

describe('ContractStepViewModel', () => {
  it('given a launchpad without a contract, when started, then the chain is the launchpad’s and the address empty', async () => {
    const { vm, stop } = await makeSut();
    expect(vm.status).toBe('ready');
    expect(vm.values).toEqual({ chainId: SEPOLIA, address: '' });
    expect(vm.savedContract).toBeNull();
    stop();
  });

  it('given a malformed address, when checked, then the spec message at the field and no chain read', async () => {
    const { vm, chainReader, stop } = await makeSut();
    vm.setAddress('0x12');
    expect(await vm.check()).toBeNull();
    expect(vm.addressError).toBe('유효하지 않은 스마트 컨트랙트 주소입니다.');
    expect(chainReader.reads).toEqual([]);
    stop();
  });

  it('given no code on the launchpad’s chain, then the field names the chain; editing the address clears the verdict', async () => {
    const { vm, stop } = await makeSut();
    vm.setAddress(ADDRESS);
    await vm.check();
    expect(vm.addressError).toContain('이더리움 세폴리아 (테스트넷)에서 이 주소에 배포된 컨트랙트가 없습니다.');
    vm.setAddress(ADDRESS.toLowerCase().replace('e7f1', 'e7f2'));
    expect(vm.addressError).toBeUndefined();
    expect(vm.currentCheck).toBeNull();
    stop();
  });

  it('given an ERC-1155 for a single launchpad, then what it is and what is needed', async () => {
    const { vm, chainReader, stop } = await makeSut();
    chainReader.put({ ...erc721, supportsErc721: false, supportsErc1155: true });
    vm.setAddress(ADDRESS);
    await vm.check();
    expect(vm.addressError).toBe('ERC-1155 컨트랙트입니다. 싱글 에디션 런치패드에는 ERC-721 컨트랙트가 필요합니다.');
    stop();
  });

  it.each([
    [new NetworkError('down'), '이더리움 세폴리아 (테스트넷) 노드에 연결하지 못했습니다. 잠시 후 다시 확인해 주세요.'],
    [new TimeoutError(10_000), '이더리움 세폴리아 (테스트넷) 노드의 응답이 너무 늦습니다. 잠시 후 다시 확인해 주세요.'],
  ])(
    'given the node fails (%s), then a Korean reason, the failure reported, the address kept, and 다시 확인 works',
    async (error, text) => {
      const { vm, chainReader, reporter, stop } = await makeSut();
      chainReader.put(erc721);
      chainReader.failNext(error);
      vm.setAddress(ADDRESS);
      await vm.check();
      expect(vm.failureText).toBe(text);
      expect(vm.values.address).toBe(ADDRESS);
      expect(reporter.reports.map((r) => r.context)).toContainEqual(
        expect.objectContaining({ action: 'check-contract', chainId: SEPOLIA }),
      );
      await vm.check();
      expect(vm.failureText).toBeNull();
      expect(vm.currentCheck).toMatchObject({ kind: 'ok', owner: { kind: 'match' } });
      stop();
    },
  );

  it('given a passing contract, when saved without a separate check, then it is checked, kept, and the cache follows', async () => {
    const { vm, chainReader, api, queryClient, notices, stop } = await makeSut();
    chainReader.put(erc721);
    vm.setAddress(` ${ADDRESS} `);
    expect(await vm.save()).toBe(true);
    expect(chainReader.reads).toHaveLength(1);
    expect(api.callsOf('upsertContract')[0]![0]).toMatchObject({
      launchpadId: 4,
      chain: 'ETHEREUM',
      chainId: SEPOLIA,
      address: ADDRESS,
      ownerAddress: EOA,
    });
    expect(queryClient.getQueryData(launchpadKeys.contractMetadata(4))).toMatchObject({
      contract: { address: ADDRESS },
    });
    expect(vm.isSavedAsShown).toBe(true);
    expect(vm.form.isDirty).toBe(false);
    expect(notices.shown).toContainEqual({ kind: 'success', message: '컨트랙트를 저장했습니다.' });
    stop();
  });

  it('given the server refuses the chain (changed in another tab), then a toast says why and the typed address stays', async () => {
    const { vm, chainReader, api, notices, stop } = await makeSut();
    chainReader.put(erc721);
    api.failNext(new ValidationError('런치패드의 체인과 다른 체인입니다.', 'chainId'), 'upsertContract');
    vm.setAddress(ADDRESS);
    expect(await vm.save()).toBe(false);
    expect(vm.addressError).toBeUndefined();
    expect(notices.shown).toContainEqual(
      expect.objectContaining({ kind: 'failure', message: '컨트랙트를 저장하지 못했습니다.' }),
    );
    expect(vm.values).toEqual({ chainId: SEPOLIA, address: ADDRESS });
    stop();
  });

  it('given a wrong standard, when saved, then nothing is sent', async () => {
    const { vm, chainReader, api, stop } = await makeSut();
    chainReader.put({ ...erc721, supportsErc721: false, supportsErc1155: false });
    vm.setAddress(ADDRESS);
    expect(await vm.save()).toBe(false);
    expect(api.callsOf('upsertContract')).toEqual([]);
    expect(vm.addressError).toContain('ERC-721도 ERC-1155도 아닌 컨트랙트입니다.');
    stop();
  });

  it('given typing and a restart (a reload), then the draft is offered and restores the typed address', async () => {
    const kit = await makeSut();
    kit.vm.setAddress(ADDRESS);
    kit.stop(); // flushes the pending draft
    const { page, stop: stopPage } = await startWorkspacePageIn(kit, 4);
    const again = kit.container.get(ContractStepViewModel);
    const stopStep = again.start(page);
    const stop = () => (stopStep(), stopPage());
    await flush();
    expect(again.form.offer?.value.address).toBe(ADDRESS);
    again.form.restore();
    expect(again.values.address).toBe(ADDRESS);
    stop();
  });

  it('given a contract deployed from the step, when adopted, then the address fills in with its check (일치) and it is what is kept', async () => {
    const { vm, container, queryClient, stop } = await makeSut();
    const contract = {
      id: 99,
      launchpadId: 4,
      chain: 'ETHEREUM' as const,
      chainId: SEPOLIA,
      address: ADDRESS,
      standard: 'ERC721' as const,
      name: '한강 컬렉션',
      symbol: 'HANGANG',
      ownerAddress: EOA,
      syncedAt: null,
      updatedAt: '2026-11-23T09:00:00.000Z',
    };
    const deployment = {
      launchpadId: 4,
      chain: 'ETHEREUM' as const,
      chainId: SEPOLIA,
      contractAddress: ADDRESS,
      verification: 'VERIFIED' as const,
      checkedAt: null,
      deployedAt: '2026-11-25T10:00:12.000Z',
      transactionHash: `0x${'a1'.repeat(32)}`,
      blockNumber: 12,
    };
    const check = {
      kind: 'ok' as const,
      chainId: SEPOLIA,
      address: ADDRESS,
      standard: 'ERC721' as const,
      name: '한강 컬렉션',
      symbol: 'HANGANG',
      implementation: null,
      owner: { kind: 'match' as const, owner: EOA },
    };

    // DeployContract kept it and told the reads (LaunchpadCache), then the deploy card hands it over.
    container.get(LaunchpadCache).contractSaved(4, contract, deployment);
    vm.adoptDeployed({ contract, deployment }, check);

    expect(vm.values).toEqual({ chainId: SEPOLIA, address: ADDRESS });
    expect(vm.currentCheck).toMatchObject({ kind: 'ok', owner: { kind: 'match' } });
    expect(vm.isSavedAsShown).toBe(true);
    expect(vm.form.isDirty).toBe(false);
    expect(vm.deployment?.data).toMatchObject({ transactionHash: deployment.transactionHash });
    expect(queryClient.getQueryData(launchpadKeys.deploymentInfo(4))).toMatchObject({
      transactionHash: deployment.transactionHash,
    });
    stop();
  });
});
