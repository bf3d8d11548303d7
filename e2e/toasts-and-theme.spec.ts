import { expect } from '@playwright/test';
import { signIn, THEME_KEY } from './support/app';
import { openNewLaunchpad, submitNewLaunchpad } from './support/new-launchpad';
import { test } from './support/routes';

test.describe('toasts belong to their page', () => {
  test('a toast stays while its page only changes its filters, and goes with the page; one about the new page goes there', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    const list = page.getByRole('region', { name: '런치패드 목록' });
    await list
      .getByRole('button', { name: /컨트랙트 주소 복사$/ })
      .first()
      .click();
    const copied = page.getByText('컨트랙트 주소를 복사했습니다.');
    await expect(copied).toBeVisible();
    // Another filter is the same page: the toast stays.
    await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '이름 (가나다순)' });
    await expect(copied).toBeVisible();
    // Another page: it goes at once, long before its 4 seconds are up.
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '마이페이지' }).click();
    await expect(page).toHaveURL(/\/me\/info$/);
    await expect(copied).toBeHidden({ timeout: 1_000 });

    // 런치패드 ‘…’을 만들었습니다 speaks of the launchpad that opens: it shows there, and goes when the creator leaves it.
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '런치패드' }).click();
    // It ends in a syllable with a final consonant, so the particle is 을 whatever the time (a name ending in 2, 4, 5 or 9 takes 를).
    const name = `토스트 확인 ${Date.now()}번`;
    await submitNewLaunchpad(await openNewLaunchpad(page), { name, kind: '싱글 에디션 (1/1)' });
    await expect(page).toHaveURL(/\/collection-metadata\/single/);
    const created = page.getByText(`런치패드 ‘${name}’을 만들었습니다.`);
    await expect(created).toBeVisible();
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '런치패드' }).click();
    await expect(page).toHaveURL(/\/launchpads$/);
    await expect(created).toBeHidden({ timeout: 1_000 });
  });
});

test.describe('the theme', () => {
  test('with nothing chosen it follows the system, from the first paint; a choice is kept under the spec’s key', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const theme = page.getByRole('banner').getByRole('radiogroup', { name: '테마' });
    await expect(theme.getByRole('radio', { name: '시스템' })).toBeChecked();

    // index.html's script alone (no app script runs) paints the system's theme.
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.unroute('**/assets/*.js');
    await page.reload();

    // The system changes while the page is open: the page follows.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

    // A choice wins over the system and is kept, as the spec says, under its key.
    await theme.getByText('라이트').click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await theme.getByText('시스템').click();
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('auto');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate((key) => localStorage.removeItem(key), THEME_KEY);
  });
});
