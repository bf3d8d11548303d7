import { type Page } from '@playwright/test';
import { expect, test } from './support/stack';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { screenshotBothThemes } from './support/both-themes';
import { submitCreatorProfile } from './support/creator-profile';
import { openNewLaunchpad, submitNewLaunchpad } from './support/new-launchpad';

/**
 * The setup checklist as 박하람 (`artist`: a phone number and a registered wallet, no creator profile)
 * meets it: it stays above the list with a launchpad but no launch in review, folds to one line and opens
 * again from the list (also after a reload), and counts the creator profile only once it is submitted.
 */
const checklist = (page: Page) => page.getByRole('region', { name: '첫 런치패드 심사 요청까지 할 일' });
const item = (page: Page, label: string) => checklist(page).getByRole('listitem').filter({ hasText: label });

async function toList(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '런치패드' }).click();
  await expect(page.getByRole('heading', { name: '런치패드', level: 1 })).toBeVisible();
}

/** The open checklist at 1440 and 390 px, light and dark. */
async function checklistShots(page: Page, name: string): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  await expect(checklist(page).getByRole('listitem')).toHaveCount(5);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshotBothThemes(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the checklist stays with a launchpad but no review, folds and opens again from the list, and counts the profile once submitted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'artist');
  const name = `체크리스트 드롭 ${Date.now()}`;
  await submitNewLaunchpad(await openNewLaunchpad(page), { name, kind: '멀티 에디션' });
  await expect(page).toHaveURL(/\/launchpads\/\d+\/collection-metadata\/multi$/);
  const work = new URL(page.url()).pathname;
  await toList(page);

  // A launchpad exists, none is in review: the checklist stays, and leads on to 심사 요청 of the newest draft.
  await expect(checklist(page)).toBeVisible();
  await expect(item(page, '첫 런치패드')).toContainText('완료');
  await expect(item(page, '심사 요청').getByRole('link', { name: '런치패드 이어서 작성' })).toHaveAttribute(
    'href',
    work,
  );
  await expect(item(page, '크리에이터 프로필')).not.toContainText('완료');
  // One 런치패드 만들기 on the screen: the list's (the checklist's launchpad item is done).
  await expect(page.getByRole('button', { name: /런치패드 만들기/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await checklistShots(page, 'setup-checklist-open');

  // Folded: one line, still on the list, also after a reload; 체크리스트 열기 brings it back.
  await checklist(page).getByRole('button', { name: '체크리스트 접기' }).click();
  await expect(checklist(page).getByRole('listitem')).toHaveCount(0);
  await page.reload();
  await expect(checklist(page).getByRole('button', { name: '체크리스트 열기' })).toBeVisible();
  await expect(checklist(page).getByRole('listitem')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotBothThemes(page, 'setup-checklist-folded');
  await checklist(page).getByRole('button', { name: '체크리스트 열기' }).click();
  await expect(checklist(page).getByRole('listitem')).toHaveCount(5);

  // The creator profile: made, it is not done (작성 중); submitted (제출됨), it is.
  await item(page, '크리에이터 프로필').getByRole('link', { name: '크리에이터 만들기' }).click();
  await page.getByRole('main').getByRole('button', { name: '크리에이터 만들기' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: '크리에이터 이름' }).fill('하람 스튜디오');
  await page.getByRole('dialog').getByRole('button', { name: '만들기' }).click();
  await expect(page).toHaveURL(/\/me\/creators\/\d+$/);
  const profile = page.url();
  await toList(page);
  await expect(item(page, '크리에이터 프로필')).toContainText('아직 제출하지 않은 프로필입니다.');
  await expect(item(page, '크리에이터 프로필')).not.toContainText('완료');
  await expect(item(page, '크리에이터 프로필').getByRole('link', { name: '프로필 제출하러 가기' })).toHaveAttribute(
    'href',
    new URL(profile).pathname,
  );

  // Folded before the task: the task's toast (체크리스트로 돌아가기) opens it again.
  await checklist(page).getByRole('button', { name: '체크리스트 접기' }).click();
  await expect(checklist(page).getByRole('button', { name: '체크리스트 열기' })).toBeVisible();
  await page.goto(profile);
  await submitCreatorProfile(page);
  const toast = page.getByRole('alert').or(page.locator('.mantine-Notification-root')).filter({
    hasText: '크리에이터 프로필을 제출했습니다.',
  });
  await toast.getByRole('link', { name: '체크리스트로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/launchpads#setup-checklist$/);
  await expect(item(page, '크리에이터 프로필')).toContainText('완료');
  await expect(checklist(page).getByRole('listitem')).toHaveCount(5); // open again
  await expect(checklist(page)).toContainText('5단계 중 4단계 완료');
  await expect(checklist(page).getByRole('heading', { name: '첫 런치패드 심사 요청까지 할 일' })).toBeFocused();
});
