import { expect, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { test } from './support/routes';

const statusFilter = (page: Page) => page.getByRole('combobox', { name: '상태 필터' });
const sort = (page: Page) => page.getByRole('combobox', { name: '정렬' });
const search = (page: Page) => page.getByRole('searchbox', { name: '런치패드 검색' });
const rows = (page: Page) =>
  page.getByRole('region', { name: '런치패드 목록' }).getByRole('list').getByRole('listitem');

/** Every row shown is 작성 중, and their names are in 가나다 order. */
async function expectDraftsByName(page: Page) {
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText('작성 중');
  const names = await rows(page).locator('a[data-route][title]').allTextContents();
  expect(names).toEqual([...names].sort(new Intl.Collator('ko-KR', { numeric: true }).compare));
}

test.describe('the launchpad list in the URL', () => {
  test('filters, sort and search go into the address: a reload, 뒤로 and a shared link keep them', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await statusFilter(page).selectOption({ label: '작성 중' });
    await expect(page).toHaveURL(/\/launchpads\?status=DRAFT$/);
    await sort(page).selectOption({ label: '이름 (가나다순)' });
    await expect(page).toHaveURL(/\/launchpads\?status=DRAFT&sort=name$/);
    await expectDraftsByName(page);
    // The search goes in once typing pauses, in place (no history entry per key).
    await search(page).fill('없는 이름');
    await expect(page).toHaveURL(/\/launchpads\?status=DRAFT&sort=name&q=/);
    await expect(page.getByText('조건에 맞는 런치패드가 없습니다.')).toBeVisible();

    await page.reload();
    await expect(statusFilter(page)).toHaveValue('DRAFT');
    await expect(sort(page)).toHaveValue('name');
    await expect(search(page)).toHaveValue('없는 이름');
    await expect(page.getByText('조건에 맞는 런치패드가 없습니다.')).toBeVisible();

    // 뒤로 undoes the order (the search was written in its place), then the filter.
    await page.goBack();
    await expect(page).toHaveURL(/\/launchpads\?status=DRAFT$/);
    await expect(sort(page)).toHaveValue('created');
    await expect(search(page)).toHaveValue('');
    await expect(statusFilter(page)).toHaveValue('DRAFT');
    await page.goBack();
    await expect(page).toHaveURL(/\/launchpads$/);
    await expect(statusFilter(page)).toHaveValue('');
    // One step at a time: a second 앞으로 sent before the router has taken the first was lost (CI).
    await page.goForward();
    await expect(page).toHaveURL(/\/launchpads\?status=DRAFT$/);
    await expect(statusFilter(page)).toHaveValue('DRAFT');
    await page.goForward();
    await expect(page).toHaveURL(/\/launchpads\?status=DRAFT&sort=name&q=/);
    await expect(search(page)).toHaveValue('없는 이름');

    // A link shared to another tab opens the same list.
    await search(page).fill('');
    await expect(page).toHaveURL(/\/launchpads\?status=DRAFT&sort=name$/);
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(statusFilter(shared)).toHaveValue('DRAFT');
    await expect(sort(shared)).toHaveValue('name');
    await expectDraftsByName(shared);
    await shared.close();

    // 필터 지우기: the whole list again, in the order chosen.
    await page.getByRole('button', { name: '필터 지우기' }).click();
    await expect(page).toHaveURL(/\/launchpads\?sort=name$/);
    await expect(statusFilter(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: '필터 지우기' })).toHaveCount(0);

    // A hand-edited link with values the list does not know shows the whole list.
    await page.goto('/launchpads?status=SOLD&sort=price');
    await expect(statusFilter(page)).toHaveValue('');
    await expect(sort(page)).toHaveValue('created');
  });
});
