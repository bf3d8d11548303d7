import { describe, expect, it } from 'vitest';
import { createTestContainer } from '../../../tests/support/test-container';
import { launchpadKeys } from '../../application/reads/launchpad-reads';
import { RenameLaunchpadViewModel } from './rename-launchpad-view-model';

function makeSut() {
  const kit = createTestContainer();
  kit.api.launchpad(1).status = 'DRAFT'; // the sample's first launchpad is on sale (read-only)
  const vm = kit.container.get(RenameLaunchpadViewModel);
  return { ...kit, vm };
}

describe('RenameLaunchpadViewModel', () => {
  it('given a blank name, then the field says why, nothing is sent and the dialog stays open', async () => {
    const { vm, api } = makeSut();
    vm.open({ ...api.launchpad(1) });
    vm.setName('   ');
    expect(await vm.save()).toBeNull();
    expect(vm.nameError).toBe('내용을 작성해주세요.');
    expect(vm.opened).toBe(true);
    expect(api.callsOf('updateLaunchpad')).toHaveLength(0);
  });

  it('given a new name, then PUT keeps the contract and dates, the cache holds the renamed launchpad and the dialog closes', async () => {
    const { vm, api, queryClient, notices } = makeSut();
    const before = { ...api.launchpad(1) };
    vm.open(before);
    vm.setName('새 이름');
    const saved = await vm.save();
    expect(saved?.name).toBe('새 이름');
    expect(api.callsOf('updateLaunchpad')[0]).toEqual([
      1,
      { name: '새 이름', contractAddress: before.contractAddress, startAt: before.startAt, endAt: before.endAt },
    ]);
    expect(queryClient.getQueryData(launchpadKeys.detail(1))).toMatchObject({ name: '새 이름' });
    expect(vm.opened).toBe(false);
    expect(notices.shown.at(-1)).toEqual({ kind: 'success', message: '런치패드 이름을 변경했습니다.' });
  });
});
