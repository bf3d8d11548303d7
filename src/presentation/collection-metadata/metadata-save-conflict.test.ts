import { describe, expect, it } from 'vitest';
import { SINGLE, startMetadataStep as makeSut } from '../../../tests/support/metadata-step-kit';
import { until } from '../../../tests/support/until';

/** Saved from another tab since this one loaded (the fake API holds the precondition, as the local API does). */
const otherTabsMetadata = {
  launchpadId: SINGLE,
  name: '다른 탭',
  description: '',
  imageUrl: null,
  year: null,
  links: { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' },
  status: 'DRAFT' as const,
  submittedAt: null,
  updatedAt: '2026-05-01T01:02:03.000Z',
};

describe('CollectionMetadataViewModel and the conflicting-save flow', () => {
  it('given another tab saved since the form loaded, when saved, then the API refuses it; the dialog shows both times and 덮어쓰기 resends the typed text on the latest version', async () => {
    const { vm, api, stop } = await makeSut();
    vm.setField('description', '내가 쓴 설명');
    api.singleMetadata.set(SINGLE, otherTabsMetadata);
    expect(await vm.saveDraft()).toBe(false);
    expect(vm.saves.conflict.phase).toEqual({ kind: 'reading', mineAt: null, repeat: true });
    await until(() => vm.saves.conflict.phase.kind === 'asking', 'the latest version');
    expect(vm.saves.conflict.phase).toMatchObject({ mineAt: null, latestAt: otherTabsMetadata.updatedAt });
    expect(api.singleMetadata.get(SINGLE)?.name).toBe('다른 탭');
    expect(vm.form.values.description).toBe('내가 쓴 설명');

    expect(await vm.overwriteConflict()).toBe(true);
    const sent = api.callsOf('submitSingleMetadata').at(-1)?.[0];
    expect(sent).toMatchObject({ description: '내가 쓴 설명', baseUpdatedAt: otherTabsMetadata.updatedAt });
    expect(api.singleMetadata.get(SINGLE)?.description).toBe('내가 쓴 설명');
    expect(vm.saves.conflict.phase).toEqual({ kind: 'none' });
    stop();
  });

  it('given a conflict, when 최신 내용 불러오기, then the latest shows and the typed text is offered for 복원 with the clock’s time', async () => {
    const { vm, api, stop } = await makeSut();
    vm.setField('description', '내가 쓴 설명');
    api.singleMetadata.set(SINGLE, otherTabsMetadata);
    await vm.saveDraft();
    await until(() => vm.saves.conflict.phase.kind === 'asking', 'the latest version');
    vm.saves.conflict.loadLatest();
    expect(vm.form.values.name).toBe('다른 탭');
    expect(vm.form.draft.offers[0]).toMatchObject({ savedAt: new Date('2026-11-23T09:00:00.000Z') });
    expect(vm.form.draft.offers[0]?.value.description).toBe('내가 쓴 설명');
    stop();
  });
});
