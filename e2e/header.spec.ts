import { expect, test } from './support/stack';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { openNewLaunchpad } from './support/new-launchpad';

test.describe('header', () => {
  test('the wallet slot keeps its place while the wallet reconnects: nothing beside it moves, and no dots', async ({
    page,
  }) => {
    // The widget's code now ships in the signed-in chunk, so what the slot waits for is MetaMask's
    // silent reconnect: a wallet whose eth_accounts answer is held until the test lets it go.
    await page.addInitScript(holdingWallet);
    await signIn(page);
    await page.reload();
    const theme = page.getByRole('radiogroup', { name: '테마' });
    const logout = page.getByRole('button', { name: '로그아웃' });
    await expect(logout).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as HoldingWindow).__e2eAccountsAsked)).toBe(true);
    const before = { theme: await theme.boundingBox(), logout: await logout.boundingBox() };
    await expect(page.getByRole('button', { name: '지갑 연결' })).toBeHidden();
    await page.evaluate(() => (window as unknown as HoldingWindow).__e2eReleaseAccounts());
    await expect(page.getByRole('button', { name: '지갑 연결' })).toBeVisible();
    expect(await theme.boundingBox()).toEqual(before.theme);
    expect(await logout.boundingBox()).toEqual(before.logout);
  });

  test('at phone width the theme is one button with a menu, and the choice applies', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page);
    await page.getByRole('button', { name: '테마' }).click();
    const themes = page.getByRole('dialog', { name: '테마' });
    // Until the creator chooses, the theme follows the system (issue 42).
    await expect(themes.getByRole('radio', { name: '시스템' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await themes.getByText('다크', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'screenshots/header-390-dark.png' });
  });

  test('the version overlay stays under a dialog’s dimming', async ({ page }) => {
    await signIn(page);
    await openNewLaunchpad(page);
    const [overlay, dimming] = await Promise.all([
      page.locator('[data-version-overlay]').evaluate((el) => Number(getComputedStyle(el).zIndex)),
      page.locator('.mantine-Modal-overlay').evaluate((el) => Number(getComputedStyle(el).zIndex)),
    ]);
    expect(overlay).toBeLessThan(dimming);
    await page.screenshot({ path: 'screenshots/header-dialog-over-version.png' });
  });
});

interface HoldingWindow {
  __e2eAccountsAsked: boolean;
  __e2eReleaseAccounts(): void;
}

/** Runs in the page: a MetaMask (EIP-6963, io.metamask) that holds its eth_accounts answer until released. */
function holdingWallet(): void {
  const holding = window as unknown as HoldingWindow;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  holding.__e2eAccountsAsked = false;
  holding.__e2eReleaseAccounts = () => release();
  const provider = {
    isMetaMask: true,
    async request({ method }: { method: string }) {
      if (method === 'eth_chainId') return '0xaa36a7';
      if (method === 'eth_accounts') {
        holding.__e2eAccountsAsked = true;
        await released;
        return [];
      }
      throw Object.assign(new Error('Unsupported in this test'), { code: 4200 });
    },
    on: () => provider,
    removeListener: () => provider,
  };
  const info = Object.freeze({
    uuid: '6f1c1a2e-0e2b-4c1d-9a55-000000000002',
    name: 'MetaMask',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    rdns: 'io.metamask',
  });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
