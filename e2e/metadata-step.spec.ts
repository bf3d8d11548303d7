import { type Page } from '@playwright/test';
import { expect, test } from './support/stack';
import { creatorApi } from './support/api';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { screenshotBothThemes } from './support/both-themes';
import { waitForDraft } from './support/drafts';
import { makePng } from './support/png';

/** This year on a calendar in Korea: the year rule's upper bound. */
const koreanYear = new Date(Date.now() + 9 * 60 * 60 * 1000).getUTCFullYear();

const form = (page: Page) => page.getByRole('form', { name: '컬렉션 메타데이터 편집' });
const bar = (page: Page) => page.getByRole('region', { name: '컬렉션 메타데이터 저장' });
const savedStatus = (page: Page) => page.getByRole('status', { name: '컬렉션 메타데이터 상태' });

/** 저장: every rule 심사 needs holds; a complete draft is kept and the step leads on (심사 요청 sends it later). */
async function save(page: Page) {
  await bar(page).getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('컬렉션 메타데이터를 저장했습니다.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(savedStatus(page)).toContainText('작성 중 ·');
  await expect(bar(page).getByRole('link', { name: /^다음 단계: / })).toBeVisible();
}

test.describe('collection metadata, step 2', () => {
  // Long journeys through a whole form (two reloads for the screenshots included).
  test.describe.configure({ timeout: 150_000 });
  test('single edition: a wrong year and link are refused at their fields, an image is attached, 임시저장, reload and restore, then 저장 (the launch stays 작성 중)', async ({
    page,
    request,
  }) => {
    const api = await creatorApi(request);
    const id = await api.launchpadWithContract(`싱글 메타데이터 ${Date.now()}`, 'SINGLE', 'Night Lights');
    await signIn(page);
    await page.goto(`/launchpads/${id}/collection-metadata/single?step=2`);

    const f = form(page);
    await expect(f.getByRole('textbox', { name: '컬렉션 이름' })).toHaveValue('Night Lights');
    await expect(savedStatus(page)).toHaveText('아직 저장하지 않았습니다');
    await expect(f.getByRole('heading', { name: '에디션' })).toHaveCount(0);

    const year = f.getByRole('textbox', { name: '제작 연도' });
    await year.fill('1949');
    await year.blur();
    await expect(f.getByText(`1950 ~ ${koreanYear}까지만 허용 됩니다.`)).toBeVisible();
    await year.fill('2024');
    await expect(f.getByText(`1950 ~ ${koreanYear}까지만 허용 됩니다.`)).toBeHidden();

    const youtube = f.getByRole('textbox', { name: '유튜브' });
    await youtube.fill('https://notyoutube.com/@nightlights');
    await youtube.blur();
    await expect(f.getByText('유효하지 않은 유튜브 링크입니다.')).toBeVisible();
    await bar(page).getByRole('button', { name: '임시저장' }).click();
    await expect(youtube).toBeFocused();
    await youtube.fill('https://youtube.com/@nightlights');
    await expect(f.getByText('유효하지 않은 유튜브 링크입니다.')).toBeHidden();

    await f.getByRole('textbox', { name: '컬렉션 설명' }).fill('서울의 밤을 담은 1/1 작품들');
    await f
      .getByLabel('컬렉션 이미지', { exact: true })
      .setInputFiles({ name: 'night.png', mimeType: 'image/png', buffer: makePng(400, 400) });
    await expect(f.getByRole('img', { name: '컬렉션 이미지 미리보기' })).toHaveAttribute('src', /\/local\/uploads\//);

    await bar(page).getByRole('button', { name: '임시저장' }).click();
    await expect(page.getByText('컬렉션 메타데이터를 임시저장했습니다.')).toBeVisible();
    await expect(savedStatus(page)).toContainText('작성 중 ·');
    expect((await api.metadata('single', id)).metadata).toMatchObject({
      status: 'DRAFT',
      year: 2024,
      description: '서울의 밤을 담은 1/1 작품들',
    });
    expect((await api.launchpad(id)).status).toBe('DRAFT');

    // Typed after the save, then the page reloads: the draft is offered and restores.
    await f.getByRole('textbox', { name: '인스타그램' }).fill('instagram.com/nightlights');
    await waitForDraft(page, 'instagram.com/nightlights', 'collection-metadata');
    await page.reload();
    await expect(f.getByRole('textbox', { name: '인스타그램' })).toHaveValue('');
    await page.getByRole('button', { name: '복원' }).click();
    await expect(f.getByRole('textbox', { name: '인스타그램' })).toHaveValue('instagram.com/nightlights');
    await expect(f.getByRole('img', { name: '컬렉션 이미지 미리보기' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await save(page);
    const stored = (await api.metadata('single', id)).metadata;
    expect(stored).toMatchObject({
      status: 'DRAFT',
      name: 'Night Lights',
      links: expect.objectContaining({ instagram: 'instagram.com/nightlights' }),
    });
    expect(stored?.submittedAt).toBeNull();
    expect((await api.launchpad(id)).status).toBe('DRAFT');
    await expect(page.getByText(/제출했습니다|심사를 받습니다|심사가 끝나면/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await f.getByRole('textbox', { name: '컬렉션 설명' }).fill('서울의 밤을 담은 1/1 작품들');
    await screenshotBothThemes(page, 'metadata-single-step2');
  });

  test('multi edition: the edition with its media and a supply shown with separators, 임시저장 keeps a draft, 저장 needs the edition and keeps the launch 작성 중', async ({
    page,
    request,
  }) => {
    const api = await creatorApi(request);
    const id = await api.launchpadWithContract(`멀티 메타데이터 ${Date.now()}`, 'MULTI', 'Edition Drop');
    await signIn(page);
    await page.goto(`/launchpads/${id}/collection-metadata/multi?step=2`);

    const f = form(page);
    // The first paint of a cold page: up to 20 s on a shared, busy machine.
    await expect(f.getByRole('textbox', { name: '컬렉션 이름' })).toHaveValue('Edition Drop', { timeout: 20_000 });
    await expect(f.getByRole('heading', { name: '에디션' })).toBeVisible();

    // 임시저장 without token name or supply is fine; the year and links are still checked.
    await f.getByRole('textbox', { name: '제작 연도' }).fill('1949');
    await bar(page).getByRole('button', { name: '임시저장' }).click();
    await expect(f.getByText(`1950 ~ ${koreanYear}까지만 허용 됩니다.`)).toBeVisible();
    await expect(f.getByRole('textbox', { name: '제작 연도' })).toBeFocused();
    await f.getByRole('textbox', { name: '제작 연도' }).fill('2025');
    const kakao = f.getByRole('textbox', { name: '카카오톡 오픈채팅' });
    await kakao.fill('https://kakao.com/o/edition');
    await kakao.blur();
    await expect(f.getByText('유효하지 않은 카카오톡 링크입니다.')).toBeVisible();
    await kakao.fill('https://open.kakao.com/o/edition');
    await bar(page).getByRole('button', { name: '임시저장' }).click();
    await expect(page.getByText('컬렉션 메타데이터를 임시저장했습니다.')).toBeVisible();
    expect((await api.metadata('multi', id)).metadata).toMatchObject({
      status: 'DRAFT',
      tokenName: '',
      supply: null,
      year: 2025,
    });

    // 저장 needs the edition: the first missing field gets the focus.
    await bar(page).getByRole('button', { name: '저장', exact: true }).click();
    await expect(f.getByRole('textbox', { name: '토큰 이름' })).toBeFocused();
    await f.getByRole('textbox', { name: '토큰 이름' }).fill('첫 에디션');
    const supply = f.getByRole('textbox', { name: '발행 수량' });
    await supply.fill('1234567');
    await supply.blur();
    await expect(supply).toHaveValue('1,234,567');
    await expect(f.getByText('발행 수량은 1부터 1,000,000까지 입력할 수 있습니다.')).toBeVisible();
    await supply.fill('25000');
    await expect(supply).toHaveValue('25,000');
    await expect(f.getByText('발행 수량은 1부터 1,000,000까지 입력할 수 있습니다.')).toBeHidden();
    await f
      .getByLabel('에디션 미디어', { exact: true })
      .setInputFiles({ name: 'edition.png', mimeType: 'image/png', buffer: makePng(300, 300) });
    await expect(f.getByRole('img', { name: '에디션 미디어 미리보기' })).toHaveAttribute('src', /\/local\/uploads\//);

    await save(page);
    expect((await api.metadata('multi', id)).metadata).toMatchObject({
      status: 'DRAFT',
      tokenName: '첫 에디션',
      supply: 25000,
    });
    expect((await api.launchpad(id)).status).toBe('DRAFT');
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'metadata-multi-step2');
  });

  test('the session ends mid-form (logout in another tab): /login without a leave question, and the draft comes back after signing in', async ({
    page,
    request,
  }) => {
    const api = await creatorApi(request);
    const id = await api.launchpadWithContract(`세션 종료 ${Date.now()}`, 'SINGLE', 'Session Test');
    await signIn(page);
    await page.goto(`/launchpads/${id}/collection-metadata/single?step=2`);
    await form(page).getByRole('textbox', { name: '컬렉션 설명' }).fill('세션이 끝나도 남는 글');

    const other = await page.context().newPage();
    await other.goto('/launchpads');
    await other.getByRole('button', { name: '로그아웃' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await other.close();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '페이지를 나가시겠습니까?' })).toHaveCount(0);

    await signIn(page);
    await page.goto(`/launchpads/${id}/collection-metadata/single?step=2`);
    await page.getByRole('button', { name: '복원' }).click();
    await expect(form(page).getByRole('textbox', { name: '컬렉션 설명' })).toHaveValue('세션이 끝나도 남는 글');
  });
});
