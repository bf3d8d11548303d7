import { describe, expect, it } from 'vitest';
import { createTestContainer } from '../../../tests/support/test-container';
import { startWorkspacePageIn } from '../../../tests/support/workspace-page';
import { sampleContract, sampleErc721Reading } from '../../../tests/fakes/sample-data';
import { draftKey } from '../../application/drafts/draft-key';
import { ChangeLaunchpadChain } from '../../application/launchpads/change-launchpad-chain';
import { ContractStepViewModel } from './contract-step-view-model';

const flush = async () => {
  for (let i = 0; i < 4; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const erc721 = sampleErc721Reading(EOA);
const KEPT = sampleContract({ launchpadId: 4, chain: 'ETHEREUM', chainId: erc721.chainId });
const SEPOLIA = erc721.chainId;
const BASE_SEPOLIA = 84532;

/** Launchpad 4 made 작성 중 on Sepolia, with a contract kept (or not). */
async function makeSut({ kept = true } = {}) {
  const kit = createTestContainer();
  Object.assign(kit.api.launchpad(4), {
    status: 'DRAFT',
    chain: 'ETHEREUM',
    chainId: SEPOLIA,
    contractAddress: kept ? KEPT.address : null,
  });
  if (kept) kit.api.contracts.set(4, KEPT);
  await kit.signIn();
  const { page, stop: stopPage } = await startWorkspacePageIn(kit, 4);
  const vm = kit.container.get(ContractStepViewModel);
  const stopStep = vm.start(page);
  await flush();
  return { ...kit, page, vm, stop: () => (stopStep(), stopPage()) };
}

describe('ContractStepViewModel with a kept contract', () => {
  it('given a kept contract, then the step shows it, not the field; with none, the field', async () => {
    const withOne = await makeSut();
    expect([withOne.vm.isSavedAsShown, withOne.vm.showsField]).toEqual([true, false]);
    withOne.stop();
    const without = await makeSut({ kept: false });
    expect(without.vm.showsField).toBe(true);
    without.stop();
  });

  it('given 다른 컨트랙트로 바꾸기, then an empty field beside the kept one; 바꾸지 않기 brings the kept one back', async () => {
    const { vm, stop } = await makeSut();
    vm.setReplacing(true);
    expect([vm.showsField, vm.values.address, vm.savedContract?.address]).toEqual([true, '', KEPT.address]);
    expect(vm.form.isDirty).toBe(true);
    // Leaving the empty field says nothing yet (바꾸지 않기 sits right under it and must not move).
    vm.blurAddress();
    expect(vm.addressError).toBeUndefined();
    vm.setReplacing(false);
    expect([vm.showsField, vm.values.address, vm.form.isDirty]).toEqual([false, KEPT.address, false]);
    stop();
  });

  it('given another contract saved while replacing, then it is kept and the field closes', async () => {
    const { vm, chainReader, api, stop } = await makeSut();
    const other = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
    chainReader.put({ ...erc721, address: other });
    vm.setReplacing(true);
    vm.setAddress(other);
    expect(await vm.save()).toBe(true);
    expect(api.contracts.get(4)?.address).toBe(other);
    expect([vm.replacing, vm.showsField]).toEqual([false, false]);
    stop();
  });

  it('given the launchpad moved to another chain, then the step checks on the new chain and the kept contract is gone', async () => {
    const { vm, page, container, chainReader, stop } = await makeSut();
    await container.get(ChangeLaunchpadChain).execute(page.launchpad, BASE_SEPOLIA);
    await flush();
    expect(vm.savedContract).toBeNull();
    expect(vm.values).toEqual({ chainId: BASE_SEPOLIA, address: '' });
    expect(vm.showsField).toBe(true);
    chainReader.put({ ...erc721, chainId: BASE_SEPOLIA });
    vm.setAddress(erc721.address);
    await vm.check();
    expect(chainReader.reads.at(-1)).toMatchObject({ chainId: BASE_SEPOLIA });
    stop();
  });

  it('given a draft kept by the version that held the chain, then it is not offered (the chain is the launchpad’s now)', async () => {
    const kit = createTestContainer();
    kit.api.launchpad(4).status = 'DRAFT';
    await kit.signIn();
    const key = draftKey({ userId: 'creator', form: 'contract', recordId: 4 });
    kit.draftStore.write(key, {
      version: 1,
      savedAt: '2026-11-01T00:00:00.000Z',
      value: { chainId: 137, address: erc721.address },
    });
    const { page, stop: stopPage } = await startWorkspacePageIn(kit, 4);
    const vm = kit.container.get(ContractStepViewModel);
    const stopStep = vm.start(page);
    await flush();
    expect(vm.form.offer).toBeNull();
    expect(kit.draftStore.read(key)).toBeNull();
    stopStep();
    stopPage();
  });
});
