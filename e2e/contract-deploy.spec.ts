import { expect, type Page } from '@playwright/test';
import { JsonRpcProvider } from 'ethers';
import { mkdirSync } from 'node:fs';
import { chainUrl, E2E_CHAIN_ID, testAccounts } from './chain/chain-server';
import { expectNoSeriousA11yViolations, signIn, THEME_KEY, transitionsSettled } from './support/app';
import type { InjectedWallet } from './support/injected-wallet';
import { createLaunchpad, type EditionKind } from './support/new-launchpad';
import { routeThatMustMatch } from './support/routes';
import { test as base } from './support/wallet-test';

/**
 * 새 컨트랙트 배포 from the contract step, with the MetaMask stand-in on the local hardhat chain (it
 * stands in for Sepolia). 박하람 (`artist`) has registered test account #0, which is connected.
 * Mining is held (`evm_setAutomine` false) where a test needs a deploy to stay pending.
 */
const test = base.extend<{ wallet: InjectedWallet; node: JsonRpcProvider }>({
  wallet: async ({ wallet }, use) => {
    wallet.accountIndex = 0;
    wallet.authorized = true;
    await use(wallet);
  },
  // eslint-disable-next-line no-empty-pattern -- a Playwright fixture names what it needs by destructuring; this one needs nothing
  node: async ({}, use) => {
    const node = new JsonRpcProvider(chainUrl(), E2E_CHAIN_ID, { staticNetwork: true });
    await use(node);
    // Whatever a test did, the next one starts with blocks mined on every transaction.
    await node.send('evm_setAutomine', [true]);
    node.destroy();
  },
});

const CREATOR = testAccounts[0].address;

/** A new launchpad on Sepolia, opened at its contract step. */
async function createLaunchpadAtContract(page: Page, name: string, kind: EditionKind): Promise<void> {
  await createLaunchpad(page, name, kind);
  await expect(page.getByRole('heading', { name: '컨트랙트', level: 2 })).toBeVisible();
}

const panel = (page: Page) => page.getByRole('region', { name: '새 컨트랙트 배포' });
const progress = (page: Page) => page.getByRole('region', { name: '배포 진행 상황' });
const currentStep = (page: Page) => progress(page).locator('li[aria-current="step"]');
const address = (page: Page) => page.getByRole('textbox', { name: '컨트랙트 주소' });
const saved = (page: Page) => page.getByRole('region', { name: '저장된 컨트랙트' });
const saveButton = (page: Page) =>
  page.getByRole('region', { name: '컨트랙트 단계 작업' }).getByRole('button', { name: '저장' });
const WALLET_HINT = '배포와 소유자 확인에는 등록된 지갑이 필요합니다.';

async function openDeploy(page: Page, name: string, symbol: string): Promise<void> {
  await page.getByRole('button', { name: '새 컨트랙트 배포' }).click();
  await panel(page).getByRole('textbox', { name: '컬렉션 이름' }).fill(name);
  await panel(page).getByRole('textbox', { name: '심볼' }).fill(symbol);
  // The estimated fee, in the chain's own currency (Sepolia's ETH here; LUK on Luniverse).
  await expect(panel(page).getByRole('table', { name: '새 컨트랙트 배포' })).toContainText(/예상 수수료\s*[\d.,]+ ETH/);
}

/**
 * One phase as it stands (no reload, which would take the deploy up again), in light and dark,
 * checked with axe unless a held request must be let go soon (the app gives up on it after 10 s).
 */
async function shootPhase(page: Page, name: string, { axe = true } = {}): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  // A window tall enough for the whole step: a full-page shot would paint the fixed action bar mid-page.
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    if (axe) await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `screenshots/${name}-${scheme}.png` });
  }
  await setScheme(page, 'light');
  await page.setViewportSize(viewport);
}

/** The app's saved scheme, told to Mantine as another tab would (a storage event), so nothing reloads. */
async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
    },
    [THEME_KEY, scheme] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await transitionsSettled(page);
}

async function expectDeployedAndSaved(page: Page, transaction: RegExp | string): Promise<string> {
  await expect(currentStep(page)).toHaveCount(0);
  await expect(progress(page)).toContainText('배포한 컨트랙트를 확인하고 저장했습니다.');
  await expect(page.getByText('컨트랙트를 배포하고 저장했습니다.')).toBeVisible();
  // The contract is kept and shown as one block: the on-chain check says 일치, with its deployment info.
  const link = saved(page).getByRole('link', { name: /^컨트랙트 주소 / });
  await expect(link).toHaveAttribute('href', /\/address\/0x[0-9a-fA-F]{40}$/);
  const deployed = (await link.getAttribute('href'))!.split('/address/')[1]!;
  await expect(page.getByText('소유자가 등록된 지갑과 일치합니다.')).toBeVisible();
  const info = saved(page);
  await expect(info).toContainText(deployed);
  await expect(info).toContainText(transaction);
  // Each address once on the screen: the contract's, the owner's (the registered wallet) and the transaction's.
  await expect(page.getByText(deployed, { exact: true })).toHaveCount(1);
  await expect(page.getByText(CREATOR, { exact: true })).toHaveCount(1);
  if (typeof transaction === 'string') await expect(page.getByText(transaction, { exact: true })).toHaveCount(1);
  // Once kept, another deploy is not offered: a quiet 다른 컨트랙트로 바꾸기 is.
  await expect(page.getByRole('button', { name: '새 컨트랙트 배포' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '다른 컨트랙트로 바꾸기' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '런치패드 작업 단계' }).getByRole('listitem').first(),
  ).toContainText('저장됨');
  return deployed;
}

test.describe('contract deploy', () => {
  test('single edition: an ERC-721 is deployed through every phase, then 일치 and the saved contract', async ({
    page,
    wallet,
    node,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'artist');
    await createLaunchpadAtContract(page, `배포 싱글 ${Date.now()}`, '싱글 에디션 (1/1)');
    await openDeploy(page, '한강 배포 싱글', 'HGS');
    await expect(panel(page)).toContainText('ERC-721');
    await expect(panel(page)).toContainText(CREATOR);
    // The registered wallet is known and connected: closed again, the card leaves no wallet hint behind.
    await panel(page).getByRole('button', { name: '닫기' }).click();
    await expect(page.getByText(WALLET_HINT)).toHaveCount(0);
    await page.getByRole('button', { name: '새 컨트랙트 배포' }).click();
    await expect(panel(page).getByRole('textbox', { name: '컬렉션 이름' })).toHaveValue('한강 배포 싱글');
    await expectNoSeriousA11yViolations(page);

    // 서명 대기: MetaMask's window is open.
    await node.send('evm_setAutomine', [false]);
    const sign = wallet.holdNext('eth_sendTransaction');
    await panel(page).getByRole('button', { name: '배포' }).click();
    await expect(currentStep(page)).toHaveText(/서명 대기/);
    await expect(progress(page)).toContainText('MetaMask에서 배포 트랜잭션을 확인하고 서명해 주세요.');
    await shootPhase(page, 'deploy-1-signing');

    // 전송됨: the hash with its explorer link, before any block.
    sign();
    await expect(currentStep(page)).toHaveText(/전송됨/);
    const hashLink = progress(page).getByRole('link', { name: /트랜잭션 sepolia\.etherscan\.io에서 보기/ });
    await expect(hashLink).toHaveAttribute('href', /^https:\/\/sepolia\.etherscan\.io\/tx\/0x[0-9a-f]{64}$/);
    const hash = (await hashLink.getAttribute('href'))!.split('/tx/')[1]!;
    // While it is under way, the address field, 저장 and 체인 변경 wait for it, and a line says why.
    await expect(address(page)).toBeDisabled();
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: '체인 변경' })).toBeDisabled();
    await expect(page.getByText(/배포가 진행 중입니다\. 끝나면 주소가 채워지고 저장되므로/)).toBeVisible();
    await shootPhase(page, 'deploy-2-sent');

    // 확인 중: mined; the save is held for the picture.
    let releaseSave!: () => void;
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    await routeThatMustMatch(page, '**/v1/contracts', async (route) => {
      // Let go after 8 s at most: the app gives up on a request after 10 s (a slow machine's pictures may then show 완료).
      await Promise.race([saveHeld, new Promise((resolve) => setTimeout(resolve, 8000))]);
      await route.continue();
    });
    await node.send('evm_mine', []);
    await expect(currentStep(page)).toHaveText(/확인 중/);
    await shootPhase(page, 'deploy-3-confirming', { axe: false });
    releaseSave();

    // 완료
    await expectDeployedAndSaved(page, hash);
    await shootPhase(page, 'deploy-4-done');
    expect(wallet.prompts).toEqual(['wallet_switchEthereumChain', 'eth_sendTransaction']);
  });

  test('multi edition: an ERC-1155 deploy survives a reload while pending and completes after mining', async ({
    page,
    wallet,
    node,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'artist');
    await createLaunchpadAtContract(page, `배포 멀티 ${Date.now()}`, '멀티 에디션');
    await openDeploy(page, '한강 배포 멀티', 'HGM');
    await expect(panel(page)).toContainText('ERC-1155');
    expect(wallet.authorized).toBe(true);

    await node.send('evm_setAutomine', [false]);
    await panel(page).getByRole('button', { name: '배포' }).click();
    await expect(currentStep(page)).toHaveText(/전송됨/);
    const hash = (await progress(page).getByRole('link').getAttribute('href'))!.split('/tx/')[1]!;

    // The tab is reloaded while the deploy waits for a block: the step finds it and follows it.
    await page.reload();
    await expect(progress(page)).toContainText('이전에 보낸 배포를 이어서 확인하고 있습니다.');
    await expect(currentStep(page)).toHaveText(/전송됨/);
    await expect(progress(page).getByRole('link')).toHaveAttribute('href', new RegExp(`${hash}$`));
    await expect(panel(page).getByRole('textbox', { name: '컬렉션 이름' })).toHaveValue('한강 배포 멀티');

    await node.send('evm_mine', []);
    await expectDeployedAndSaved(page, hash);

    // Kept on the server: another reload shows the saved contract, and no deploy is pending any more.
    await page.reload();
    await expect(saved(page)).toContainText(hash);
    await expect(progress(page)).toHaveCount(0);
    await expect(panel(page)).toHaveCount(0);
  });

  test('a rejected signature or a refused chain switch is said in Korean and keeps the form', async ({
    page,
    wallet,
  }) => {
    // Four phases pictured in both themes with axe: a few seconds each on a loaded machine.
    test.setTimeout(120_000);
    await signIn(page, 'artist');
    await createLaunchpadAtContract(page, `배포 거절 ${Date.now()}`, '싱글 에디션 (1/1)');
    await openDeploy(page, '거절 컬렉션', 'NOPE');

    wallet.rejectNext('eth_sendTransaction');
    await panel(page).getByRole('button', { name: '배포' }).click();
    const failure = panel(page).getByRole('alert').filter({ hasText: '배포하지 못했습니다' });
    await expect(failure).toContainText('서명을 거절해 배포하지 않았습니다.');
    await expect(panel(page).getByRole('textbox', { name: '컬렉션 이름' })).toHaveValue('거절 컬렉션');
    await expect(panel(page).getByRole('textbox', { name: '심볼' })).toHaveValue('NOPE');
    await expect(panel(page).getByRole('button', { name: '배포' })).toBeEnabled();
    await expect(page.getByText(/User rejected|4001/)).toHaveCount(0);
    await shootPhase(page, 'deploy-rejected');

    wallet.rejectNext('wallet_switchEthereumChain');
    await panel(page).getByRole('button', { name: '배포' }).click();
    await expect(failure).toContainText('지갑을 이더리움 세폴리아 (테스트넷)으로 전환하지 못해 배포하지 않았습니다.');
    await expect(panel(page).getByRole('textbox', { name: '컬렉션 이름' })).toHaveValue('거절 컬렉션');
    await expect(address(page)).toHaveValue('');

    // 계정 불일치: 배포 is blocked and the way out is shown, as for every signature.
    await wallet.switchAccount(2);
    await expect(
      panel(page).locator('.mantine-Alert-root').filter({ hasText: '연결된 계정이 등록된 지갑과 다릅니다' }),
    ).toContainText('계정 목록에서 등록된 지갑 계정을 선택해 주세요.');
    await expect(panel(page).getByRole('button', { name: '배포' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await shootPhase(page, 'deploy-mismatch');
    // With the card closed, the step's own hint says it: the wrong account is connected.
    await panel(page).getByRole('button', { name: '닫기' }).click();
    await expect(page.getByText(WALLET_HINT)).toBeVisible();
    await expect(page.getByText('MetaMask에서 등록된 지갑 계정을 선택하거나')).toBeVisible();
  });
});
