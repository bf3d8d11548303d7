import { describe, expect, it } from 'vitest';
import { sampleCreator, sampleLaunchpad } from '../../../tests/fakes/sample-data';
import { createTestContainer } from '../../../tests/support/test-container';
import { SetupChecklistViewModel } from './setup-checklist-view-model';
import { flush } from '../../../tests/support/flush';

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
  it('given a newcomer, then five items to do, in order, each with where it is done; the first is the one to press', async () => {
    const { vm, stop } = await makeSut(newcomer);
    expect(vm.visible).toBe(true);
    expect(vm.items?.map((item) => [item.key, item.done, item.to, item.action])).toEqual([
      ['phone', false, '/me/info', '휴대폰 번호 등록'],
      ['wallet', false, '/me/wallet', '지갑 등록'],
      ['creator', false, '/me/creators', '크리에이터 만들기'],
      ['launchpad', false, null, '첫 런치패드 만들기'],
      ['review', false, null, null],
    ]);
    expect([vm.doneCount, vm.nextKey, vm.offersCreate]).toEqual([0, 'phone', true]);
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
    expect(vm.items?.[0]).toMatchObject({ done: true, state: '완료', action: null });
    expect(vm.items?.[1]).toMatchObject({ done: false, state: '연결되었습니다. 서명해서 등록해 주세요.' });
    expect(vm.nextKey).toBe('wallet');
    stop();
  });

  it('given a creator profile made but not submitted, then its item is not done and leads to the profile to submit it', async () => {
    const { vm, stop } = await makeSut((kit) => {
      newcomer(kit);
      kit.api.creators = [sampleCreator({ id: 8, status: 'DRAFT', submittedAt: null })];
    });
    expect(vm.items?.[2]).toMatchObject({
      key: 'creator',
      done: false,
      to: '/me/creators/8',
      action: '프로필 제출하러 가기',
      state: '아직 제출하지 않은 프로필입니다. 내용을 채워 제출해 주세요.',
    });
    stop();
    const submitted = await makeSut((kit) => {
      newcomer(kit);
      kit.api.creators = [sampleCreator({ id: 8, status: 'SUBMITTED' })];
    });
    expect(submitted.vm.items?.[2]).toMatchObject({ done: true, state: '완료' });
    submitted.stop();
  });

  it('given launchpads but none in review, then it stays, leads 심사 요청 to the newest draft, and the list keeps its own 런치패드 만들기', async () => {
    const { vm, stop } = await makeSut((kit) => {
      newcomer(kit);
      kit.api.launchpads = [sampleLaunchpad({ id: 3, status: 'DRAFT' }), sampleLaunchpad({ id: 9, status: 'DRAFT' })];
    });
    expect(vm.visible).toBe(true);
    expect(vm.items?.slice(3).map((item) => [item.key, item.done, item.to])).toEqual([
      ['launchpad', true, null],
      ['review', false, '/launchpads/9/collection-metadata/single'],
    ]);
    expect(vm.offersCreate).toBe(false);
    stop();
  });

  it('given a launch in review, then it is gone whatever is left, and costs no call but the list', async () => {
    const { vm, api, stop } = await makeSut((kit) => {
      newcomer(kit);
      kit.api.launchpads = [
        sampleLaunchpad({ id: 3, status: 'DRAFT' }),
        sampleLaunchpad({ id: 4, status: 'IN_REVIEW' }),
      ];
    });
    expect([vm.visible, vm.items, vm.offersCreate]).toEqual([false, null, false]);
    expect(api.callsOf('listLaunchpads').length).toBeGreaterThan(0);
    expect([api.callsOf('getUserInfo'), api.callsOf('getEoa'), api.callsOf('listCreators')]).toEqual([[], [], []]);
    stop();
  });

  it('given it is folded, then it stays on the list folded (also after a reload), and opening it again is kept too', async () => {
    const { vm, container, stop } = await makeSut(newcomer);
    vm.setFolded(true);
    expect([vm.visible, vm.folded, vm.offersCreate]).toEqual([true, true, false]);
    stop();
    const again = container.get(SetupChecklistViewModel);
    const stopAgain = again.start();
    await flush();
    expect([again.visible, again.folded]).toEqual([true, true]);
    again.setFolded(false);
    stopAgain();
    const third = container.get(SetupChecklistViewModel);
    const stopThird = third.start();
    await flush();
    expect(third.folded).toBe(false);
    stopThird();
  });
});
