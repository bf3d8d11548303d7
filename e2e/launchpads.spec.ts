import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshotBothThemes, signIn } from './support/app';

test.describe('launchpad list', () => {
  test('a creator sees their launchpads with Korean chains and statuses, searches, and opens one', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const list = page.getByRole('region', { name: '런치패드 목록' }).getByRole('list');
    const seoul = list.getByRole('listitem').filter({ hasText: '서울의 밤 컬렉션' });
    await expect(seoul).toContainText('이더리움');
    await expect(seoul).toContainText('판매 중');
    await expect(list.getByRole('listitem').filter({ hasText: '루니버스 한정판 에디션' })).toContainText('루니버스');
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'launchpads');

    await page.getByRole('searchbox', { name: '런치패드 검색' }).fill('루니버스');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('searchbox', { name: '런치패드 검색' }).fill('');

    await seoul.getByRole('link', { name: '서울의 밤 컬렉션 경매 설명' }).click();
    await expect(page).toHaveURL(/\/launchpads\/\d+\/auction-description$/);
    await expect(page.getByRole('heading', { name: '경매 설명' })).toBeVisible();
  });

  test('a creator creates a launchpad: a blank name is refused at the field, then it opens at its metadata', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: '런치패드 만들기' }).click();
    const dialog = page.getByRole('dialog', { name: '새 런치패드' });
    await dialog.getByRole('button', { name: '만들기' }).click();
    await expect(dialog.getByText('내용을 작성해주세요.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const name = `${Date.now()} 겨울 드롭`;
    await dialog.getByRole('textbox', { name: '런치패드 이름' }).fill(name);
    await dialog.getByRole('combobox', { name: '체인' }).selectOption({ label: '루니버스 (테스트넷)' });
    await dialog.getByRole('radio', { name: '멀티 에디션' }).check();
    await dialog.getByRole('button', { name: '만들기' }).click();
    await expect(page).toHaveURL(/\/launchpads\/\d+\/collection-metadata\/multi$/);
    await expect(page.getByText(`런치패드 ‘${name}’을 만들었습니다.`)).toBeVisible();

    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '런치패드' }).click();
    const created = page.getByRole('region', { name: '런치패드 목록' }).getByRole('list').getByRole('listitem').first();
    await expect(created).toContainText(name);
    await expect(created).toContainText('루니버스');
    await expect(created).toContainText('작성 중');
  });
});
