import { InjectedWallet } from './injected-wallet';
import { test as routesTest } from './routes';

/**
 * The routes-audited `test` with the MetaMask stand-in, installed before the page's first navigation
 * (a test that does not ask for `wallet` has none). A spec that needs another starting state
 * overrides the fixture with this one as its base.
 */
export const test = routesTest.extend<{ wallet: InjectedWallet }>({
  wallet: async ({ page }, use) => {
    const wallet = await InjectedWallet.install(page);
    await use(wallet);
    await wallet.dispose();
  },
});

export { expect } from './routes';
