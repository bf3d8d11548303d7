import { describe, expect, it } from 'vitest';
import { createTestContainer } from '../../../tests/support/test-container';
import { SetupChecklistViewModel } from './setup-checklist-view-model';

const flush = async () => {
  for (let i = 0; i < 6; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

async function makeSut(setup: (kit: ReturnType<typeof createTestContainer>) => void = () => undefined) {
  const kit = createTestContainer();
  setup(kit);
  const vm = kit.container.get(SetupChecklistViewModel);
  const stop = vm.start();
  await flush();
  return { ...kit, vm, stop };
}

const newcomer = (kit: ReturnType<typeof createTestContainer>) => {
  kit.api.user = { ...kit.api.user, phoneNumber: null };
  kit.api.eoa = null;
  kit.api.creators = [];
  kit.api.launchpads = [];
};

describe('SetupChecklistViewModel', () => {
  it('given a newcomer, then four items to do, in order, each with where it is done', async () => {
    const { vm, stop } = await makeSut(newcomer);
    expect(vm.visible).toBe(true);
    expect(vm.items?.map((item) => [item.key, item.done, item.to])).toEqual([
      ['phone', false, '/me/info'],
      ['wallet', false, '/me/wallet'],
      ['creator', false, '/me/creators'],
      ['launchpad', false, null],
    ]);
    expect(vm.doneCount).toBe(0);
    stop();
  });

  it('given a phone and a connected but unregistered wallet, then the phone is done and the wallet asks for the signature', async () => {
    const { vm, wallet, stop } = await makeSut((kit) => {
      newcomer(kit);
      kit.api.user = { ...kit.api.user, phoneNumber: '01012345678' };
    });
    wallet.accounts = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'];
    await wallet.connect();
    await flush();
    expect(vm.items?.[0]).toMatchObject({ done: true, state: '완료' });
    expect(vm.items?.[1]).toMatchObject({ done: false, state: '연결되었습니다. 서명해서 등록해 주세요.' });
    stop();
  });

  it('given everything done (a launchpad exists), then it is not shown, and nothing beyond the list is asked for', async () => {
    const { vm, api, stop } = await makeSut((kit) => {
      kit.api.user = { ...kit.api.user, phoneNumber: '01012345678' };
      kit.api.eoa = {
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 1,
        registeredAt: '2026-11-01T00:00:00.000Z',
      };
    });
    expect(vm.visible).toBe(false);
    expect([api.callsOf('getUserInfo'), api.callsOf('getEoa'), api.callsOf('listCreators')]).toEqual([[], [], []]);
    stop();
  });

  it('given a creator who already has launchpads, then it is not shown above their list, whatever is left, and costs no call but the list', async () => {
    const { vm, api, stop } = await makeSut((kit) => {
      kit.api.eoa = null;
    });
    expect(vm.visible).toBe(false);
    expect(vm.items).toBeNull();
    expect(api.callsOf('listLaunchpads').length).toBeGreaterThan(0);
    expect([api.callsOf('getUserInfo'), api.callsOf('getEoa'), api.callsOf('listCreators')]).toEqual([[], [], []]);
    stop();
  });

  it('given it is dismissed, then it goes, and stays gone for this creator after a reload', async () => {
    const { vm, container, draftStore, stop } = await makeSut(newcomer);
    vm.dismiss();
    expect(vm.visible).toBe(false);
    stop();
    const again = container.get(SetupChecklistViewModel);
    const stopAgain = again.start();
    await flush();
    expect(again.items).not.toBeNull();
    expect(again.visible).toBe(false);
    expect([...draftStore.entries.keys()].some((key) => key.startsWith('setup-checklist:'))).toBe(true);
    stopAgain();
  });
});
