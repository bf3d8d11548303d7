import { describe, expect, it, vi } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { ProviderMissingError, UserRejectedError } from '../../application/errors/app-error';
import { WalletPageViewModel } from './wallet-page-view-model';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const site = { domain: 'localhost:5173', uri: 'http://localhost:5173/me/wallet' };

async function makeSut({ eoa = null as string | null } = {}) {
  const kit = createPersonalTestContainer();
  await kit.signIn();
  kit.api.eoa = eoa ? { address: eoa, chainId: 1, registeredAt: '2026-11-01T00:00:00.000Z' } : null;
  kit.api.eoaAddress = A;
  const vm = kit.container.get(WalletPageViewModel);
  const stop = vm.start();
  await vi.waitFor(() => expect(vm.eoa.status).toBe('ready'));
  return { ...kit, vm, stop };
}

describe('WalletPageViewModel', () => {
  it('given no EOA and no wallet, then 지갑 없음; when connected and registered, then 정상 연결 and the cache holds the EOA', async () => {
    const { vm, wallet, notices, queryClient } = await makeSut();
    expect(vm.linkStatus).toBe('지갑 없음');
    expect(vm.canRegister).toBe(false);
    wallet.accounts = [A];
    await vm.connect();
    expect(vm.wallet.account).toBe(A);
    expect(vm.canRegister).toBe(true);
    await vm.register(site);
    expect(vm.error).toBeNull();
    expect(vm.linkStatus).toBe('정상 연결');
    expect(queryClient.getQueryData(['me', 'eoa'])).toMatchObject({ address: A });
    expect(notices.shown).toContainEqual({ kind: 'success', message: '지갑을 등록했습니다.', setupTask: true });
    expect(wallet.signed[0]!.message).toContain('localhost:5173 wants you to sign in');
  });

  it('given a registered EOA, then 등록만 됨 until the wallet connects, then 정상 연결', async () => {
    const { vm, wallet } = await makeSut({ eoa: A });
    expect(vm.linkStatus).toBe('등록만 됨');
    wallet.accounts = [A.toLowerCase()];
    await vm.connect();
    expect(vm.linkStatus).toBe('정상 연결');
  });

  it('given another account connected (계정 불일치), then signing is not offered and register does nothing', async () => {
    const { vm, wallet, api } = await makeSut({ eoa: A });
    wallet.accounts = [B];
    await vm.connect();
    expect(vm.linkStatus).toBe('계정 불일치');
    expect(vm.canRegister).toBe(false);
    await vm.register(site);
    expect(wallet.signed).toHaveLength(0);
    expect(api.callsOf('createEoaNonce')).toHaveLength(0);
    wallet.changeAccounts([A]);
    expect(vm.linkStatus).toBe('정상 연결');
  });

  it('given the creator rejects the signature, then the error is kept for the page and not reported', async () => {
    const { vm, wallet, reporter } = await makeSut();
    await vm.connect();
    wallet.failNext(new UserRejectedError('no'), 'signMessage');
    await vm.register(site);
    expect(vm.error).toBeInstanceOf(UserRejectedError);
    expect(vm.linkStatus).toBe('지갑 없음');
    expect(reporter.errors).toHaveLength(0);
    vm.dismissError();
    expect(vm.error).toBeNull();
  });

  it('given no MetaMask, when connecting, then ProviderMissingError is kept and reported', async () => {
    const { vm, wallet, reporter } = await makeSut();
    wallet.installed = false;
    await vm.connect();
    expect(vm.error).toBeInstanceOf(ProviderMissingError);
    expect(reporter.errors).toHaveLength(1);
  });

  it('given an authorized wallet, when started, then it reconnects without a prompt; when stopped, then the wallet is released', async () => {
    const kit = createPersonalTestContainer();
    kit.wallet.authorized = true;
    const vm = kit.container.get(WalletPageViewModel);
    const stop = vm.start();
    expect(vm.wallet.connected).toBe(true);
    stop();
    expect(kit.wallet.stops).toBe(1);
  });
});
