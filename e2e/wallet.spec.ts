import { expect, test, type Page } from '@playwright/test';
import { testAccounts } from './chain/chain-server';
import { InjectedWallet } from './support/injected-wallet';
import { expectNoSeriousA11yViolations, screenshotBothThemes, signIn } from './support/app';

const short = (address: string) => new RegExp(`${address.slice(0, 6)}…${address.slice(-4)}`, 'i');
const linkStatus = (page: Page) => page.getByLabel(/^연결 상태: /);
const header = (page: Page) => page.getByRole('banner');

test.describe('wallet', () => {
  test('a newcomer connects MetaMask, signs the registration, and the page follows account changes', async ({ page }) => {
    const wallet = await InjectedWallet.install(page);
    await signIn(page, 'newcomer');
    await page.getByRole('link', { name: '마이페이지' }).click();
    await page.getByRole('link', { name: '지갑' }).click();
    await expect(linkStatus(page)).toHaveText('지갑 없음');
    expect(wallet.prompts).toEqual([]); // no prompt on load

    await header(page).getByRole('button', { name: '지갑 연결' }).click();
    await expect(header(page).getByRole('button', { name: short(testAccounts[1].address) })).toContainText('이더리움 세폴리아');

    await page.getByRole('button', { name: '서명하고 등록' }).click();
    await expect(linkStatus(page)).toHaveText('정상 연결');
    await expect(page.getByText(testAccounts[1].address, { exact: true }).first()).toBeVisible();
    expect(wallet.prompts).toEqual(['eth_requestAccounts', 'personal_sign']);
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'wallet-connected');

    // After the reload the wallet reconnects silently (eth_accounts), still 정상 연결.
    await expect(linkStatus(page)).toHaveText('정상 연결');
    expect(wallet.prompts).toHaveLength(2);

    await wallet.switchAccount(2);
    await expect(linkStatus(page)).toHaveText('계정 불일치');
    await expect(page.getByText('연결된 계정이 등록된 지갑과 다릅니다', { exact: true })).toBeVisible();
    await expect(page.getByText(testAccounts[2].address, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '서명하고 등록' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'wallet-mismatch');

    await wallet.switchAccount(1);
    await expect(linkStatus(page)).toHaveText('정상 연결');
    await header(page).getByRole('button', { name: short(testAccounts[1].address) }).click();
    await page.getByRole('menuitem', { name: '연결 해제' }).click();
    await expect(linkStatus(page)).toHaveText('등록만 됨');
    await wallet.dispose();
  });

  test('declining the connect prompt explains what to do, and nothing breaks', async ({ page }) => {
    const wallet = await InjectedWallet.install(page);
    await signIn(page);
    await page.goto('/me/wallet');
    wallet.rejectNext();
    await header(page).getByRole('button', { name: '지갑 연결' }).click();
    await expect(page.getByText(/MetaMask에서 요청을 거절했습니다/).first()).toBeVisible();
    await expect(header(page).getByRole('button', { name: '지갑 연결' })).toBeEnabled();
    await header(page).getByRole('button', { name: '지갑 연결' }).click();
    await expect(header(page).getByRole('button', { name: short(testAccounts[1].address) })).toBeVisible();
    await wallet.dispose();
  });

  test('switching to a chain the wallet does not know adds it first (Luniverse)', async ({ page }) => {
    const wallet = await InjectedWallet.install(page);
    await signIn(page);
    await header(page).getByRole('button', { name: '지갑 연결' }).click();
    const account = header(page).getByRole('button', { name: short(testAccounts[1].address) });
    await account.click();
    await page.getByRole('menuitem', { name: /^루니버스/ }).click();
    await expect(account).toContainText('루니버스');
    expect(wallet.added).toEqual([expect.objectContaining({ chainId: '0x100', nativeCurrency: expect.objectContaining({ symbol: 'LUK' }) })]);
    expect(wallet.chainId).toBe(256);
    await screenshotBothThemes(page, 'wallet-header');
    await wallet.dispose();
  });

  test('without MetaMask, the wallet page says how to install it', async ({ page }) => {
    await signIn(page);
    await page.goto('/me/wallet');
    await page.getByRole('main').getByRole('button', { name: '지갑 연결' }).click();
    await expect(page.getByText(/MetaMask가 설치되어 있지 않습니다/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'MetaMask 설치하기' }).first()).toHaveAttribute('href', 'https://metamask.io/download/');
    await expectNoSeriousA11yViolations(page);
  });
});
