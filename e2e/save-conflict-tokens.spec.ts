import { type Page } from '@playwright/test';
import { expect, test } from './support/stack';
import { creatorApi } from './support/api';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { lookInPlace } from './support/both-themes';
import { editionsGrid } from './support/editions-grid';
import { answerTo } from './support/requests';
import { ELSEWHERE, openElsewhere } from './support/two-tabs';

/**
 * Issue 39: a token saved from another tab or device after this editor loaded it is a conflict at its row,
 * and the rest save; the creator then keeps theirs or takes the stored one (and can bring theirs back).
 */

const OPENS = { timeout: 20_000 };

/** Types `value` into the name cell that shows `current`. */
async function rename(page: Page, current: string, value: string): Promise<void> {
  await editionsGrid(page).getByRole('gridcell', { name: current, exact: true }).click();
  await page.keyboard.press('Enter');
  const editor = editionsGrid(page).getByRole('textbox', { name: '이름' });
  await editor.fill(value);
  await page.keyboard.press('Enter');
  await expect(editionsGrid(page).getByRole('gridcell', { name: value, exact: true })).toBeVisible();
}

const save = (page: Page) =>
  answerTo(page, 'PATCH', '/single-tokens', () =>
    page.getByRole('region', { name: '에디션 저장' }).getByRole('button', { name: '저장', exact: true }).click(),
  );

test.describe('tokens saved elsewhere first', () => {
  for (const where of ELSEWHERE) {
    test(`${where}: the token saved first is a conflict at its row, the other rows save, and 덮어쓰기 or 최신 내용 불러오기 decides`, async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const api = await creatorApi(request);
      const id = await api.launchpadWithContract(
        `토큰 충돌 ${where} ${String(Date.now()).slice(-6)}`,
        'SINGLE',
        'Token Conflict',
      );
      await api.singleTokens(id, ['첫째', '둘째', '셋째']);
      await signIn(page);
      const url = `/launchpads/${id}/collection-metadata/single/editions-editor/`;
      await page.goto(url);
      await expect(editionsGrid(page)).toBeVisible(OPENS);
      const { other, close } = await openElsewhere(browser, page, where);
      await other.goto(url);
      await expect(editionsGrid(other)).toBeVisible(OPENS);

      await rename(page, '둘째', '먼저 고친 둘째');
      await save(page);
      await expect(page.getByText('1개 토큰을 저장했습니다.')).toBeVisible();

      await rename(other, '둘째', '나중에 고친 둘째');
      await rename(other, '셋째', '나중에 고친 셋째');
      await save(other);
      const panel = other.getByRole('region', { name: '다른 곳에서 먼저 저장된 토큰이 1개 있습니다' });
      await expect(panel).toContainText('토큰 2: 저장된 이름 ‘먼저 고친 둘째’');
      expect((await api.tokens(id)).map((t) => t.name)).toEqual(['첫째', '먼저 고친 둘째', '나중에 고친 셋째']);
      await expect(editionsGrid(other).getByRole('gridcell', { name: '나중에 고친 둘째', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(other);
      if (where === '다른 탭') await lookInPlace(other, 'save-conflict-tokens');

      if (where === '다른 탭') {
        await panel.getByRole('button', { name: '최신 내용 불러오기' }).click();
        await expect(editionsGrid(other).getByRole('gridcell', { name: '먼저 고친 둘째', exact: true })).toBeVisible();
        await other.getByRole('button', { name: '입력했던 내용 되살리기' }).click();
        await expect(
          editionsGrid(other).getByRole('gridcell', { name: '나중에 고친 둘째', exact: true }),
        ).toBeVisible();
        await save(other);
      } else {
        await answerTo(other, 'PATCH', '/single-tokens', () =>
          panel.getByRole('button', { name: '내 내용으로 덮어쓰기' }).click(),
        );
      }
      await expect
        .poll(async () => (await api.tokens(id)).map((t) => t.name))
        .toEqual(['첫째', '나중에 고친 둘째', '나중에 고친 셋째']);
      await close();
    });
  }
});
