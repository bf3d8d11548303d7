import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { NetworkError, ValidationError } from '../../application/errors/app-error';
import { meKeys } from '../../application/reads/me-reads';
import { InfoViewModel } from './info-view-model';
import { flush } from '../../../tests/support/flush';

async function makeSut() {
  const kit = createPersonalTestContainer();
  const vm = kit.container.get(InfoViewModel);
  const stop = vm.start();
  await flush();
  return { ...kit, vm, stop };
}

describe('InfoViewModel', () => {
  it('given a started view, when the user info arrives, then it is ready with the creator’s info', async () => {
    const { vm, stop } = await makeSut();
    expect(vm.user.status).toBe('ready');
    expect(vm.user.data?.phoneNumber).toBe('01012345678');
    stop();
  });

  it('given a wrong number, when the field is left, then the rule’s message shows at the field and nothing is sent', async () => {
    const { vm, api, stop } = await makeSut();
    vm.setPhone('010-123');
    vm.blurPhone();
    expect(vm.phoneError).toBe('휴대폰 번호를 다시 확인해주세요.');
    expect(await vm.savePhone()).toBe(false);
    expect(api.callsOf('updatePhone')).toHaveLength(0);
    vm.setPhone('010-9876-5432');
    expect(vm.phoneError).toBeUndefined();
    stop();
  });

  it('given a right number, when saved, then the cache holds the new info, the field empties and a success toast shows', async () => {
    const { vm, api, queryClient, notices, stop } = await makeSut();
    vm.setPhone('010-9876-5432');
    expect(vm.isDirty).toBe(true);
    const saving = vm.savePhone();
    expect(vm.saving).toBe(true);
    expect(await vm.savePhone()).toBe(false);
    expect(await saving).toBe(true);
    expect(api.callsOf('updatePhone')).toEqual([[{ phoneNumber: '01098765432' }]]);
    expect(queryClient.getQueryData<{ phoneNumber: string }>(meKeys.userInfo())?.phoneNumber).toBe('01098765432');
    expect(vm.user.data?.phoneNumber).toBe('01098765432');
    expect(vm.phone).toBe('');
    expect(vm.isDirty).toBe(false);
    expect(notices.shown).toEqual([{ kind: 'success', message: '휴대폰 번호를 변경했습니다.' }]);
    stop();
  });

  it('given the server refuses, when saved, then the typed number stays, the reason is at the field, a toast shows and it is reported', async () => {
    const { vm, api, notices, reporter, stop } = await makeSut();
    const refusal = new ValidationError('이미 다른 계정에서 사용 중인 번호입니다.', 'phoneNumber');
    api.failNext(refusal, 'updatePhone');
    vm.setPhone('01098765432');
    expect(await vm.savePhone()).toBe(false);
    expect(vm.phone).toBe('01098765432');
    expect(vm.phoneError).toBe('이미 다른 계정에서 사용 중인 번호입니다.');
    expect(notices.shown).toEqual([{ kind: 'failure', message: '휴대폰 번호를 변경하지 못했습니다.', error: refusal }]);
    expect(reporter.errors).toEqual([refusal]);
    expect(vm.saving).toBe(false);
    stop();
  });

  it('given the network fails, when saved, then the number stays and the field shows no invented reason', async () => {
    const { vm, api, notices, stop } = await makeSut();
    api.failNext(new NetworkError('offline'), 'updatePhone');
    vm.setPhone('01098765432');
    await vm.savePhone();
    expect(vm.phone).toBe('01098765432');
    expect(vm.phoneError).toBeUndefined();
    expect(notices.shown[0]?.kind).toBe('failure');
    stop();
  });
});
