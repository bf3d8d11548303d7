import { expect, test, type Page } from '@playwright/test';
import { chainUrl, testAccounts } from './chain/chain-server';
import { deployTestContracts, type DeployedContracts } from './chain/test-contracts';
import { expectNoSeriousA11yViolations, screenshotBothThemes, signIn } from './support/app';
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

const BASE_SEPOLIA = '84532';

const address = (page: Page) => page.getByRole('textbox', { name: '컨트랙트 주소' });
// The step's own chain select. (Not any '체인' in main: right after a link from the list, the list's chain
// filter is still on screen while the step's chunk loads, and a select made then changed the filter.)
const chain = (page: Page) =>
  page.getByRole('region', { name: '컨트랙트', exact: true }).getByRole('combobox', { name: '체인' });
const bar = (page: Page) => page.getByRole('region', { name: '컨트랙트 단계 작업' });

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
    await expect(chain(page)).toHaveValue(SEPOLIA);

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
    await expect(mismatch).toContainText(testAccounts[2].address);
    await expect(mismatch).toContainText(testAccounts[0].address);

    // A node that does not answer: said in Korean with 다시 확인, and the typed address stays.
    await chain(page).selectOption(BASE_SEPOLIA);
    await check(page, deployed.ownedByCreator);
    const failure = page.getByRole('alert').filter({ hasText: '컨트랙트를 확인하지 못했습니다' });
    await expect(failure).toContainText('베이스 세폴리아 (테스트넷) 노드에 연결하지 못했습니다.');
    await expect(failure.getByRole('button', { name: '다시 확인' })).toBeVisible();
    await expect(address(page)).toHaveValue(deployed.ownedByCreator);
    await expect(page.getByText(/fetch|ECONNREFUSED|error/i)).toHaveCount(0);

    await chain(page).selectOption(SEPOLIA);
    await bar(page).getByRole('button', { name: '컨트랙트 확인' }).click();
    await expect(page.getByText('소유자가 등록된 지갑과 일치합니다.')).toBeVisible();
    await expect(page.getByRole('table', { name: '체인에서 확인한 내용' })).toContainText('한강 컬렉션');
    await expectNoSeriousA11yViolations(page);

    await bar(page).getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('컨트랙트를 저장했습니다.')).toBeVisible();
    const deployment = page.getByRole('region', { name: '배포 정보' });
    await expect(deployment).toContainText('서버에서도 체인의 컨트랙트를 확인했습니다.');
    await expect(deployment.getByRole('link', { name: '컨트랙트 주소 sepolia.etherscan.io에서 보기' })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/address/${deployed.ownedByCreator}`,
    );
    await expect(steps.getByRole('listitem').first()).toContainText('저장됨');
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'contract-step-saved', { fullPage: true });

    // Kept on the server: after the reload the saved contract and its deployment show again.
    await expect(address(page)).toHaveValue(deployed.ownedByCreator);
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
    await screenshotBothThemes(page, 'contract-step-multi', { fullPage: true });
    await bar(page).getByRole('link', { name: '다음 단계' }).click();
    await expect(page).toHaveURL(/multi\?step=2$/);
  });

  test('without a registered wallet the owner cannot be compared, and the page says where to register one', async ({
    page,
  }) => {
    await signIn(page); // 김하늘 has no wallet
    await openFromList(page, '아발란체 사진전', '컬렉션 메타데이터');
    await chain(page).selectOption(SEPOLIA);
    await expect(chain(page)).toHaveValue(SEPOLIA);
    await check(page, deployed.ownedByCreator);
    await expect(page.getByText('등록된 지갑이 없어 소유자와 비교할 수 없습니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: '지갑 등록하기' })).toHaveAttribute('href', '/me/wallet');
  });
});
