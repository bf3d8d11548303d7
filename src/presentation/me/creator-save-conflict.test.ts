import { describe, expect, it } from 'vitest';
import { flush } from '../../../tests/support/flush';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { until } from '../../../tests/support/until';
import { CreatorDetailViewModel } from './creator-detail-view-model';

const png = () => new File([new Uint8Array(128)], 'face.png', { type: 'image/png' });

/** Profile 2 open in this tab; then another tab submits it with another 소개. */
async function makeSut() {
  const kit = createPersonalTestContainer();
  const vm = kit.container.get(CreatorDetailViewModel);
  const stop = vm.start(2);
  await flush();
  Object.assign(kit.api.creators[1]!, { description: '다른 탭의 소개', updatedAt: '2026-11-23T10:00:00.000Z' });
  vm.editForm.set('description', '이 탭의 소개');
  return { ...kit, vm, stop };
}

describe('CreatorDetailViewModel and a profile submitted elsewhere since it loaded', () => {
  it('given another tab submitted since, when submitted, then its 소개 is not erased: the dialog asks, and 덮어쓰기 submits the typed text and image on the latest version', async () => {
    const { vm, api, stop } = await makeSut();
    await vm.image.choose(png());
    expect(vm.askSubmit()).toBe(true);
    expect(await vm.submit()).toBe(false);
    expect(api.creators[1]?.description).toBe('다른 탭의 소개');
    await until(() => vm.saves.conflict.phase.kind === 'asking', 'the latest profile');
    expect(vm.saves.conflict.phase).toMatchObject({ latestAt: '2026-11-23T10:00:00.000Z' });
    expect(vm.image.file?.name).toBe('face.png');

    expect(await vm.overwriteConflict()).toBe(true);
    const [, input, image] = api.callsOf('submitCreator').at(-1) ?? [];
    expect(input).toMatchObject({ description: '이 탭의 소개', baseUpdatedAt: '2026-11-23T10:00:00.000Z' });
    expect((image as File | null)?.name).toBe('face.png');
    expect(api.creators[1]?.description).toBe('이 탭의 소개');
    stop();
  });

  it('given the conflict, when 최신 내용 불러오기, then the other tab’s 소개 shows and this tab’s is offered for 복원', async () => {
    const { vm, stop } = await makeSut();
    await vm.submit();
    await until(() => vm.saves.conflict.phase.kind === 'asking', 'the latest profile');
    vm.saves.conflict.loadLatest();
    expect(vm.form.values.description).toBe('다른 탭의 소개');
    expect(vm.form.offer?.value.description).toBe('이 탭의 소개');
    stop();
  });
});
