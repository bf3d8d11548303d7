import { describe, expect, it } from 'vitest';
import { createTestContainer } from '../../../tests/support/test-container';
import { ValidationError } from '../../application/errors/app-error';
import { ChangeChainViewModel } from './change-chain-view-model';

const BASE_SEPOLIA = 84532;

async function makeSut() {
  const kit = createTestContainer();
  await kit.signIn();
  const vm = kit.container.get(ChangeChainViewModel);
  vm.open(kit.api.launchpad(5)); // 세폴리아 테스트 드롭: 작성 중 on Sepolia
  return { ...kit, vm };
}

describe('ChangeChainViewModel', () => {
  it('given the same chain, then nothing to ask and nothing sent', async () => {
    const { vm, api } = await makeSut();
    expect([vm.changes, vm.question]).toEqual([false, null]);
    expect(await vm.confirm()).toBeNull();
    expect(api.callsOf('updateLaunchpad')).toEqual([]);
  });

  it('given another chain confirmed, then the launchpad moves, the dialog closes and a toast names the chain', async () => {
    const { vm, api, notices } = await makeSut();
    vm.setChain(BASE_SEPOLIA);
    expect(vm.question).toBe('이더리움 세폴리아 (테스트넷)에서 베이스 세폴리아 (테스트넷)으로 바꾸시겠습니까?');
    expect(await vm.confirm()).toMatchObject({ chainId: BASE_SEPOLIA });
    expect(vm.opened).toBe(false);
    expect(api.launchpad(5).chainId).toBe(BASE_SEPOLIA);
    expect(notices.shown).toContainEqual({
      kind: 'success',
      message: '런치패드 체인을 베이스 세폴리아 (테스트넷)으로 변경했습니다.',
    });
  });

  it('given the API refuses at the chain (a deploy under way), then its sentence at the select, the choice kept, the dialog open', async () => {
    const { vm, api, reporter } = await makeSut();
    const sentence = '컨트랙트 배포가 진행 중이라 체인을 바꿀 수 없습니다. 배포가 끝난 뒤 다시 시도해 주세요.';
    api.failNext(new ValidationError(sentence, 'chainId', { status: 409 }), 'updateLaunchpad');
    vm.setChain(BASE_SEPOLIA);
    expect(await vm.confirm()).toBeNull();
    expect([vm.error, vm.chainId, vm.opened]).toEqual([sentence, BASE_SEPOLIA, true]);
    expect(reporter.reports.map((r) => r.context)).toContainEqual(expect.objectContaining({ action: 'change-chain' }));
  });

  it('given a launch under 심사, then the lock owner refuses before any call, said in a toast', async () => {
    const { vm, api, notices } = await makeSut();
    api.launchpad(5).status = 'IN_REVIEW';
    vm.open(api.launchpad(5));
    vm.setChain(BASE_SEPOLIA);
    expect(await vm.confirm()).toBeNull();
    expect(api.callsOf('updateLaunchpad')).toEqual([]);
    expect(notices.shown).toContainEqual(
      expect.objectContaining({ kind: 'failure', message: '체인을 변경하지 못했습니다.' }),
    );
  });
});
