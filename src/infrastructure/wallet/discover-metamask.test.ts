import { afterEach, describe, expect, it } from 'vitest';
import { FakeEip1193Provider } from '../../../tests/fakes/fake-eip1193-provider';
import { discoverMetaMask, injectedWalletName } from './discover-metamask';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

/** A wallet extension answering EIP-6963 requests. */
function announce(rdns: string, name: string, provider = new FakeEip1193Provider()) {
  const onRequest = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: { rdns, name, uuid: rdns, icon: '' }, provider }),
      }),
    );
  window.addEventListener('eip6963:requestProvider', onRequest);
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', onRequest));
  return provider;
}

const noLegacy = async () => null;

describe('discoverMetaMask', () => {
  it('given MetaMask announces itself (EIP-6963, rdns io.metamask) beside another wallet, then MetaMask’s provider is chosen', async () => {
    announce('com.coinbase.wallet', 'Coinbase Wallet');
    const metamask = announce('io.metamask', 'MetaMask');
    const found = await discoverMetaMask(window, { waitMs: 20, detect: noLegacy });
    expect(found).toEqual({ provider: metamask, otherWalletName: null });
  });

  it('given an older MetaMask with only window.ethereum, then the detect-provider fallback finds it', async () => {
    const legacy = new FakeEip1193Provider();
    const found = await discoverMetaMask(window, { waitMs: 20, detect: async () => legacy });
    expect(found.provider).toBe(legacy);
  });

  it('given a multi-wallet window.ethereum with providers[], then the genuine MetaMask inside is chosen', async () => {
    const metamask = new FakeEip1193Provider();
    const coinbase = Object.assign(new FakeEip1193Provider(), { isCoinbaseWallet: true });
    const found = await discoverMetaMask(window, {
      waitMs: 20,
      detect: async () => Object.assign(coinbase, { providers: [coinbase, metamask] }),
    });
    expect(found.provider).toBe(metamask);
  });

  it.each([
    ['isBraveWallet', 'Brave Wallet'],
    ['isRabby', 'Rabby'],
    ['isOkxWallet', 'OKX Wallet'],
    ['isCoinbaseWallet', 'Coinbase Wallet'],
    ['isTrust', 'Trust Wallet'],
    ['isPhantom', 'Phantom'],
  ])(
    'given window.ethereum held by a wallet flagged %s (also claiming isMetaMask), then no provider and it is named %s',
    async (flag, name) => {
      const impostor = Object.assign(new FakeEip1193Provider(), { [flag]: true });
      const found = await discoverMetaMask(window, { waitMs: 20, detect: async () => impostor });
      expect(found).toEqual({ provider: null, otherWalletName: name });
    },
  );

  it('given only another wallet announcing through EIP-6963, then it is named', async () => {
    announce('io.rabby', 'Rabby Wallet');
    expect(await discoverMetaMask(window, { waitMs: 20, detect: noLegacy })).toEqual({
      provider: null,
      otherWalletName: 'Rabby Wallet',
    });
  });

  it('given Rabby announced as io.rabby and also holding window.ethereum with only isMetaMask, then it is not MetaMask and it is named', async () => {
    const rabby = announce('io.rabby', 'Rabby Wallet');
    expect(rabby).toMatchObject({ isMetaMask: true });
    const found = await discoverMetaMask(window, { waitMs: 20, detect: async () => rabby });
    expect(found).toEqual({ provider: null, otherWalletName: 'Rabby Wallet' });
  });

  it('given an impostor announced under another rdns inside window.ethereum.providers beside the genuine MetaMask, then the genuine one is chosen', async () => {
    const impostor = announce('io.rabby', 'Rabby Wallet');
    const metamask = new FakeEip1193Provider();
    const found = await discoverMetaMask(window, {
      waitMs: 20,
      detect: async () => Object.assign(impostor, { providers: [impostor, metamask] }),
    });
    expect(found.provider).toBe(metamask);
  });

  it('given no wallet at all, then nothing and no name', async () => {
    expect(await discoverMetaMask(window, { waitMs: 20, detect: noLegacy })).toEqual({
      provider: null,
      otherWalletName: null,
    });
  });

  it('names injected providers', () => {
    expect(injectedWalletName({ isMetaMask: true })).toBe('MetaMask');
    expect(injectedWalletName({ isMetaMask: true, isBraveWallet: true })).toBe('Brave Wallet');
    expect(injectedWalletName({})).toBeNull();
    expect(injectedWalletName(undefined)).toBeNull();
  });
});
