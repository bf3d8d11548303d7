import type { Page } from '@playwright/test';
import { testAccounts } from './chain/chain-server';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { bothThemesInPlace, screenshotBothThemes } from './support/both-themes';
import { expect, test } from './support/wallet-test';

const short = (address: string) => new RegExp(`${address.slice(0, 6)}…${address.slice(-4)}`, 'i');
const linkStatus = (page: Page) => page.getByLabel(/^연결 상태: /);
const header = (page: Page) => page.getByRole('banner');

test.describe('wallet', () => {
  test('a newcomer connects MetaMask, signs the registration, and the page follows account changes', async ({
    page,
    wallet,
  }) => {
    await signIn(page, 'newcomer');
    await page.getByRole('link', { name: '마이페이지' }).click();
    await page.getByRole('link', { name: '지갑' }).click();
    await expect(linkStatus(page)).toHaveText('지갑 없음');
    expect(wallet.prompts).toEqual([]); // no prompt on load

    await header(page).getByRole('button', { name: '지갑 연결' }).click();
    await expect(header(page).getByRole('button', { name: short(testAccounts[1].address) })).toContainText(
      '이더리움 세폴리아',
    );

    // Declining the signature: nothing is registered, and the page says what to do next.
    wallet.rejectNext();
    await page.getByRole('button', { name: '서명하고 등록' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '지갑을 등록하지 못했습니다.' })).toContainText(
      '요청을 취소했습니다. 계속하려면 다시 시도하고 MetaMask 창에서 승인해 주세요.',
    );
    // Connected, nothing registered: 연결만 됨, never 지갑 없음 beside the connected wallet.
    await expect(linkStatus(page)).toHaveText('연결만 됨');

    await page.getByRole('button', { name: '서명하고 등록' }).click();
    await expect(linkStatus(page)).toHaveText('정상 연결');
    await expect(page.getByText(testAccounts[1].address, { exact: true }).first()).toBeVisible();
    expect(wallet.prompts).toEqual(['eth_requestAccounts', 'personal_sign', 'personal_sign']);
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'wallet-connected');

    // After a reload the wallet reconnects silently (eth_accounts), still 정상 연결.
    await page.reload();
    await expect(linkStatus(page)).toHaveText('정상 연결');
    expect(wallet.prompts).toHaveLength(3);

    await wallet.switchAccount(2);
    await expect(linkStatus(page)).toHaveText('계정 불일치');
    // Both addresses side by side, both checksummed (MetaMask reports lower case).
    const mismatch = page.getByRole('alert').filter({ hasText: '연결된 계정이 등록된 지갑과 다릅니다' });
    await expect(mismatch).toContainText(`등록된 지갑: ${testAccounts[1].address}`);
    await expect(mismatch).toContainText(`연결된 지갑: ${testAccounts[2].address}`);
    await expect(mismatch).toContainText('계정이 일치할 때까지 서명하고 등록할 수 없습니다.');
    await expect(page.getByRole('button', { name: '서명하고 등록' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'wallet-mismatch', { fullPage: true });
    await expect(linkStatus(page)).toHaveText('계정 불일치');
    expect(wallet.prompts).toHaveLength(3); // still no prompt: signing stays blocked

    await wallet.switchAccount(1);
    await expect(linkStatus(page)).toHaveText('정상 연결');
    await header(page)
      .getByRole('button', { name: short(testAccounts[1].address) })
      .click();
    await page.getByRole('menuitem', { name: '연결 해제' }).click();
    await expect(linkStatus(page)).toHaveText('등록만 됨');
  });

  test('declining the connect prompt explains what to do, and nothing breaks', async ({ page, wallet }) => {
    await signIn(page);
    await page.goto('/me/wallet');
    wallet.rejectNext();
    await header(page).getByRole('button', { name: '지갑 연결' }).click();
    // The reason and the next step, in Korean (no raw provider text).
    await expect(
      page.getByText('요청을 취소했습니다. 계속하려면 다시 시도하고 MetaMask 창에서 승인해 주세요.').first(),
    ).toBeVisible();
    await expect(page.getByText('User rejected the request.')).toHaveCount(0);
    await expect(linkStatus(page)).toHaveText('지갑 없음');
    await expect(header(page).getByRole('button', { name: '지갑 연결' })).toBeEnabled();
    await header(page).getByRole('button', { name: '지갑 연결' }).click();
    await expect(header(page).getByRole('button', { name: short(testAccounts[1].address) })).toBeVisible();
  });

  test('the header menu switches chains, adding one the wallet does not know first (Luniverse)', async ({
    page,
    wallet,
  }) => {
    // Two menus checked with axe, then both pictured in both themes (six reloads, two more axe runs).
    test.setTimeout(120_000);
    await signIn(page);
    await header(page).getByRole('button', { name: '지갑 연결' }).click();
    const account = header(page).getByRole('button', { name: short(testAccounts[1].address) });
    await expect(account).toContainText('이더리움 세폴리아');

    // A chain the wallet knows: switched, nothing added.
    await account.click();
    await expect(page.getByRole('menuitem', { name: /^이더리움 세폴리아/ })).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousA11yViolations(page); // the open chain menu
    await page.getByRole('menuitem', { name: '이더리움', exact: true }).click();
    await expect(account).toContainText('이더리움');
    await expect(account).not.toContainText('세폴리아');
    expect(wallet.chainId).toBe(1);
    expect(wallet.added).toEqual([]);

    // One it does not know: 4902, then wallet_addEthereumChain with Luniverse's details, then switched.
    await account.click();
    await page.getByRole('menuitem', { name: /^루니버스/ }).click();
    await expect(account).toContainText('루니버스');
    expect(wallet.added).toEqual([
      expect.objectContaining({ chainId: '0x100', nativeCurrency: expect.objectContaining({ symbol: 'LUK' }) }),
    ]);
    expect(wallet.chainId).toBe(256);
    expect(wallet.prompts).toEqual([
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    await screenshotBothThemes(page, 'wallet-header');
    // The open menu: mainnets, test networks marked, the current one, 연결 해제.
    await header(page)
      .getByRole('button', { name: short(testAccounts[1].address) })
      .click();
    await expect(page.getByRole('menuitem', { name: /^루니버스/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1'); // after the open transition
    await bothThemesInPlace(page, 'wallet-menu'); // the open menu, axe in each theme
  });

  test('without MetaMask, the wallet page says how to install it on arrival', async ({ page }) => {
    await signIn(page);
    await page.goto('/me/wallet');
    // Before anything is pressed: the install card is there at once.
    const card = page.getByRole('alert').filter({ hasText: 'MetaMask가 필요합니다' });
    await expect(card).toContainText('MetaMask가 설치되어 있지 않습니다.');
    await expect(card.getByRole('link', { name: 'MetaMask 설치하기' })).toHaveAttribute(
      'href',
      'https://metamask.io/download/',
    );
    await page.getByRole('main').getByRole('button', { name: '지갑 연결' }).click();
    await expect(page.getByText(/MetaMask가 설치되어 있지 않습니다/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'MetaMask 설치하기' }).first()).toHaveAttribute(
      'href',
      'https://metamask.io/download/',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
