import { expect, type Page } from '@playwright/test';
import { test } from './support/routes';
import { creatorApi } from './support/api';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { scrollSettled, waitForDraft } from './support/drafts';

const OPENS = { timeout: 20_000 };

/** The banner lies wholly inside the viewport, below the sticky header, not under it. */
async function expectInView(page: Page, name: string) {
  const banner = page.getByRole('region', { name });
  await expect(banner).toBeVisible(OPENS);
  // Let the browser's scroll restoration and the late layout of the page settle first.
  await page.waitForLoadState('networkidle');
  await scrollSettled(page);
  const box = (await banner.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, 'below the header').toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.y + box.height, 'above the bottom of the window').toBeLessThanOrEqual(viewport.height);
}

test.describe('the restore banner', () => {
  test('is in view below the header on every reload, however far down the form was scrolled, at 1280 and 390 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const api = await creatorApi(request);
    const id = await api.launchpadWithContract(`복원 배너 ${Date.now()}`, 'SINGLE', 'Night City');
    await signIn(page);
    await page.goto(`/launchpads/${id}/auction-description`);
    const form = page.getByRole('form', { name: '경매 설명 작성' });
    await expect(form).toBeVisible(OPENS);
    // Typed at the bottom of the long form, so the page is scrolled down when it reloads.
    const projectInfo = form.getByRole('textbox', { name: '프로젝트 소개' });
    await projectInfo.fill('새벽까지 이어지는 도시의 불빛을 그린 연작입니다.');
    await waitForDraft(page, '새벽까지 이어지는 도시의 불빛을 그린 연작입니다.', 'auction-description');
    const title = '이 브라우저에 보관된 작성 내용이 있습니다';
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 720 });
      for (let reload = 0; reload < 4; reload += 1) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.reload();
        await expectInView(page, title);
        // Scrolling on keeps it in view: it stays below the header until 복원 or 버리기.
        await page.mouse.wheel(0, 1500);
        await scrollSettled(page);
        await expectInView(page, title);
      }
      await page.screenshot({ path: `screenshots/restore-banner-${width}.png` });
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '복원', exact: true }).click();
    await expect(projectInfo).toHaveValue('새벽까지 이어지는 도시의 불빛을 그린 연작입니다.');
  });
});
