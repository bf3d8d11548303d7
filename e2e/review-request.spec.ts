import { creatorApi } from './support/api';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { openFromList } from './support/launchpad-links';
import { expect, routeThatMustMatch, test } from './support/routes';

/**
 * Issue 38, one 심사 요청: a launch whose steps are all saved stays 작성 중 (its row says 심사 요청 전)
 * until 심사 요청, which submits its parts in order. Here the gateway fails the auction description's
 * submission once: the creator is told which part failed and why, the metadata stays submitted, and
 * 다시 시도 sends only the rest.
 */

const OPENS = { timeout: 20_000 };
const SUBMIT_METADATA = '**/cl/creators-lab/v1/contracts/single-metadata/submit';
const SUBMIT_AUCTION = '**/cl/creators-lab/v2/auctions/descriptions/submit';

test('a part that fails at 심사 요청 is named, what was submitted stays, and 다시 시도 finishes the rest', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await creatorApi(request);
  const name = `심사 요청 ${Date.now()}`;
  const id = await api.readyLaunch(name);
  const sent = { metadata: 0 };
  await routeThatMustMatch(page, SUBMIT_METADATA, async (route) => {
    sent.metadata += 1;
    await route.continue();
  });
  // The gateway fails the auction description's first submission (a 500), and lets the second through.
  const auction = await routeThatMustMatch(page, SUBMIT_AUCTION, async (route) => {
    if (auction.hits() === 1)
      await route.fulfill({ status: 500, json: { code: 'INTERNAL', message: '일시적인 오류입니다.' } });
    else await route.continue();
  });

  await signIn(page);
  const row = page.getByRole('region', { name: '런치패드 목록' }).getByRole('listitem').filter({ hasText: name });
  await page.getByRole('searchbox', { name: '런치패드 검색' }).fill(name);
  await expect(row).toContainText('심사 요청 전');
  await openFromList(page, name, '경매 설명');
  await expect(page.getByRole('form', { name: '경매 설명 작성' })).toBeVisible(OPENS);

  const bar = page.getByRole('region', { name: '경매 설명 저장' });
  await bar.getByRole('button', { name: '심사 요청' }).click();
  const ask = page.getByRole('dialog', { name: '심사를 요청하시겠습니까?' });
  await ask.getByRole('button', { name: '심사 요청' }).click();

  const failure = ask.getByRole('alert');
  await expect(failure).toContainText('경매 설명을 제출하지 못했습니다.');
  await expect(failure).toContainText('서버에 일시적인 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.');
  await expect(failure).toContainText('컬렉션 메타데이터는 제출되었습니다. 다시 시도하면 남은 항목만 제출합니다.');
  await expect(failure).not.toContainText('일시적인 오류입니다.'); // the server's raw text never shows
  const parts = ask.getByRole('list', { name: '심사 요청' });
  await expect(parts.getByRole('listitem').nth(0)).toContainText('컬렉션 메타데이터제출됨');
  await expect(parts.getByRole('listitem').nth(1)).toContainText('경매 설명제출하지 못함');
  expect([sent.metadata, auction.hits()]).toEqual([1, 1]);
  expect((await api.metadata('single', id)).metadata?.status).toBe('SUBMITTED');
  expect((await api.launchpad(id)).status).toBe('DRAFT');
  await expectNoSeriousA11yViolations(page);

  await ask.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByText('심사를 요청했습니다. 결과가 나오면 런치패드 상태가 바뀝니다.')).toBeVisible();
  await expect(ask).toBeHidden();
  expect([sent.metadata, auction.hits()]).toEqual([1, 2]); // only the rest was sent again
  expect((await api.launchpad(id)).status).toBe('IN_REVIEW');
  // The auction step is a wide one: the review's box opens from the steps rail's mark.
  await page.getByRole('button', { name: '심사 진행 상황' }).click();
  await expect(page.getByRole('region', { name: '심사 진행 상황' })).toContainText('심사 중입니다');
  await expect(page.getByRole('complementary', { name })).toContainText('심사 중');
});
