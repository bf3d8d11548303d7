import { expect, type Page } from '@playwright/test';

/** On a creator profile's page: 제출, confirmed in its question; resolves once the toast says it was submitted. */
export async function submitCreatorProfile(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/me\/creators\/\d+$/);
  await page.getByRole('main').getByRole('button', { name: '제출', exact: true }).click();
  await page
    .getByRole('dialog', { name: '크리에이터 프로필을 제출하시겠습니까?' })
    .getByRole('button', { name: '제출' })
    .click();
  await expect(page.getByText('크리에이터 프로필을 제출했습니다.')).toBeVisible();
}
