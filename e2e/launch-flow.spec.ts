import type { Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testAccounts } from './chain/chain-server';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { screenshotBothThemes } from './support/both-themes';
import { submitCreatorProfile } from './support/creator-profile';
import { pickImageFolder } from './support/editions-drop';
import { makePng } from './support/png';
import { openNewLaunchpad, submitNewLaunchpad } from './support/new-launchpad';
import { expect, test } from './support/wallet-test';

/**
 * The whole first launch as a newcomer (정새봄, `starter`: nothing set up) does it, reaching every
 * screen only through the setup checklist, the header's links, each step's 다음 단계 and 심사 요청: no
 * typed URL (a second tab, the test's own, reads the list to see where the launch stands meanwhile).
 * The contract is deployed from the contract step itself (새 컨트랙트 배포) on the local hardhat chain,
 * owned by the account the newcomer registers (test account #1, the injected wallet's).
 * The two tests run in order: the second replaces the wallet the first registered.
 */
test.describe.configure({ mode: 'serial' });

const header = (page: Page) => page.getByRole('banner');
const checklist = (page: Page) => page.getByRole('region', { name: '첫 런치패드 심사 요청까지 할 일' });
const steps = (page: Page) => page.getByRole('navigation', { name: '런치패드 작업 단계' });
const linkStatus = (page: Page) => page.getByLabel(/^연결 상태: /);

/** A checklist task's toast offers the way back; it opens the list at the checklist. */
async function backToChecklist(page: Page): Promise<void> {
  await page.getByRole('link', { name: '체크리스트로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/launchpads#setup-checklist$/);
  await expect(checklist(page)).toBeVisible();
}

async function backToList(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '런치패드' }).click();
  await expect(page.getByRole('heading', { name: '런치패드', level: 1 })).toBeVisible();
}

/** The workspace frame on this step: light and dark, at 1440 and at 390 px wide, once the step itself has loaded. */
async function frameShots(page: Page, step: string, heading: string): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await screenshotBothThemes(page, `workspace-${step}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const listRow = (page: Page, name: string) =>
  page.getByRole('region', { name: '런치패드 목록' }).getByRole('listitem').filter({ hasText: name });

/** The list, read in a tab of the test's own: the launch is still 작성 중, in the words given. */
async function expectStillDraft(page: Page, name: string, words: string): Promise<void> {
  const observer = await page.context().newPage();
  await observer.goto('/launchpads');
  await expect(listRow(observer, name)).toContainText(words);
  await observer.close();
  await expect(page.getByRole('complementary', { name })).toContainText('작성 중');
}

/** A folder of n generated PNGs named 1.png … n.png, as a creator's generator writes them. */
function imageFolder(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'launch-images-'));
  for (let n = 1; n <= count; n += 1) writeFileSync(join(dir, `${n}.png`), makePng(240, 240));
  return dir;
}

/** The 심사 요청 question over the workspace's last step: light and dark, at 1440 and at 390 px wide. */
async function reviewDialogShots(page: Page): Promise<void> {
  const ask = page.getByRole('dialog', { name: '심사를 요청하시겠습니까?' });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: '경매 설명', level: 2 })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('region', { name: '경매 설명 저장' }).getByRole('button', { name: '심사 요청' }).click();
    await expect(ask).toBeVisible();
    await screenshotBothThemes(page, `review-request-dialog-${width}`);
    // Closed again, as the creator who asks and thinks better of it.
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Exactly one current step, for assistive technology too. */
async function expectCurrentStep(page: Page, label: string): Promise<void> {
  await expect(steps(page).locator('[aria-current]')).toHaveCount(1);
  await expect(steps(page).locator('[aria-current="step"]')).toContainText(label);
}

test.describe('the first launch', () => {
  test('a newcomer goes from the first sign-in to 심사 중 through the checklist, 다음 단계 and 심사 요청 alone; the launch stays 작성 중 until then', async ({
    page,
    wallet,
  }) => {
    // Each step and the 심사 요청 question are shot in both themes at two widths, each shot a reload.
    test.setTimeout(480_000);
    await signIn(page, 'starter');
    expect(wallet.prompts).toEqual([]); // nothing asked of MetaMask before the creator asks

    // The checklist: five things up to 심사 요청, none done; each says where it is done. Its 첫 런치패드 만들기 is
    // the screen's one create button.
    await expect(checklist(page)).toBeVisible();
    await expect(checklist(page)).toContainText('5단계 중 0단계 완료');
    await expect(page.getByRole('button', { name: /런치패드 만들기/ })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'setup-checklist');

    // 1. the phone number
    // A first number is 등록, not 변경.
    await checklist(page).getByRole('link', { name: '휴대폰 번호 등록' }).click();
    await expect(page.getByRole('heading', { name: '휴대폰 번호 등록' })).toBeVisible();
    await page.getByRole('textbox', { name: '휴대폰 번호', exact: true }).fill('010-2345-6789');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByText('휴대폰 번호를 등록했습니다.')).toBeVisible();
    await backToChecklist(page);
    await expect(checklist(page)).toContainText('5단계 중 1단계 완료');

    // 2. the wallet, connected and registered with the injected wallet
    await checklist(page).getByRole('link', { name: '지갑 등록' }).click();
    await expect(linkStatus(page)).toHaveText('지갑 없음');
    await page.getByRole('main').getByRole('button', { name: '지갑 연결' }).click();
    await page.getByRole('button', { name: '서명하고 등록' }).click();
    await expect(linkStatus(page)).toHaveText('정상 연결');
    await expect(page.getByText(testAccounts[1].address, { exact: true }).first()).toBeVisible();
    expect(wallet.prompts).toEqual(['eth_requestAccounts', 'personal_sign']);
    await backToChecklist(page);
    await expect(checklist(page)).toContainText('5단계 중 2단계 완료');

    // 3. a creator profile: made, it is not done yet; submitted (제출됨), it is
    await checklist(page).getByRole('link', { name: '크리에이터 만들기' }).click();
    await page.getByRole('button', { name: '크리에이터 만들기' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: '크리에이터 이름' }).fill('새봄 작업실');
    await page.getByRole('dialog').getByRole('button', { name: '만들기' }).click();
    await expect(page).toHaveURL(/\/me\/creators\/\d+$/);
    await backToList(page);
    await expect(checklist(page)).toContainText('5단계 중 2단계 완료');
    await expect(checklist(page)).toContainText('아직 제출하지 않은 프로필입니다.');
    await checklist(page).getByRole('link', { name: '프로필 제출하러 가기' }).click();
    await submitCreatorProfile(page);
    await backToChecklist(page);
    await expect(checklist(page)).toContainText('5단계 중 3단계 완료');

    // 4. a launchpad, from the checklist's own button
    const name = `새봄의 첫 컬렉션 ${Date.now()}`;
    const dialog = await openNewLaunchpad(page, checklist(page).getByRole('button', { name: '첫 런치패드 만들기' }));
    await submitNewLaunchpad(dialog, { name, kind: '싱글 에디션 (1/1)' });

    // 5. the contract: the frame names the launchpad; a creator without a contract is told what to do
    await expect(page).toHaveURL(/\/launchpads\/\d+\/collection-metadata\/single$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expectCurrentStep(page, '컨트랙트');
    // The wallet is registered and connected: the step has no wallet hint to give.
    await expect(page.getByRole('button', { name: '새 컨트랙트 배포' })).toBeVisible();
    await expect(page.getByText('배포와 소유자 확인에는 등록된 지갑이 필요합니다.')).toHaveCount(0);
    await expect(page.getByRole('region', { name: '심사 전 남은 일' })).toContainText('컨트랙트를 확인하고 저장하기');
    await page.getByRole('button', { name: '새 컨트랙트 배포' }).click();
    const deploy = page.getByRole('region', { name: '새 컨트랙트 배포' });
    await deploy.getByRole('textbox', { name: '컬렉션 이름' }).fill('새봄');
    await deploy.getByRole('textbox', { name: '심볼' }).fill('SAEBOM');
    await expect(deploy).toContainText('ERC-721');
    await expect(deploy.getByRole('table', { name: '새 컨트랙트 배포' })).toContainText(/예상 수수료\s*[\d.,]+ ETH/);
    await deploy.getByRole('button', { name: '배포' }).click();
    await expect(page.getByText('컨트랙트를 배포하고 저장했습니다.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('소유자가 등록된 지갑과 일치합니다.')).toBeVisible();
    await expect(page.getByRole('region', { name: '저장된 컨트랙트' })).toContainText(/0x[0-9a-fA-F]{40}/);
    expect(wallet.prompts.slice(-1)).toEqual(['eth_sendTransaction']);
    const contractBar = page.getByRole('region', { name: '컨트랙트 단계 작업' });
    await expectNoSeriousA11yViolations(page);
    await frameShots(page, 'contract', '컨트랙트');
    await contractBar.getByRole('link', { name: '다음 단계' }).click();

    // 6. metadata: 저장 keeps it and leads on; nothing is submitted, the launch stays 작성 중.
    await expect(page).toHaveURL(/\?step=2$/);
    await expectCurrentStep(page, '컬렉션 메타데이터');
    const metadataBar = page.getByRole('region', { name: '컬렉션 메타데이터 저장' });
    await expect(metadataBar.getByRole('link', { name: /다음 단계/ })).toHaveCount(0);
    const metadata = page.getByRole('form', { name: '컬렉션 메타데이터 편집' });
    await metadata.getByRole('textbox', { name: '컬렉션 이름' }).fill('새봄');
    await metadata.getByRole('textbox', { name: '컬렉션 설명' }).fill('봄마다 한 점씩 그리는 연작');
    await metadataBar.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('컬렉션 메타데이터를 저장했습니다.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(steps(page).getByRole('listitem').nth(1)).toContainText('저장됨');
    await expectStillDraft(page, name, '작성 중 · 2단계 남음');
    await expectNoSeriousA11yViolations(page);
    await frameShots(page, 'metadata', '컬렉션 메타데이터');
    await metadataBar.getByRole('link', { name: '다음 단계: 에디션' }).click();

    // 7. three editions from the creator's CSV, then their image folder: no cell typed
    await expect(page).toHaveURL(/\/editions-editor$/);
    await expectCurrentStep(page, '에디션');
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('toolbar', { name: '에디션 도구' }).getByRole('button', { name: '가져오기' }).click();
    const csv = ['token_id,name,description,image,attributes', '1,봄비,,1.png,', '2,봄바람,,2.png,', '3,봄밤,,3.png,'];
    await (await chooser).setFiles({ name: 'editions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
    await expect(page.getByText(/3개 행을 가져왔습니다/)).toBeVisible();
    await pickImageFolder(page, imageFolder(3));
    await expect(page.getByRole('region', { name: '이미지 올리기' }).getByRole('status')).toHaveText('3 / 3개 완료');
    // The launch is 작성 중: once the last image is in, the rows save by themselves (issue 40), no 저장 clicked.
    const editionsBar = page.getByRole('region', { name: '에디션 저장' });
    await expect(editionsBar).toContainText('고른 이미지를 모두 올리고 토큰을 저장했습니다.', { timeout: 20_000 });
    await expect(steps(page).getByRole('listitem').nth(2)).toContainText('3개 저장됨');
    await expectNoSeriousA11yViolations(page);
    await frameShots(page, 'editions', '에디션');
    await editionsBar.getByRole('link', { name: '다음 단계: 경매 설명' }).click();

    // 8. the auction description, saved: everything a review needs is there, and still nothing is submitted
    await expect(page).toHaveURL(/\/auction-description$/);
    await expectCurrentStep(page, '경매 설명');
    const auction = page.getByRole('form', { name: '경매 설명 작성' });
    await expect(auction).toBeVisible({ timeout: 20_000 });
    await expect(auction.getByRole('list', { name: '작품' }).getByRole('listitem')).toHaveCount(3);
    await expect(auction.getByRole('textbox', { name: '아티스트 이름' })).toHaveValue('새봄 작업실'); // its profile
    const auctionBar = page.getByRole('region', { name: '경매 설명 저장' });
    const request = auctionBar.getByRole('button', { name: '심사 요청' });
    await expect(request).toBeDisabled(); // the description is not saved yet
    await auctionBar.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('경매 설명을 저장했습니다.')).toBeVisible();
    await expect(page.getByText(/제출했습니다|심사가 끝나면/)).toHaveCount(0);
    await page.getByRole('button', { name: '심사 전 남은 일 없음' }).click(); // the rail's last mark
    const left = page.getByRole('region', { name: '심사 전 남은 일' });
    await expect(left).toContainText('심사에 필요한 내용이 모두 준비되었습니다.');
    await expectStillDraft(page, name, '심사 요청 전');

    // 9. 심사 요청, once: it names what it sends and what locks; the launch is 심사 중 after it alone
    await expect(request).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await frameShots(page, 'auction', '경매 설명');
    await reviewDialogShots(page);
    await request.click();
    const ask = page.getByRole('dialog', { name: '심사를 요청하시겠습니까?' });
    await expect(ask.getByRole('list', { name: '심사 요청' })).toContainText('컬렉션 메타데이터제출 전');
    await expect(ask.getByRole('list', { name: '심사 요청' })).toContainText('경매 설명제출 전');
    await expect(ask.getByRole('list', { name: '심사가 시작되면' })).toContainText(
      '이더리움 세폴리아 (테스트넷) 체인과 컨트랙트는 바꿀 수 없습니다.',
    );
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole('button', { name: '심사 요청' }).click();
    const requested = page.getByText('심사를 요청했습니다. 결과가 나오면 런치패드 상태가 바뀝니다.');
    await expect(requested).toBeVisible({ timeout: 20_000 }); // four saves in a row on a busy machine
    await page.getByRole('button', { name: '심사 진행 상황' }).click();
    await expect(page.getByRole('region', { name: '심사 진행 상황' })).toContainText('심사 중입니다');
    await expect(page.getByRole('complementary', { name })).toContainText('심사 중');

    // The last step now leads back to the list, where the launchpad is in review and the checklist is gone.
    await auctionBar.getByRole('link', { name: '런치패드 목록으로' }).click();
    await expect(page).toHaveURL(/\/launchpads$/);
    await expect(checklist(page)).toHaveCount(0);
    await expect(listRow(page, name)).toContainText('심사 중');
    await expect(header(page)).toBeVisible();
  });

  test('a creator replaces the registered wallet with another hardhat account: both addresses are shown, then the new one signs', async ({
    page,
    wallet,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'starter');
    await header(page).getByRole('link', { name: '마이페이지' }).click();
    await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '지갑' }).click();
    await page.getByRole('main').getByRole('button', { name: '지갑 연결' }).click();
    // Run alone, the newcomer has no wallet yet: register account #1 first, as the first test did.
    await expect(linkStatus(page)).not.toHaveText('지갑 없음');
    if ((await linkStatus(page).textContent()) === '연결만 됨')
      await page.getByRole('button', { name: '서명하고 등록' }).click();
    await expect(linkStatus(page)).toHaveText('정상 연결');

    await wallet.switchAccount(2);
    await expect(linkStatus(page)).toHaveText('계정 불일치');
    await page.getByRole('button', { name: '연결된 계정으로 바꾸기' }).click();
    const confirm = page.getByRole('dialog', { name: '등록된 지갑을 바꾸시겠습니까?' });
    await expect(confirm).toContainText(`지금 등록된 지갑: ${testAccounts[1].address}`);
    await expect(confirm).toContainText(`새로 등록할 지갑: ${testAccounts[2].address}`);
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'wallet-replace-confirm');
    const prompts = wallet.prompts.length;
    await page
      .getByRole('dialog', { name: '등록된 지갑을 바꾸시겠습니까?' })
      .getByRole('button', { name: '서명하고 바꾸기' })
      .click();
    await expect(page.getByText('등록된 지갑을 바꿨습니다.')).toBeVisible();
    await expect(linkStatus(page)).toHaveText('정상 연결');
    expect(wallet.prompts.slice(prompts)).toEqual(['personal_sign']);
    await page.reload();
    await expect(linkStatus(page)).toHaveText('정상 연결');
    await expect(page.getByText(testAccounts[2].address, { exact: true }).first()).toBeVisible();
  });
});
