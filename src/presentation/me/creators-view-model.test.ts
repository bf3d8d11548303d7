import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { UnexpectedError, ValidationError } from '../../application/errors/app-error';
import type { Creator } from '../../domain/creator/creator';
import { meKeys } from '../../application/reads/me-reads';
import { CreatorsViewModel } from './creators-view-model';
import { flush } from '../../../tests/support/flush';

async function makeSut() {
  const kit = createPersonalTestContainer();
  const vm = kit.container.get(CreatorsViewModel);
  const stop = vm.start();
  await flush();
  return { ...kit, vm, stop };
}

describe('CreatorsViewModel', () => {
  it('given the creator’s profiles, when started, then they are listed', async () => {
    const { vm, stop } = await makeSut();
    expect(vm.items.map((c) => c.name).sort()).toEqual(['김하늘', '하늘스튜디오']);
    stop();
  });

  it('given a blank name, when 추가 is pressed, then the field says so and nothing is sent', async () => {
    const { vm, api, stop } = await makeSut();
    vm.dialog.show();
    vm.dialog.setName('   ');
    expect(await vm.create()).toBeNull();
    expect(vm.dialog.nameError).toBe('내용을 작성해주세요.');
    expect(api.callsOf('createCreator')).toHaveLength(0);
    stop();
  });

  it('given a name, when created, then the dialog closes, the profile is cached and listed first, and a toast says so', async () => {
    const { vm, api, queryClient, notices, stop } = await makeSut();
    vm.dialog.show();
    vm.dialog.setName('새 크리에이터');
    const creating = vm.create();
    expect(await vm.create()).toBeNull();
    const created = await creating;
    expect(created?.name).toBe('새 크리에이터');
    expect(api.callsOf('createCreator')).toHaveLength(1);
    expect(vm.dialog.open).toBe(false);
    expect(vm.dialog.name).toBe('');
    expect(queryClient.getQueryData<Creator>(meKeys.creator(created!.id))?.name).toBe('새 크리에이터');
    await flush();
    expect(vm.items[0]?.name).toBe('새 크리에이터');
    // The toast speaks of the profile that opens next, so it stays on that page.
    expect(notices.shown).toEqual([
      { kind: 'success', message: '크리에이터 ‘새 크리에이터’를 만들었습니다.', forNextPage: true },
    ]);
    stop();
  });

  it('given the server refuses the name, when created, then the dialog stays with the name as typed and the reason at the field', async () => {
    const { vm, api, reporter, notices, stop } = await makeSut();
    api.failNext(new ValidationError('이미 있는 이름입니다.', 'name'), 'createCreator');
    vm.dialog.show();
    vm.dialog.setName('김하늘');
    expect(await vm.create()).toBeNull();
    expect(vm.dialog.open).toBe(true);
    expect(vm.dialog.name).toBe('김하늘');
    expect(vm.dialog.nameError).toBe('이미 있는 이름입니다.');
    expect(reporter.reports).toHaveLength(1);
    expect(notices.shown[0]?.kind).toBe('failure');
    stop();
  });

  it('given a server error, when created, then the dialog stays and the creating flag is reset', async () => {
    const { vm, api, stop } = await makeSut();
    api.failNext(new UnexpectedError('boom', 500), 'createCreator');
    vm.dialog.show();
    vm.dialog.setName('김하늘');
    await vm.create();
    expect(vm.creating).toBe(false);
    expect(vm.dialog.open).toBe(true);
    stop();
  });
});
