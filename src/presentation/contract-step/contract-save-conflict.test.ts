import { describe, expect, it } from 'vitest';
import { sampleContract, sampleErc721Reading } from '../../../tests/fakes/sample-data';
import { flush } from '../../../tests/support/flush';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { until } from '../../../tests/support/until';
import { startWorkspacePageIn } from '../../../tests/support/workspace-page';
import { ContractStepViewModel } from './contract-step-view-model';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const erc721 = sampleErc721Reading(EOA);
const SAVED_ELSEWHERE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

/** Launchpad 4 (single, 작성 중, no contract kept), its step open; then another device keeps a contract. */
async function makeSut() {
  const kit = createPersonalTestContainer();
  Object.assign(kit.api.launchpad(4), { status: 'DRAFT', chain: 'ETHEREUM', chainId: erc721.chainId });
  await kit.signIn();
  kit.api.eoa = { address: EOA, chainId: erc721.chainId, registeredAt: '2026-11-01T00:00:00.000Z' };
  kit.chainReader.put(erc721);
  const { page, stop: stopPage } = await startWorkspacePageIn(kit, 4);
  const vm = kit.container.get(ContractStepViewModel);
  const stopStep = vm.start(page);
  await flush();
  kit.api.contracts.set(
    4,
    sampleContract({
      id: 8,
      launchpadId: 4,
      chainId: erc721.chainId,
      address: SAVED_ELSEWHERE,
      updatedAt: '2026-11-23T10:00:00.000Z',
    }),
  );
  vm.setAddress(erc721.address);
  return { ...kit, vm, stop: () => (stopStep(), stopPage()) };
}

describe('ContractStepViewModel and a contract saved elsewhere since the step loaded', () => {
  it('given a contract kept by another device, when saved, then nothing is overwritten and the dialog asks; 덮어쓰기 keeps the typed one on purpose', async () => {
    const { vm, api, notices, stop } = await makeSut();
    expect(await vm.save()).toBe(false);
    expect(api.contracts.get(4)?.address).toBe(SAVED_ELSEWHERE);
    await until(() => vm.saves.conflict.phase.kind === 'asking', 'the latest contract');
    expect(vm.saves.conflict.phase).toMatchObject({ mineAt: null, latestAt: '2026-11-23T10:00:00.000Z' });
    expect(notices.shown.filter((n) => n.kind === 'failure')).toEqual([]);

    expect(await vm.overwriteConflict()).toBe(true);
    expect(api.callsOf('upsertContract').at(-1)?.[0]).toMatchObject({
      address: erc721.address,
      baseUpdatedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(api.contracts.get(4)?.address).toBe(erc721.address);
    stop();
  });

  it('given the conflict, when 최신 내용 불러오기, then the saved contract shows and the typed address is offered for 복원', async () => {
    const { vm, stop } = await makeSut();
    await vm.save();
    await until(() => vm.saves.conflict.phase.kind === 'asking', 'the latest contract');
    vm.saves.conflict.loadLatest();
    expect(vm.values.address).toBe(SAVED_ELSEWHERE);
    expect(vm.isSavedAsShown).toBe(true);
    expect(vm.form.offer?.value.address).toBe(erc721.address);
    stop();
  });
});
