import { type Page } from '@playwright/test';
import { expect, test } from './support/stack';
import { creatorApi } from './support/api';
import { signIn } from './support/app';
import { lookInPlace } from './support/both-themes';
import { openFromList } from './support/launchpad-links';
import { ELSEWHERE, openElsewhere } from './support/two-tabs';

/**
 * Issue 28, no silent overwrite: two tabs on one record. The later save gets the conflict dialog
 * with both versions' times; 내 내용으로 덮어쓰기 saves what it typed over the latest version,
 * 최신 내용 불러오기 shows the latest and keeps what was typed for 복원.
 */

const OPENS = { timeout: 20_000 };
const metadataForm = (page: Page) => page.getByRole('form', { name: '컬렉션 메타데이터 편집' });
const description = (page: Page) => metadataForm(page).getByRole('textbox', { name: '컬렉션 설명' });
const saveMetadataDraft = (page: Page) =>
  page.getByRole('region', { name: '컬렉션 메타데이터 저장' }).getByRole('button', { name: '임시저장' }).click();
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: '다른 곳에서 먼저 저장된 내용이 있습니다' });
const TIME = /\d{4}년 \d{1,2}월 \d{1,2}일 (오전|오후) \d{1,2}:\d{2}:\d{2}/;

test.describe('save conflicts between two tabs or two devices', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const where of ELSEWHERE)
    test(`metadata, ${where}: the later save is asked, overwrites with its text, and the first loads the latest and restores its own`, async ({
      page,
      browser,
      request,
    }) => {
      const api = await creatorApi(request);
      const id = await api.launchpadWithContract(`충돌 ${where} ${Date.now()}`, 'SINGLE', 'Conflict Test');
      await signIn(page);
      const url = `/launchpads/${id}/collection-metadata/single?step=2`;
      await page.goto(url);
      await expect(description(page)).toBeVisible(OPENS);
      const { other, close } = await openElsewhere(browser, page, where);
      await other.goto(url);
      await expect(description(other)).toBeVisible(OPENS);

      // Tab A saves first.
      await description(page).fill('탭 A의 설명');
      await saveMetadataDraft(page);
      await expect(page.getByText('컬렉션 메타데이터를 임시저장했습니다.')).toBeVisible();

      // Tab B loaded before that: its save is a conflict, never an overwrite.
      await description(other).fill('탭 B의 설명');
      await saveMetadataDraft(other);
      const dialog = conflictDialog(other);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('conflict-mine-at')).toHaveText('저장된 적 없음');
      await expect(dialog.getByTestId('conflict-latest-at')).toHaveText(TIME);
      expect((await api.metadata('single', id)).metadata).toMatchObject({ description: '탭 A의 설명' });
      await expect(description(other)).toHaveValue('탭 B의 설명');
      if (where === '다른 탭') await lookInPlace(other, 'save-conflict-metadata');

      await dialog.getByRole('button', { name: '내 내용으로 덮어쓰기' }).click();
      await expect(other.getByText('컬렉션 메타데이터를 임시저장했습니다.')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      expect((await api.metadata('single', id)).metadata).toMatchObject({ description: '탭 B의 설명' });

      // Tab A now holds an older version: its next save is asked too; it takes the latest and restores its text.
      await description(page).fill('탭 A의 두 번째 설명');
      await saveMetadataDraft(page);
      const again = conflictDialog(page);
      await expect(again.getByTestId('conflict-mine-at')).toHaveText(TIME);
      await expect(again.getByTestId('conflict-latest-at')).toHaveText(TIME);
      await again.getByRole('button', { name: '최신 내용 불러오기' }).click();
      await expect(description(page)).toHaveValue('탭 B의 설명');
      await page
        .getByRole('region', { name: '이 브라우저에 보관된 작성 내용이 있습니다' })
        .getByRole('button', { name: '복원' })
        .click();
      await expect(description(page)).toHaveValue('탭 A의 두 번째 설명');
      expect((await api.metadata('single', id)).metadata).toMatchObject({ description: '탭 B의 설명' });
      await close();
    });

  for (const where of ELSEWHERE)
    test(`auction description, ${where}: a save over a description changed elsewhere is asked, and 덮어쓰기 keeps the typed text`, async ({
      page,
      browser,
      request,
    }) => {
      const api = await creatorApi(request);
      const id = await api.launchpadWithContract(`경매 충돌 ${Date.now()}`, 'SINGLE', 'Conflict Auction');
      await api.singleTokens(id, ['남산의 밤']);
      await signIn(page);
      const url = `/launchpads/${id}/auction-description`;
      const summary = (p: Page) =>
        p.getByRole('form', { name: '경매 설명 작성' }).getByRole('textbox', { name: '짧은 소개' });
      const title = (p: Page) =>
        p.getByRole('form', { name: '경매 설명 작성' }).getByRole('textbox', { name: '경매 제목' });
      const saveDraft = (p: Page) =>
        p.getByRole('region', { name: '경매 설명 저장' }).getByRole('button', { name: '임시저장' }).click();
      await page.goto(url);
      await expect(summary(page)).toBeVisible(OPENS);
      const { other, close } = await openElsewhere(browser, page, where);
      await other.goto(url);
      await expect(summary(other)).toBeVisible(OPENS);

      for (const p of [page, other]) {
        await title(p).fill('서울의 밤 경매');
        await p
          .getByRole('form', { name: '경매 설명 작성' })
          .getByRole('textbox', { name: '아티스트 이름' })
          .fill('김하늘');
      }
      await summary(page).fill('관리자가 고친 소개');
      await saveDraft(page);
      await expect(page.getByText('임시저장했습니다.')).toBeVisible();

      await summary(other).fill('작가가 쓴 소개');
      await saveDraft(other);
      const dialog = conflictDialog(other);
      await expect(dialog.getByTestId('conflict-latest-at')).toHaveText(TIME);
      if (where === '다른 기기') await lookInPlace(other, 'save-conflict-auction');
      await dialog.getByRole('button', { name: '내 내용으로 덮어쓰기' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(summary(other)).toHaveValue('작가가 쓴 소개');
      await expect(other.getByText('임시저장했습니다.').first()).toBeVisible();
      await close();
    });

  test('a launch on sale is read-only: the auction description says why and offers no save', async ({ page }) => {
    await signIn(page);
    await page.goto('/launchpads');
    await openFromList(page, '서울의 밤 컬렉션', '경매 설명');
    const notice = page.getByRole('status', { name: '읽기 전용입니다' });
    await expect(notice).toContainText('판매 중인 런치패드입니다. 저장된 내용을 확인만 할 수 있습니다.', OPENS);
    const bar = page.getByRole('region', { name: '경매 설명 저장' });
    await expect(bar.getByRole('button', { name: '임시저장' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: '저장', exact: true })).toBeDisabled();
    await expect(
      page.getByRole('form', { name: '경매 설명 작성' }).getByRole('textbox', { name: '경매 제목' }),
    ).toBeDisabled();
    await lookInPlace(page, 'launch-read-only-auction', [1440]);
  });
});
