import { describe, expect, it } from 'vitest';
import { savedDescription, startAuctionDescription as makeSut } from '../../../tests/support/auction-description-kit';
import { until } from '../../../tests/support/until';

/** Another tab saved the description after this one loaded it (the fake API holds the precondition). */
const otherTab = savedDescription({ summary: '관리자가 고친 소개', updatedAt: '2026-11-22T00:00:00.000Z' });

describe('AuctionDescriptionViewModel and the conflicting-save flow', () => {
  it('given a description saved elsewhere since, when 저장, then nothing is overwritten; 덮어쓰기 saves the typed text (저장 again) on the latest version', async () => {
    const { vm, api, stop } = await makeSut({ setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]) });
    vm.form.set('summary', '작가가 쓴 소개');
    api.auctionDescriptions = [otherTab];
    expect(await vm.save()).toBeNull();
    expect(api.auctionDescriptions[0]?.summary).toBe('관리자가 고친 소개');
    await until(() => vm.saves.conflict.phase.kind === 'asking', 'the latest version');
    expect(vm.saves.conflict.phase).toMatchObject({ mineAt: '2026-11-20T00:00:00.000Z', latestAt: otherTab.updatedAt });

    const saved = await vm.overwriteConflict();
    // 작성 중: 저장 keeps a DRAFT (심사 요청 submits it), with every rule 심사 needs checked again.
    expect(saved).toMatchObject({ summary: '작가가 쓴 소개', status: 'DRAFT' });
    expect(api.callsOf('submitAuctionDescription').at(-1)?.[0]).toMatchObject({
      baseUpdatedAt: otherTab.updatedAt,
      temporary: true,
    });
    stop();
  });

  it('given a conflict, when 최신 내용 불러오기, then the latest shows with its items and the typed text is offered for 복원', async () => {
    const { vm, api, stop } = await makeSut({ setup: ({ api }) => (api.auctionDescriptions = [savedDescription()]) });
    vm.form.set('summary', '작가가 쓴 소개');
    api.auctionDescriptions = [otherTab];
    await vm.saveDraft();
    await until(() => vm.saves.conflict.phase.kind === 'asking', 'the latest version');
    vm.loadLatest();
    expect(vm.form.values.summary).toBe('관리자가 고친 소개');
    expect(vm.form.isDirty).toBe(false);
    expect(vm.form.draft.offer?.value.summary).toBe('작가가 쓴 소개');
    vm.form.draft.restore();
    expect(vm.form.values.summary).toBe('작가가 쓴 소개');
    stop();
  });
});
