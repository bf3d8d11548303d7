import { describe, expect, it } from 'vitest';
import { makeLaunchReady } from '../../../tests/fakes/ready-launch';
import { createTestContainer } from '../../../tests/support/test-container';
import { startWorkspacePageIn } from '../../../tests/support/workspace-page';
import { NetworkError } from '../../application/errors/app-error';
import { ReviewRequestViewModel } from './review-request-view-model';

const ID = 5; // 세폴리아 테스트 드롭: a multi edition, 작성 중

async function makeSut({ ready = true } = {}) {
  const kit = createTestContainer();
  if (ready) makeLaunchReady(kit.api, ID);
  const { page, stop: stopPage } = await startWorkspacePageIn(kit, ID);
  const vm = kit.container.get(ReviewRequestViewModel);
  const stopVm = vm.start(page);
  return { ...kit, vm, page, stop: () => (stopVm(), stopPage()) };
}

describe('ReviewRequestViewModel (심사 요청 in the workspace)', () => {
  it('given a launch that lacks something, then 심사 요청 is offered but not enabled, and asking opens nothing', async () => {
    const { vm, stop } = await makeSut({ ready: false });
    expect([vm.offered, vm.enabled]).toEqual([true, false]);
    vm.ask();
    expect(vm.asking).toBe(false);
    stop();
  });

  it('given a ready launch, then it asks once, naming the parts it sends and the chain that locks; confirmed, each part is submitted in turn and the launch is 심사 중', async () => {
    const { vm, api, notices, page, stop } = await makeSut();
    expect(vm.enabled).toBe(true);
    vm.ask();
    expect(vm.asking).toBe(true);
    expect(vm.parts).toEqual([
      { part: 'metadata', state: 'waiting' },
      { part: 'auction', state: 'waiting' },
    ]);
    expect(vm.chainName).toBe('이더리움 세폴리아 (테스트넷)');
    expect(api.calls.filter((call) => call.method.startsWith('submit'))).toEqual([]);

    await vm.confirm();
    expect(vm.asking).toBe(false);
    expect(vm.parts.map((line) => line.state)).toEqual(['submitted', 'submitted']);
    expect(api.launchpad(ID).status).toBe('IN_REVIEW');
    expect(notices.shown.at(-1)).toEqual({
      kind: 'success',
      message: '심사를 요청했습니다. 결과가 나오면 런치패드 상태가 바뀝니다.',
    });
    await expect.poll(() => page.launchpad.status).toBe('IN_REVIEW');
    expect(vm.offered).toBe(false);
    stop();
  });

  it('given the auction description fails, then the question stays open naming it with the reason, the metadata stays submitted, and 다시 시도 sends only the rest', async () => {
    const { vm, api, stop } = await makeSut();
    api.failNext(new NetworkError('offline'), 'submitAuctionDescription');
    vm.ask();
    await vm.confirm();
    expect(vm.asking).toBe(true);
    expect(vm.parts).toEqual([
      { part: 'metadata', state: 'submitted' },
      { part: 'auction', state: 'failed' },
    ]);
    expect(vm.problem).toEqual({
      title: '경매 설명을 제출하지 못했습니다.',
      text: '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
      retry: true,
    });
    expect(vm.submitted).toEqual(['metadata']);
    expect(api.launchpad(ID).status).toBe('DRAFT');

    await vm.confirm();
    expect(api.callsOf('submitMultiMetadata')).toHaveLength(1);
    expect(api.callsOf('submitAuctionDescription')).toHaveLength(2);
    expect([vm.asking, vm.problem, api.launchpad(ID).status]).toEqual([false, null, 'IN_REVIEW']);
    stop();
  });

  it('given what the server holds lacks something now (changed elsewhere), then it says so, sends nothing and offers no retry', async () => {
    const { vm, api, stop } = await makeSut();
    vm.ask();
    api.auctionDescriptions.find((description) => description.launchpadId === ID)!.artistName = '';
    await vm.confirm();
    expect(vm.problem).toEqual({
      title: '심사에 필요한 내용이 바뀌었습니다. 심사 전 남은 일을 확인해 주세요.',
      text: null,
      retry: false,
    });
    expect(api.calls.filter((call) => call.method.startsWith('submit'))).toEqual([]);
    stop();
  });
});
