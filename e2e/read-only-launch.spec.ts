import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { screenshotBothThemes } from './support/both-themes';
import { openFromList } from './support/launchpad-links';
import { expect, routeThatMustMatch, test } from './support/routes';

/**
 * Issue 38, locks that hold on every control: from 승인됨 on a launch is read-only. On each read-only
 * launchpad of the demo data (판매 중: 서울의 밤 컬렉션, single; 종료: 베이스 여름 굿즈, multi) and on one
 * the API answers as 승인됨 (the demo has none: 아발란체 사진전, single, is read as APPROVED), every step
 * is walked through the steps column, and the enabled editing controls on it are counted: none (심사
 * 요청 included). The notice says why, axe is clean.
 */

const OPENS = { timeout: 20_000 };

const launches = [
  {
    name: '서울의 밤 컬렉션',
    status: '판매 중',
    said: '판매 중인',
    steps: ['컨트랙트', '컬렉션 메타데이터', '에디션', '경매 설명'],
  },
  { name: '베이스 여름 굿즈', status: '종료', said: '종료된', steps: ['컨트랙트', '컬렉션 메타데이터', '경매 설명'] },
  {
    name: '아발란체 사진전',
    status: '승인됨',
    said: '승인된',
    steps: ['컨트랙트', '컬렉션 메타데이터', '에디션', '경매 설명'],
    approved: true,
  },
];

/** The API's answers about `name` (its own read and the list) say 승인됨: the demo data has no such launch. */
async function readAsApproved(page: Page, name: string): Promise<void> {
  const approve = (launchpad: { name: string; status: string }) =>
    launchpad.name === name ? { ...launchpad, status: 'APPROVED', partsLeft: undefined } : launchpad;
  await routeThatMustMatch(page, /\/cl\/creators-lab\/v2\/launchpads(\/\d+|\?.*)$/, async (route) => {
    const answer = await route.fetch();
    // Fulfilled as new JSON, not with the answer's headers: its length and encoding are the original's.
    const body = (await answer.json()) as
      { name: string; status: string } | { items: { name: string; status: string }[] };
    const json = 'items' in body ? { ...body, items: body.items.map(approve) } : approve(body);
    await route.fulfill({ status: answer.status(), json });
  });
}

/** Each step's heading, once its own data has loaded. */
const headings: Record<string, string> = {
  컨트랙트: '컨트랙트',
  '컬렉션 메타데이터': '컬렉션 메타데이터',
  에디션: '에디션',
  '경매 설명': '경매 설명',
};

/**
 * What may stay enabled on a read-only launch, because it changes nothing: reading the chain again,
 * the preview page, exporting the tokens, and searching and filtering them.
 */
const VIEWING = new Set([
  '컨트랙트 확인',
  '다시 확인',
  '미리보기',
  '내보내기',
  '토큰 검색',
  '전체',
  '오류만',
  '이미지 없음',
]);
/**
 * Buttons that only open something to read: an auction item opened in place (its fields stay disabled), and
 * the rail's 심사 결과 (the steps column folded on the editions and auction steps; its text ends with its name).
 */
const OPENS_TO_READ = /^작품 \d+ 자세히$|심사 결과$/;

/**
 * The controls in the page's main area that would change something and are enabled: every input,
 * text area, select and button (a read-only input does not count), named by its label or text.
 */
async function enabledEditingControls(page: Page): Promise<string[]> {
  const enabled = await page.locator('main').evaluate((main) => {
    const nameOf = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return [...main.querySelectorAll('input, textarea, select, button, [contenteditable="true"]')]
      .filter((element) => !element.matches(':disabled') && !(element as HTMLInputElement).readOnly)
      .filter((element) => (element as HTMLInputElement).type !== 'hidden')
      .map((element) => nameOf(element).replace(/\s+/g, ' ').trim());
  });
  return enabled.filter((name) => !VIEWING.has(name) && !OPENS_TO_READ.test(name));
}

/**
 * Opens the step through the steps column; false when the step cannot be opened at all (the metadata of
 * a launch that never kept a contract), which the column shows without a link.
 */
async function openStep(page: Page, label: string): Promise<boolean> {
  const steps = page.getByRole('navigation', { name: '런치패드 작업 단계' });
  const current = steps.locator('li[aria-current="step"]');
  if (!(await current.textContent())?.includes(label)) {
    const item = steps.getByRole('listitem').filter({ hasText: label });
    if ((await item.getByRole('link').count()) === 0) {
      await expect(item.locator('[aria-disabled="true"]')).toHaveCount(1);
      return false;
    }
    await item.getByRole('link').click();
  }
  await expect(current).toContainText(label, OPENS);
  await expect(page.getByRole('heading', { name: headings[label], level: 2, exact: true })).toBeVisible(OPENS);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, OPENS);
  return true;
}

test.describe('a read-only launch', () => {
  for (const launch of launches) {
    test(`${launch.status}: every step says why, and no editing control is enabled`, async ({ page }) => {
      test.setTimeout(180_000); // up to four steps, each opened and checked with axe
      await signIn(page);
      if ('approved' in launch) await readAsApproved(page, launch.name);
      await page.goto('/launchpads');
      await openFromList(page, launch.name, '컬렉션 메타데이터');
      await expect(page.getByRole('region', { name: '심사 전 남은 일' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: '심사 요청' })).toHaveCount(0);
      for (const step of launch.steps) {
        if (!(await openStep(page, step))) continue;
        const notice = page.getByRole('status', { name: '읽기 전용입니다' });
        await expect(notice).toContainText('승인된 뒤에는 런치패드를 수정할 수 없습니다.');
        await expect(notice).toContainText(`${launch.said} 런치패드입니다.`);
        expect(await enabledEditingControls(page), `${launch.name} · ${step}`).toEqual([]);
        for (const handle of await page.getByRole('button', { name: /^작품 \d+ 순서 바꾸기$/ }).all())
          await expect(handle).toBeDisabled(); // the drag handles too
        await expect(page.getByRole('button', { name: `런치패드 ${launch.name} 이름 변경` })).toBeDisabled();
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test('판매 중: the editions step shows its tokens read-only: no drop zone, nothing about adding, no 저장', async ({
    page,
  }) => {
    test.setTimeout(150_000); // four reloads for the screenshots
    await signIn(page);
    await page.goto('/launchpads');
    await openFromList(page, '서울의 밤 컬렉션', '컬렉션 메타데이터');
    await openStep(page, '에디션');
    await expect(page.getByRole('grid', { name: '에디션 목록' })).toHaveAttribute('aria-readonly', 'true');
    await expect(page.getByText(/끌어다 놓아 주세요/)).toHaveCount(0);
    await expect(page.getByText(/행을 추가하거나/)).toHaveCount(0);
    // The demo's launch on sale has no token saved: the empty grid says so, and nothing about adding rows.
    await expect(page.getByText('저장된 토큰이 없습니다.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: '에디션 저장' }).getByRole('button', { name: '저장' }),
    ).toBeDisabled();
    await screenshotBothThemes(page, 'read-only-editions');
    await openStep(page, '컨트랙트');
    await screenshotBothThemes(page, 'read-only-contract');
  });
});
