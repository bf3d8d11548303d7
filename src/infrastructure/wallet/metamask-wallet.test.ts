import { afterEach, describe, expect, it, vi } from 'vitest';
import { rpcError, FakeEip1193Provider } from '../../../tests/fakes/fake-eip1193-provider';
import {
  ProviderMissingError,
  UserRejectedError,
  WalletError,
  WrongChainError,
} from '../../application/errors/app-error';
import type { WalletState } from '../../application/ports/wallet';
import { MetaMaskWallet } from './metamask-wallet';

const [A, B] = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'];

function makeSut({ installed = true, otherWalletName = null as string | null } = {}) {
  const provider = new FakeEip1193Provider();
  const storage = new Map<string, string>();
  const wallet = new MetaMaskWallet({
    discover: async () => ({ provider: installed ? provider : null, otherWalletName }),
    rpcUrlFor: (chain) => `https://rpc.test/${chain.rpcConfigKey}`,
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
  });
  const states: WalletState['status'][] = [];
  wallet.subscribe((s) => states.push(s.status));
  return { provider, wallet, states, storage };
}

async function started(sut: ReturnType<typeof makeSut>) {
  const stop = sut.wallet.start();
  // Microtasks only, so fake timers (polling) do not move while reconnecting.
  for (let i = 0; i < 50 && sut.wallet.getState().status === 'reconnecting'; i++) await Promise.resolve();
  expect(sut.wallet.getState().status).not.toBe('reconnecting');
  return stop;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('MetaMaskWallet: reconnect and connect', () => {
  it('given a site already authorized, when started, then reconnecting → connected with no prompt', async () => {
    const sut = makeSut();
    sut.provider.authorized = [A];
    await started(sut);
    expect(sut.states).toEqual(['reconnecting', 'connected']);
    expect(sut.wallet.getState()).toEqual({
      status: 'connected',
      connector: 'metamask',
      connections: [{ accounts: [A], chainId: 11155111 }],
      account: A,
      chainId: 11155111,
    });
    expect(sut.provider.requestsOf('eth_requestAccounts')).toHaveLength(0);
  });

  it('given no authorization, when started, then reconnecting → disconnected', async () => {
    const sut = makeSut();
    await started(sut);
    expect(sut.states).toEqual(['reconnecting', 'disconnected']);
  });

  it('given no MetaMask, when started, then disconnected silently; when connecting, then ProviderMissingError naming the other wallet', async () => {
    const sut = makeSut({ installed: false, otherWalletName: 'Coinbase Wallet' });
    await started(sut);
    expect(sut.wallet.getState().status).toBe('disconnected');
    const error = await sut.wallet.connect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderMissingError);
    expect(error).toMatchObject({ otherWalletName: 'Coinbase Wallet' });
  });

  it('when connect is asked, then connecting → connected with the granted accounts; a second click shares the open prompt', async () => {
    const sut = makeSut();
    await started(sut);
    sut.provider.hold('eth_requestAccounts');
    const first = sut.wallet.connect();
    const second = sut.wallet.connect();
    await vi.waitFor(() => expect(sut.wallet.getState().status).toBe('connecting'));
    sut.provider.release('eth_requestAccounts');
    expect(await first).toBe(await second);
    expect(sut.wallet.getState()).toMatchObject({
      status: 'connected',
      account: A,
      connections: [{ accounts: [A, B], chainId: 11155111 }],
    });
    expect(sut.provider.requestsOf('eth_requestAccounts')).toHaveLength(1);
  });

  it.each([
    [4001, UserRejectedError, undefined],
    [4100, WalletError, 'unauthorized'],
    [4200, WalletError, 'unsupported-method'],
    [4900, WalletError, 'disconnected'],
    [4901, WalletError, 'disconnected'],
    [-32002, WalletError, 'request-pending'],
    [-32603, WalletError, 'internal'],
  ])(
    'given the wallet answers %i, when connecting, then the mapped error and disconnected again',
    async (code, type, reason) => {
      const sut = makeSut();
      await started(sut);
      sut.provider.failNext(rpcError(code), 'eth_requestAccounts');
      const error = await sut.wallet.connect().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(type);
      if (reason) expect(error).toMatchObject({ reason });
      expect(sut.wallet.getState().status).toBe('disconnected');
    },
  );

  it('given 연결 해제, when the page loads again, then it does not reconnect silently until connect', async () => {
    const sut = makeSut();
    sut.provider.authorized = [A];
    const stop = await started(sut);
    await sut.wallet.disconnect();
    expect(sut.wallet.getState().status).toBe('disconnected');
    expect(sut.provider.requestsOf('wallet_revokePermissions')).toHaveLength(1);
    stop();
    sut.provider.authorized = [A]; // an old MetaMask that ignores the revoke
    await started(sut);
    expect(sut.wallet.getState().status).toBe('disconnected');
    await sut.wallet.connect();
    expect(sut.wallet.getState().status).toBe('connected');
  });
});

describe('MetaMaskWallet: following the wallet', () => {
  async function connected() {
    const sut = makeSut();
    sut.provider.authorized = [A];
    const stop = await started(sut);
    return { ...sut, stop };
  }

  it('when accountsChanged names another account, then it is the account; when [] then disconnected', async () => {
    const sut = await connected();
    sut.provider.changeAccounts([B]);
    expect(sut.wallet.getState().account).toBe(B);
    sut.provider.changeAccounts([]);
    expect(sut.wallet.getState().status).toBe('disconnected');
  });

  it('when chainChanged fires, then the chain follows; when disconnect fires, then disconnected', async () => {
    const sut = await connected();
    sut.provider.emit('chainChanged', '0x14a34');
    expect(sut.wallet.getState().chainId).toBe(84532);
    sut.provider.emit('disconnect', rpcError(4900));
    expect(sut.wallet.getState().status).toBe('disconnected');
  });

  it('given a missed event, when 4 s pass, then polling picks up the new account and chain', async () => {
    vi.useFakeTimers();
    const sut = await connected();
    sut.provider.authorized = [B];
    sut.provider.chainId = 1;
    await vi.advanceTimersByTimeAsync(3999);
    expect(sut.wallet.getState().account).toBe(A);
    await vi.advanceTimersByTimeAsync(1);
    expect(sut.wallet.getState()).toMatchObject({ account: B, chainId: 1 });
    sut.provider.authorized = [];
    await vi.advanceTimersByTimeAsync(4000);
    expect(sut.wallet.getState().status).toBe('disconnected');
  });

  it('when the last view stops it, then listeners and polling end', async () => {
    vi.useFakeTimers();
    const sut = await connected();
    const second = sut.wallet.start();
    sut.stop();
    expect(sut.provider.listenerCount('accountsChanged')).toBe(1);
    second();
    expect(sut.provider.listenerCount('accountsChanged')).toBe(0);
    const before = sut.provider.requests.length;
    await vi.advanceTimersByTimeAsync(12_000);
    expect(sut.provider.requests.length).toBe(before);
  });
});

describe('MetaMaskWallet: switching chains', () => {
  async function connected() {
    const sut = makeSut();
    sut.provider.authorized = [A];
    await started(sut);
    return sut;
  }

  it('given a known chain, when switching, then wallet_switchEthereumChain and the chain is confirmed', async () => {
    const sut = await connected();
    await sut.wallet.switchChain(1);
    expect(sut.provider.requestsOf('wallet_switchEthereumChain')).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] },
    ]);
    expect(sut.wallet.getState().chainId).toBe(1);
  });

  it.each([false, true])(
    'given a chain the wallet lacks (Mobile-wrapped 4902: %s), when switching, then it is added from the registry and switched',
    async (wrapped) => {
      const sut = await connected();
      sut.provider.mobileWrapped4902 = wrapped;
      await sut.wallet.switchChain(84532);
      expect(sut.provider.added).toEqual([
        {
          chainId: '0x14a34',
          chainName: 'Base Sepolia',
          nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: ['https://rpc.test/BASE_SEPOLIA'],
          blockExplorerUrls: ['https://sepolia.basescan.org'],
        },
      ]);
      expect(sut.provider.requestsOf('wallet_switchEthereumChain')).toHaveLength(2);
      expect(sut.wallet.getState().chainId).toBe(84532);
    },
  );

  it('given Luniverse, when added, then it carries LUK with 18 decimals', async () => {
    const sut = await connected();
    await sut.wallet.switchChain(256);
    expect(sut.provider.added[0]).toMatchObject({ chainId: '0x100', nativeCurrency: { symbol: 'LUK', decimals: 18 } });
  });

  it('given MetaMask switches without chainChanged, then eth_chainId confirms the new chain', async () => {
    const sut = await connected();
    sut.provider.silentSwitch = true;
    await sut.wallet.switchChain(1);
    expect(sut.provider.requestsOf('eth_chainId').length).toBeGreaterThan(0);
    expect(sut.wallet.getState().chainId).toBe(1);
  });

  it('given the wallet stays on its chain, then WrongChainError with both ids', async () => {
    const sut = await connected();
    sut.provider.request = async (args: { method: string }) => (args.method === 'eth_chainId' ? '0xaa36a7' : null);
    const error = await sut.wallet.switchChain(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongChainError);
    expect(error).toMatchObject({ expectedChainId: 1, actualChainId: 11155111 });
  });

  it.each([
    [4001, 'wallet_switchEthereumChain', UserRejectedError, undefined],
    [4200, 'wallet_switchEthereumChain', WalletError, 'chain-switch-unsupported'],
    [-32002, 'wallet_switchEthereumChain', WalletError, 'request-pending'],
    [4001, 'wallet_addEthereumChain', UserRejectedError, undefined],
  ])('given %i on %s, then the mapped error class', async (code, method, type, reason) => {
    const sut = await connected();
    sut.provider.failNext(rpcError(code), method);
    const error = await sut.wallet.switchChain(84532).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    if (reason) expect(error).toMatchObject({ reason });
    expect(sut.wallet.getState().chainId).toBe(11155111);
  });

  it('given a chain outside the registry or no connection, then WalletError', async () => {
    const sut = makeSut();
    await expect(sut.wallet.switchChain(1)).rejects.toMatchObject({ reason: 'disconnected' });
    await expect(sut.wallet.switchChain(999)).rejects.toMatchObject({ reason: 'chain-switch-unsupported' });
  });
});

describe('MetaMaskWallet: signing', () => {
  it('given a connected account, when signing, then personal_sign with the hex message through ethers', async () => {
    const sut = makeSut();
    sut.provider.authorized = [A];
    await started(sut);
    const signature = await sut.wallet.signMessage(A, 'hello');
    expect(signature).toBe(`0x${'cd'.repeat(65)}`);
    const [sign] = sut.provider.requestsOf('personal_sign');
    expect(sign!.params).toEqual(['0x68656c6c6f', A.toLowerCase()]);
  });

  it('given the creator rejects, then UserRejectedError; given no connection, then WalletError(disconnected)', async () => {
    const sut = makeSut();
    await expect(sut.wallet.signMessage(A, 'x')).rejects.toMatchObject({ reason: 'disconnected' });
    sut.provider.authorized = [A];
    await started(sut);
    sut.provider.failNext(rpcError(4001), 'personal_sign');
    await expect(sut.wallet.signMessage(A, 'x')).rejects.toBeInstanceOf(UserRejectedError);
  });
});
