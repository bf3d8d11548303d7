import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { UserRejectedError, WalletError } from '../../application/errors/app-error';
import { WalletWidgetViewModel } from './wallet-widget-view-model';
import { flush } from '../../../tests/support/flush';

function makeSut() {
  const kit = createPersonalTestContainer();
  const vm = kit.container.get(WalletWidgetViewModel);
  const stop = vm.start();
  return { ...kit, vm, stop };
}

describe('WalletWidgetViewModel', () => {
  it('given no MetaMask, then the widget knows it on start, so 지갑 연결 can say how to install it', async () => {
    const kit = createPersonalTestContainer();
    kit.wallet.installed = false;
    const vm = kit.container.get(WalletWidgetViewModel);
    const stop = vm.start();
    await flush();
    expect(vm.missing).not.toBeNull();
    stop();
  });

  it('given connected, then the short address and the chain’s Korean name show', async () => {
    const { vm } = makeSut();
    expect(vm.status).toBe('disconnected');
    await vm.connect();
    expect(vm.shortAccount).toBe('0x7099…79C8');
    expect(vm.chainLabel).toBe('이더리움 세폴리아 (테스트넷)');
  });

  it('lists all eleven chains, test chains apart, the private Luniverse beside the mainnets', () => {
    const { vm } = makeSut();
    expect(vm.mainnets.map((c) => c.id)).toEqual([1, 137, 2741, 43114, 8453, 256]);
    expect(vm.testnets).toHaveLength(5);
    expect(vm.testnets.every((c) => c.testnet && c.id !== 256)).toBe(true);
  });

  it('when switching, then the wallet switches and a toast says so; the current chain is not asked again', async () => {
    const { vm, wallet, notices } = makeSut();
    await vm.connect();
    await vm.switchChain(84532);
    await vm.switchChain(84532);
    expect(wallet.switched).toEqual([84532]);
    expect(vm.chainLabel).toBe('베이스 세폴리아 (테스트넷)');
    expect(notices.shown).toEqual([{ kind: 'success', message: '베이스 세폴리아 (테스트넷)으로 전환했습니다.' }]);
  });

  it('given a pending MetaMask request, when switching, then a failure toast carries the error and it is reported', async () => {
    const { vm, wallet, notices, reporter } = makeSut();
    await vm.connect();
    const pending = new WalletError('request-pending');
    wallet.failNext(pending, 'switchChain');
    await vm.switchChain(1);
    expect(notices.shown).toEqual([{ kind: 'failure', message: '네트워크를 전환하지 못했습니다.', error: pending }]);
    expect(reporter.errors).toEqual([pending]);
    expect(vm.busy).toBeNull();
  });

  it('given the creator rejects connecting, then a toast but no report; when disconnecting, then disconnected', async () => {
    const { vm, wallet, reporter, notices } = makeSut();
    wallet.failNext(new UserRejectedError('no'), 'connect');
    await vm.connect();
    expect(notices.shown[0]).toMatchObject({ kind: 'failure', message: '지갑을 연결하지 못했습니다.' });
    expect(reporter.errors).toHaveLength(0);
    await vm.connect();
    await vm.disconnect();
    expect(vm.status).toBe('disconnected');
  });

  it('given a failed connect, when the wallet then connects, then the stale failure toast is taken away', async () => {
    const { vm, wallet, notices } = makeSut();
    wallet.failNext(new UserRejectedError('no'), 'connect');
    await vm.connect();
    expect(notices.shown[0]).toMatchObject({ kind: 'failure', id: 'wallet-connect-failed' });
    expect(notices.dismissed).toEqual([]);
    await vm.connect();
    expect(notices.dismissed).toEqual(['wallet-connect-failed']);
  });
});
