import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/stack';
import { chainUrl, testAccounts } from './chain/chain-server';
import { deployTestContracts, type DeployedContracts } from './chain/test-contracts';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { screenshotBothThemes } from './support/both-themes';
import { openFromList } from './support/launchpad-links';
import { createLaunchpad, SEPOLIA } from './support/new-launchpad';

/**
 * Step 1 (컨트랙트) as a creator does it, against real contracts on the local hardhat chain (it
 * stands in for Sepolia) and the local API, which reads the chain again when the contract is synced.
 * 박하람 (`artist`) has registered the first test account as her wallet; the contracts are deployed from it.
 */
let deployed: DeployedContracts;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  deployed = await deployTestContracts(chainUrl(), 0);
});

const BASE_SEPOLIA = { value: '84532', label: '베이스 세폴리아 (테스트넷)' };
const SEPOLIA_CHAIN = { value: SEPOLIA, label: '이더리움 세폴리아 (테스트넷)' };

const address = (page: Page) => page.getByRole('textbox', { name: '컨트랙트 주소' });
const step = (page: Page) => page.getByRole('region', { name: '컨트랙트', exact: true });
const bar = (page: Page) => page.getByRole('region', { name: '컨트랙트 단계 작업' });
const saved = (page: Page) => page.getByRole('region', { name: '저장된 컨트랙트' });
const WALLET_HINT = '배포와 소유자 확인에는 등록된 지갑이 필요합니다.';

/** 체인 변경: the launchpad's setting, in its dialog, which asks once naming both chains. */
async function changeChain(page: Page, from: string, to: { value: string; label: string }): Promise<void> {
  await step(page).getByRole('button', { name: '체인 변경' }).click();
  const dialog = page.getByRole('dialog', { name: '런치패드 체인 변경' });
  await dialog.getByRole('combobox', { name: '새 체인' }).selectOption(to.value);
  await expect(dialog).toContainText(`${from}에서 ${to.label}`);
  await dialog.getByRole('button', { name: '체인 변경' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(step(page)).toContainText(to.label);
}

/** The step as it stands, at 1440 and 390 px wide, light and dark, once `ready` shows (not the loading shape). */
async function stepShots(page: Page, name: string, ready: (p: Page) => Locator): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(ready(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await screenshotBothThemes(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function check(page: Page, value: string): Promise<void> {
  await address(page).fill(value);
  await bar(page).getByRole('button', { name: '컨트랙트 확인' }).click();
}

test.describe('contract step', () => {
  test('single edition: every verdict of the check, then the ERC-721 is saved and step 2 opens', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'artist');
    const name = `한강 싱글 ${Date.now()}`;
    await createLaunchpad(page, name, '싱글 에디션 (1/1)');
    await expect(page).toHaveURL(/\/launchpads\/\d+\/collection-metadata\/single$/);

    const steps = page.getByRole('navigation', { name: '런치패드 작업 단계' });
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(steps.getByRole('listitem')).toHaveText([
      /컨트랙트\s*입력 필요/,
      /컬렉션 메타데이터\s*컨트랙트 저장 후/,
      /에디션/,
      /경매 설명/,
    ]);
    // The chain is the launchpad's, shown: no second field that could disagree with it.
    await expect(step(page)).toContainText('이더리움 세폴리아 (테스트넷)');
    await expect(step(page).getByRole('combobox')).toHaveCount(0);

    // The requirements §5 rule, at the field, as soon as the field is left.
    await address(page).fill('0x1234');
    await address(page).blur();
    await expect(page.getByText('유효하지 않은 스마트 컨트랙트 주소입니다.')).toBeVisible();

    await check(page, deployed.account);
    await expect(
      page.getByText('이더리움 세폴리아 (테스트넷)에서 이 주소에 배포된 컨트랙트가 없습니다.', { exact: false }),
    ).toBeVisible();

    await check(page, deployed.erc1155);
    await expect(
      page.getByText('ERC-1155 컨트랙트입니다. 싱글 에디션 런치패드에는 ERC-721 컨트랙트가 필요합니다.'),
    ).toBeVisible();

    await check(page, deployed.erc20);
    await expect(page.getByText(/인터페이스 확인\(ERC-165\)을 지원하지 않아/)).toBeVisible();

    await check(page, deployed.erc721);
    await expect(page.getByText('소유자를 확인할 수 없습니다')).toBeVisible();
    await expect(page.getByRole('table', { name: '체인에서 확인한 내용' })).toContainText('서울의 밤');

    await check(page, deployed.ownedByOther);
    const mismatch = page
      .getByRole('alert')
      .or(page.locator('.mantine-Alert-root'))
      .filter({ hasText: '소유자가 등록된 지갑과 다릅니다' });
    // The owner is the table's row, the registered wallet the verdict's: each address once.
    await expect(page.getByRole('table', { name: '체인에서 확인한 내용' })).toContainText(testAccounts[2].address);
    await expect(mismatch).toContainText(testAccounts[0].address);
    await expect(page.getByText(testAccounts[2].address, { exact: true })).toHaveCount(1);
    await expect(page.getByText(testAccounts[0].address, { exact: true })).toHaveCount(1);

    // A node that does not answer: said in Korean with 다시 확인, and the typed address stays. The chain
    // moves as a launchpad setting, asked once; the frame's badge follows.
    await address(page).fill(deployed.ownedByCreator);
    await changeChain(page, '이더리움 세폴리아 (테스트넷)', BASE_SEPOLIA);
    await expect(page.getByText('런치패드 체인을 베이스 세폴리아 (테스트넷)으로 변경했습니다.')).toBeVisible();
    await expect(page.getByRole('complementary', { name })).toContainText('베이스 세폴리아');
    await check(page, deployed.ownedByCreator);
    const failure = page.getByRole('alert').filter({ hasText: '컨트랙트를 확인하지 못했습니다' });
    await expect(failure).toContainText('베이스 세폴리아 (테스트넷) 노드에 연결하지 못했습니다.');
    await expect(failure.getByRole('button', { name: '다시 확인' })).toBeVisible();
    await expect(address(page)).toHaveValue(deployed.ownedByCreator);
    await expect(page.getByText(/fetch|ECONNREFUSED|error/i)).toHaveCount(0);

    await changeChain(page, '베이스 세폴리아 (테스트넷)', SEPOLIA_CHAIN);
    await bar(page).getByRole('button', { name: '컨트랙트 확인' }).click();
    await expect(page.getByText('소유자가 등록된 지갑과 일치합니다.')).toBeVisible();
    await expect(page.getByRole('table', { name: '체인에서 확인한 내용' })).toContainText('한강 컬렉션');
    await expectNoSeriousA11yViolations(page);

    await bar(page).getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('컨트랙트를 저장했습니다.')).toBeVisible();
    // One block for what the chain says and what the server knows: each address once.
    await expect(saved(page)).toContainText('서버에서도 체인의 컨트랙트를 확인했습니다.');
    await expect(
      saved(page).getByRole('link', { name: '컨트랙트 주소 sepolia.etherscan.io에서 보기' }),
    ).toHaveAttribute('href', `https://sepolia.etherscan.io/address/${deployed.ownedByCreator}`);
    await expect(page.getByText(deployed.ownedByCreator, { exact: true })).toHaveCount(1);
    await expect(page.getByText(testAccounts[0].address, { exact: true })).toHaveCount(1);
    await expect(steps.getByRole('listitem').first()).toContainText('저장됨');
    // Once one is kept, 새 컨트랙트 배포 gives way to a quiet 다른 컨트랙트로 바꾸기.
    await expect(page.getByRole('button', { name: '새 컨트랙트 배포' })).toHaveCount(0);
    await expect(address(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await stepShots(page, 'contract-step-saved', saved);

    await step(page).getByRole('button', { name: '다른 컨트랙트로 바꾸기' }).click();
    await expect(address(page)).toHaveValue('');
    await expect(address(page)).toBeFocused();
    await expect(page.getByRole('button', { name: '새 컨트랙트 배포' })).toHaveCount(0);
    await step(page).getByRole('button', { name: '바꾸지 않기' }).click();
    await expect(saved(page)).toContainText(deployed.ownedByCreator);

    // Kept on the server: after a reload the saved contract shows again, and step 2 is the way on.
    await page.reload();
    await expect(saved(page)).toContainText(deployed.ownedByCreator);
    await bar(page).getByRole('link', { name: '다음 단계' }).click();
    await expect(page).toHaveURL(/\?step=2$/);
    await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  });

  test('multi edition: an ERC-721 is refused, a proxied ERC-1155 is followed and saved; step 2 waits for it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'artist');
    await createLaunchpad(page, `한강 멀티 ${Date.now()}`, '멀티 에디션');
    await expect(page).toHaveURL(/\/collection-metadata\/multi$/);
    const url = page.url();

    await page.goto(`${url}?step=2`);
    await expect(page.getByText('컨트랙트가 아직 저장되지 않았습니다')).toBeVisible();
    await expect(page).toHaveURL(/multi\?step=1$/);
    await expect(page.getByRole('heading', { name: '컨트랙트', level: 2 })).toBeVisible();

    await check(page, deployed.ownedByCreator);
    await expect(
      page.getByText('ERC-721 컨트랙트입니다. 멀티 에디션 런치패드에는 ERC-1155 컨트랙트가 필요합니다.'),
    ).toBeVisible();

    await check(page, deployed.erc1155Proxy);
    const result = page.getByRole('table', { name: '체인에서 확인한 내용' });
    await expect(result).toContainText('프록시 구현 컨트랙트');
    await expect(result).toContainText(deployed.erc1155);
    await bar(page).getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('컨트랙트를 저장했습니다.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(saved(page)).toBeVisible({ timeout: 20_000 });
    await screenshotBothThemes(page, 'contract-step-multi', { fullPage: true });
    await bar(page).getByRole('link', { name: '다음 단계' }).click();
    await expect(page).toHaveURL(/multi\?step=2$/);
  });

  test('without a registered wallet the owner cannot be compared, and the page says where to register one', async ({
    page,
  }) => {
    await signIn(page); // 김하늘 has no wallet
    await openFromList(page, '아발란체 사진전', '컬렉션 메타데이터');
    await expect(page.getByText(WALLET_HINT)).toBeVisible();
    await expect(page.getByRole('link', { name: '지갑 등록하러 가기' })).toHaveAttribute('href', '/me/wallet');
    await changeChain(page, '아발란체', SEPOLIA_CHAIN);
    await check(page, deployed.ownedByCreator);
    await expect(page.getByText('등록된 지갑이 없어 소유자와 비교할 수 없습니다.')).toBeVisible();
    // One way to register it: the hint's link, not one per panel.
    await expect(page.getByRole('link', { name: /지갑 등록/ })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await stepShots(page, 'contract-step-no-wallet', (p) => p.getByText(WALLET_HINT));
  });

  test('on a read-only launch the kept contract shows alone: no wallet hint, no 체인 변경, no 다른 컨트랙트로 바꾸기', async ({
    page,
  }) => {
    await signIn(page); // 김하늘 has no wallet: on a launch that can change, the hint would show
    await openFromList(page, '서울의 밤 컬렉션', '컬렉션 메타데이터'); // 판매 중
    await expect(page.getByRole('heading', { name: '컨트랙트', level: 2 })).toBeVisible();
    await expect(saved(page)).toContainText('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    await expect(step(page)).toContainText('이더리움');
    await expect(page.getByText(WALLET_HINT)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '체인 변경' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '다른 컨트랙트로 바꾸기' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '새 컨트랙트 배포' })).toHaveCount(0);
  });
});
