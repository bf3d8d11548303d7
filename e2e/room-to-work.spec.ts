import { expect, type Locator, type Page } from '@playwright/test';
import { creatorApi } from './support/api';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { screenshotBothThemes } from './support/both-themes';
import { holdRoute, test } from './support/routes';

/*
 * Issue 38, "Room to work": on the editions and auction steps the steps column folds to a rail (numbered
 * marks, each a link with its step and state, a tooltip) with the launchpad's name kept above the step;
 * the auction items are one line each, opened in place, reordered by the keyboard and by dragging; the
 * artist's name comes from the creator's submitted profile (the last submitted: the demo creator’s 김하늘, 승인됨, unless an earlier spec submitted another).
 */
const OPENS = { timeout: 20_000 };
const rail = (page: Page) => page.getByRole('navigation', { name: '런치패드 작업 단계' });

/** Drags `handle` with the mouse (in small steps, as a hand does) onto the middle of `target`. */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(x, to.y + to.height / 2, { steps: 12 });
  // The release waits for the page to have drawn the last move, as a hand's would: dnd-kit takes the drop's
  // place from its last render, and on a loaded machine a release right after the move found the old one.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
}

/** Each step at 1440 and 390 px, light and dark, once the step and its data have loaded. */
async function shots(page: Page, name: string, heading: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible(OPENS);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, OPENS);
    await screenshotBothThemes(page, `room-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('room to work', () => {
  test('the rail on the editions and auction steps keeps the name in view; items open in place and move by keyboard and by dragging; the artist comes from the profile', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const api = await creatorApi(request);
    const name = `넓은 작업실 ${Date.now()}`;
    const id = await api.launchpadWithContract(name, 'SINGLE', 'Room');
    await api.singleTokens(id, ['남산의 밤', '한강의 새벽', '북악의 아침']);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);

    // 에디션: the steps are a rail of marks; the launchpad's name heads the step, which takes the width
    await page.goto(`/launchpads/${id}/collection-metadata/single/editions-editor`);
    await expect(page.getByRole('heading', { name: '에디션', level: 2, exact: true })).toBeVisible(OPENS);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(rail(page).getByRole('listitem')).toHaveCount(4);
    await expect(rail(page).locator('li[aria-current="step"]')).toContainText('3단계 에디션');
    expect((await rail(page).boundingBox())!.width).toBeLessThanOrEqual(48);
    // The step takes the window's width, not the page's 1140 px column (the grid had 823 px beside the column).
    expect((await page.getByRole('grid').boundingBox())!.width).toBeGreaterThan(1250);
    // Every mark takes the focus by keyboard, with its name and a tooltip.
    await page.getByRole('button', { name: `런치패드 ${name} 이름 변경` }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: /^심사 전 남은 일 \d+개$/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const auctionMark = rail(page).getByRole('link', { name: /^4단계 경매 설명: / });
    await expect(auctionMark).toBeFocused();
    await expect(page.getByRole('tooltip').filter({ hasText: '4. 경매 설명 · 시작 전' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'editions', '에디션');

    // 경매 설명, through the rail: the name stays in view; the artist is the submitted profile's
    await auctionMark.click();
    const form = page.getByRole('form', { name: '경매 설명 작성' });
    await expect(form).toBeVisible(OPENS);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(rail(page).locator('li[aria-current="step"]')).toContainText('4단계 경매 설명');
    await expect(form.getByRole('textbox', { name: '아티스트 이름' })).toHaveValue(await api.submittedArtistName());
    await expect(form.getByText(/제출한 크리에이터 프로필에서 가져왔습니다/)).toBeVisible();

    // 작품: one line each, opened in place and folded again
    const items = form.getByRole('list', { name: '작품' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(form.getByRole('textbox', { name: '작품 이름' })).toHaveCount(0);
    const second = form.getByRole('button', { name: '작품 2 자세히' });
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(1).getByRole('textbox', { name: '작품 이름' })).toHaveValue('한강의 새벽');
    await second.click();
    await expect(form.getByRole('textbox', { name: '작품 이름' })).toHaveCount(0);

    // By keyboard: the third item's handle, 스페이스 바, ↑ ↑, 스페이스 바: it is first, and that is said
    const third = form.getByRole('button', { name: '작품 3 순서 바꾸기' });
    await third.focus();
    const said = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
    await page.keyboard.press('Space');
    await expect(third).toHaveAttribute('aria-pressed', 'true'); // picked up
    await said('작품 3이 3번 자리에 있습니다.');
    await page.keyboard.press('ArrowUp');
    await said('작품 3이 2번 자리에 있습니다.');
    await page.keyboard.press('ArrowUp');
    await said('작품 3이 1번 자리에 있습니다.');
    await page.keyboard.press('Space');
    await expect(items.first()).toContainText('작품 1 · 북악의 아침');
    await expect(items.nth(1)).toContainText('작품 2 · 남산의 밤');
    await expect(page.getByRole('status').filter({ hasText: '작품 3을 1번 자리로 옮겼습니다.' })).toBeAttached();

    // By dragging: the first item's handle onto the second line
    await drag(page, form.getByRole('button', { name: '작품 1 순서 바꾸기' }), items.nth(1));
    await expect(items.nth(1)).toContainText('작품 2 · 북악의 아침');
    await expect(items.first()).toContainText('작품 1 · 남산의 밤');

    // 저장 is the one filled action while something is unsaved; once saved it steps back for 심사 요청
    const bar = page.getByRole('region', { name: '경매 설명 저장' });
    const save = bar.getByRole('button', { name: '저장', exact: true });
    await expect(save).toHaveAttribute('data-variant', 'filled');
    await save.click();
    await expect(page.getByText('경매 설명을 저장했습니다.')).toBeVisible();
    expect(await api.auctionDescription(id)).toMatchObject({
      items: [{ name: '남산의 밤' }, { name: '북악의 아침' }, { name: '한강의 새벽' }],
    });
    await expect(save).toHaveAttribute('data-variant', 'default');
    await expect(bar.getByRole('button', { name: '심사 요청' })).toHaveAttribute('data-variant', 'filled');
    await expect(form.getByText(/제출한 크리에이터 프로필에서 가져왔습니다/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'auction', '경매 설명');
  });

  test('crossing the rail’s breakpoint (1440 → 800 → 1440) keeps the step mounted: what it holds in memory stays', async ({
    page,
    request,
  }) => {
    const api = await creatorApi(request);
    const id = await api.launchpadWithContract(`창 크기 바꾸기 ${Date.now()}`, 'SINGLE', 'Resize');
    await api.singleTokens(id, ['남산의 밤', '한강의 새벽']);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto(`/launchpads/${id}/auction-description`);
    const form = page.getByRole('form', { name: '경매 설명 작성' });
    await expect(form).toBeVisible(OPENS);
    await expect(rail(page).getByRole('listitem')).toHaveCount(4);
    // A mark on the step's own node (a remount draws a new one without it) and an item opened in place.
    await form.evaluate((node) => node.setAttribute('data-e2e-kept', ''));
    const second = form.getByRole('button', { name: '작품 2 자세히' });
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');

    for (const width of [800, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // The frame changed its columns: below the breakpoint the steps are one line above the step.
      if (width === 800) await expect(rail(page).getByRole('button', { name: '단계 목록' })).toBeVisible();
      else await expect(rail(page).getByRole('listitem')).toHaveCount(4);
      await expect(form, `at ${width}`).toHaveAttribute('data-e2e-kept', '');
      await expect(second, `at ${width}`).toHaveAttribute('aria-expanded', 'true');
      await expect(form.getByRole('textbox', { name: '작품 이름' })).toHaveValue('한강의 새벽');
    }
  });

  test('while the auction step loads, its shape keeps the rail (1440) or the column (390)', async ({ page }) => {
    await signIn(page);
    for (const width of [1440, 390]) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        const held = await holdRoute(page, '**/cl/creators-lab/v2/auctions/descriptions?*');
        await page.goto('/launchpads/1/auction-description');
        await held.reached;
        await expect(page.getByRole('status').filter({ hasText: '불러오는 중' }).first()).toBeVisible();
        await page.screenshot({ path: `screenshots/room-auction-loading-${width}-${scheme}.png` });
        held.release();
        await expect(page.getByRole('form', { name: '경매 설명 작성' })).toBeVisible(OPENS);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
    }
  });
});
