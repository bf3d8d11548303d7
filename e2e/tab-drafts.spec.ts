import { type Page } from '@playwright/test';
import { expect, test } from './support/stack';
import { creatorApi } from './support/api';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { screenshotBothThemes } from './support/both-themes';
import { waitForDraft } from './support/drafts';

/**
 * Issue 39, drafts belong to their tab: two tabs of one browser never overwrite each other's kept text.
 * The case found by hand: after 최신 내용 불러오기 kept tab B's text for 복원, typing in tab A and reloading
 * B brought back A's text and B's was gone. Now the reload offers each tab's text with its time.
 */

const OPENS = { timeout: 20_000 };
const form = (page: Page) => page.getByRole('form', { name: '컬렉션 메타데이터 편집' });
const description = (page: Page) => form(page).getByRole('textbox', { name: '컬렉션 설명' });
const saveDraft = (page: Page) =>
  page.getByRole('region', { name: '컬렉션 메타데이터 저장' }).getByRole('button', { name: '임시저장' }).click();
const offer = (page: Page) => page.getByRole('region', { name: '이 브라우저에 보관된 작성 내용이 있습니다' });

test('two tabs of one browser: each tab’s unsaved text survives the other tab’s typing and a reload, offered with its time', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await creatorApi(request);
  const id = await api.launchpadWithContract(`탭 초안 ${Date.now()}`, 'SINGLE', 'Tab Drafts');
  await signIn(page);
  const url = `/launchpads/${id}/collection-metadata/single?step=2`;
  await page.goto(url);
  await expect(description(page)).toBeVisible(OPENS);
  const tabB = await page.context().newPage();
  await tabB.goto(url);
  await expect(description(tabB)).toBeVisible(OPENS);

  await description(page).fill('탭 A가 저장한 설명');
  await saveDraft(page);
  await expect(page.getByText('컬렉션 메타데이터를 임시저장했습니다.')).toBeVisible();

  // Tab B is refused as a conflict, takes the latest, and keeps its text for 복원.
  await description(tabB).fill('탭 B가 지킨 설명');
  await saveDraft(tabB);
  await tabB
    .getByRole('dialog', { name: '다른 곳에서 먼저 저장된 내용이 있습니다' })
    .getByRole('button', { name: '최신 내용 불러오기' })
    .click();
  await expect(description(tabB)).toHaveValue('탭 A가 저장한 설명');
  await waitForDraft(tabB, '탭 B가 지킨 설명', 'collection-metadata');

  // Tab A types on; its draft is its own.
  await description(page).fill('탭 A가 이어 쓴 설명');
  await waitForDraft(page, '탭 A가 이어 쓴 설명', 'collection-metadata');

  await tabB.reload();
  await expect(offer(tabB)).toContainText('탭 2곳에서', OPENS);
  await expect(offer(tabB)).toContainText('‘탭 B가 지킨 설명’');
  await expect(offer(tabB)).toContainText('‘탭 A가 이어 쓴 설명’');
  await expectNoSeriousA11yViolations(tabB);
  await screenshotBothThemes(tabB, 'tab-drafts-offer');
  const restoreB = offer(tabB).getByRole('listitem').filter({ hasText: '탭 B가 지킨 설명' }).getByRole('button');
  await expect(restoreB).toHaveAccessibleName(/에 입력한 내용 복원$/);
  await restoreB.click();
  await expect(description(tabB)).toHaveValue('탭 B가 지킨 설명');
  // Tab A still has its text in its form, and its draft is still its own.
  await expect(description(page)).toHaveValue('탭 A가 이어 쓴 설명');
  await tabB.close();
});
