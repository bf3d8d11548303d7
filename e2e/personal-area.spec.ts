import { expect, test } from './support/stack';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { screenshotBothThemes } from './support/both-themes';
import { waitForDraft } from './support/drafts';
import { makePng } from './support/png';

test.describe('personal area', () => {
  test('a creator changes the phone number: a wrong one is refused at the field, a right one is saved and survives a reload', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/me');
    await expect(page).toHaveURL(/\/me\/info$/);
    const phone = page.getByRole('textbox', { name: '새 휴대폰 번호' });
    await phone.fill('011-1234-5678');
    await page.getByRole('button', { name: '변경', exact: true }).click();
    await expect(page.getByText('휴대폰 번호를 다시 확인해주세요.')).toBeVisible();
    await expect(phone).toHaveValue('011-1234-5678');

    await phone.fill('010-9876-5432');
    await page.getByRole('button', { name: '변경', exact: true }).click();
    await expect(page.getByText('휴대폰 번호를 변경했습니다.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('010-9876-5432')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'me-info');
  });

  test('a creator sees the company details', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: '마이페이지' }).click();
    await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '회사' }).click();
    await expect(page.getByText('하늘스튜디오 주식회사')).toBeVisible();
    await expect(page.getByText('123-45-67890')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'me-company');
  });

  test('a creator adds a profile, fixes a bad YouTube link, attaches an image and submits', async ({ page }) => {
    await signIn(page);
    await page.goto('/me/creators');
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'me-creators');
    await page.getByRole('button', { name: '크리에이터 만들기' }).click();
    const name = `달빛 작업실 ${Date.now()}`;
    await page.getByRole('dialog').getByRole('textbox', { name: '크리에이터 이름' }).fill(name);
    await page.getByRole('dialog').getByRole('button', { name: '만들기' }).click();
    await expect(page).toHaveURL(/\/me\/creators\/\d+$/);

    const form = page.getByRole('form', { name: '크리에이터 프로필 편집' });
    await form.getByRole('textbox', { name: '소개' }).fill('밤하늘을 그리는 작업실입니다.');
    const youtube = form.getByRole('textbox', { name: '유튜브' });
    await youtube.fill('https://notyoutube.com/@moon');
    await youtube.blur();
    await expect(form.getByText('유효하지 않은 유튜브 링크입니다.')).toBeVisible();
    await youtube.fill('https://youtube.com/@moonlight');
    await youtube.blur();
    await expect(form.getByText('유효하지 않은 유튜브 링크입니다.')).toBeHidden();

    await form
      .getByLabel('프로필 이미지', { exact: true })
      .setInputFiles({ name: 'moon.png', mimeType: 'image/png', buffer: makePng(320, 320) });
    await expect(form.getByText('새 이미지: moon.png (제출하면 바뀝니다)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'me-creator-detail');
    // After a reload the image is not kept in a draft, the text is.
    await page.reload();
    await page.getByRole('button', { name: '복원' }).click();
    await expect(form.getByRole('textbox', { name: '유튜브' })).toHaveValue('https://youtube.com/@moonlight');
    await form
      .getByLabel('프로필 이미지', { exact: true })
      .setInputFiles({ name: 'moon.png', mimeType: 'image/png', buffer: makePng(320, 320) });
    await form.getByRole('button', { name: '제출' }).click();
    // 제출 asks first, as every 제출 does.
    const question = page.getByRole('dialog', { name: '크리에이터 프로필을 제출하시겠습니까?' });
    await expect(question).toContainText('심사 중');
    await expectNoSeriousA11yViolations(page);
    await question.getByRole('button', { name: '제출' }).click();
    await expect(page.getByText('크리에이터 프로필을 제출했습니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://youtube.com/@moonlight' })).toBeVisible();
  });

  test('a creator reloads mid-edit and restores the draft; leaving with unsaved changes asks first', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/me/creators');
    await page
      .getByRole('link', { name: /하늘스튜디오/ })
      .first()
      .click();
    const form = page.getByRole('form', { name: '크리에이터 프로필 편집' });
    const about = form.getByRole('textbox', { name: '소개' });
    await about.fill('새로 쓰는 소개 문장');
    await waitForDraft(page, '새로 쓰는 소개 문장', 'creator');
    await page.reload();
    await expect(page.getByText('이 브라우저에 보관된 작성 내용이 있습니다')).toBeVisible();
    await page.getByRole('button', { name: '복원' }).click();
    await expect(about).toHaveValue('새로 쓰는 소개 문장');

    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '런치패드' }).click();
    const ask = page.getByRole('dialog', { name: '페이지를 나가시겠습니까?' });
    await expect(ask).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole('button', { name: '계속 작성' }).click();
    await expect(page).toHaveURL(/\/me\/creators\/\d+$/);
    await expect(about).toHaveValue('새로 쓰는 소개 문장');
  });
});
