import { type Page } from '@playwright/test';
import { expect, test } from './support/stack';
import { readFileSync } from 'node:fs';
import { creatorApi } from './support/api';
import { waitForEditionsDraft } from './support/drafts';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { screenshotBothThemes } from './support/both-themes';
import { editionCell as cell, EDITOR, editionsGrid, importNames, importText } from './support/editions-grid';

const CSV = [
  'token_id,name,description,image,trait_type:배경,trait_type:눈',
  '1,첫 번째 밤,남산의 야경,1.png,파랑,초록',
  '2,,한강의 다리,2.png,빨강,',
  'x3,세 번째 밤,,,,',
  '4,"네 번째 ""밤""","쉼표, 따옴표가 있는 설명",,노랑,',
].join('\n');

/** Drops PNG files (drawn in the page, `size` px square) onto the editor, as a drag from the desktop would. */
async function dropImages(page: Page, files: { name: string; size: number }[]) {
  await page.evaluate(async (list) => {
    const transfer = new DataTransfer();
    for (const { name, size } of list) {
      const canvas = new OffscreenCanvas(size, size);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#3355aa';
      context.fillRect(0, 0, size, size);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      transfer.items.add(new File([blob], name, { type: 'image/png' }));
    }
    const target = document.querySelector('[role="grid"]')!;
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, files);
}

test.describe('editions editor: import, images, save and export', () => {
  test('a creator imports a CSV with errors, fixes a row, matches images, saves, reloads and exports', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    // A launchpad of its own: this test saves, and a repeat (or any later test) must not find its rows.
    const launchpad = await (
      await creatorApi(page.request)
    ).launchpadWithContract(`CSV 가져오기 ${Date.now()}`, 'SINGLE', 'CSV 가져오기 컨트랙트');
    await page.goto(`/launchpads/${launchpad}/collection-metadata/single/editions-editor/`);
    // 20 s: on a shared 2-core machine the first open of the step took up to 10 s (main alike).
    await expect(page.getByRole('heading', { name: '에디션', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('토큰 0개')).toBeVisible();

    await importText(page, 'editions.csv', 'text/csv', CSV);
    // The report is one line. An image named in a cell is needed until its file comes (never saved as the
    // token's image), and is counted, not called an error: the errors are row 2's name and row 3's id.
    await expect(page.getByRole('region', { name: 'editions.csv 가져오기 결과' }).getByRole('status')).toHaveText(
      'editions.csv에서 4개 행을 가져왔습니다. · 이미지 0/4 · 오류가 있는 행 2개',
    );
    const summary = page.getByRole('region', { name: '오류가 있는 행 2개' });
    await expect(summary.getByRole('button')).toHaveText([
      '2행 이름: 내용을 작성해주세요.',
      '3행 토큰 ID: 토큰 ID는 0 이상의 정수로 입력해 주세요.',
    ]);
    await expect(cell(page, '쉼표, 따옴표가 있는 설명')).toBeVisible();
    await expect(cell(page, '배경: 파랑; 눈: 초록')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The summary puts the grid on the cell; Enter edits it in place, Enter again commits.
    await summary.getByRole('button', { name: /^2행 이름/ }).click();
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('두 번째 밤');
    await page.keyboard.press('Enter');
    await expect(cell(page, '두 번째 밤')).toBeVisible();
    await expect(page.getByRole('region', { name: '오류가 있는 행 1개' }).getByRole('button')).toHaveCount(1);

    // The row whose token id cannot be fixed is deleted (and could be brought back).
    await cell(page, /^x3 토큰 ID는 0 이상의 정수로/).click();
    await page.getByRole('button', { name: '행 삭제' }).click();
    await expect(page.getByText('1개 행을 삭제했습니다.', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: /오류가 있는 행/ })).toHaveCount(0);
    const bar = page.getByRole('region', { name: '에디션 저장' });
    await expect(bar).toContainText('저장하지 않은 행 3개 · 이미지를 기다리는 2개 행은 이미지를 올린 뒤 저장됩니다.');

    // Unsaved edits: the browser asks before a reload (the leave guard); the creator leaves anyway.
    // After it the IndexedDB draft is offered, and restoring brings every edit back.
    page.on('dialog', (dialog) => void dialog.accept());
    await waitForEditionsDraft(page, { rows: 3, unsaved: 3, holding: '두 번째 밤' });
    await page.reload();
    await page
      .getByRole('region', { name: '이 브라우저에 보관된 작성 내용이 있습니다' })
      .getByRole('button', { name: '복원' })
      .click();
    await expect(page.getByText('저장하지 않은 행 3개')).toBeVisible();
    await expect(cell(page, '두 번째 밤')).toBeVisible();
    await expect(cell(page, /^x3/)).toHaveCount(0);

    await dropImages(page, [
      { name: '1.png', size: 120 },
      { name: '2.png', size: 120 },
      { name: 'tiny.png', size: 20 },
      { name: '99.png', size: 120 },
    ]);
    const images = page.getByRole('region', { name: '이미지 올리기' });
    await expect(images.getByRole('status')).toHaveText('2 / 2개 완료');
    await expect(images.getByText('연결할 행을 찾지 못한 파일 2개')).toBeVisible();
    // A count first; the names open from it.
    await expect(images.getByRole('listitem').filter({ hasText: '99.png' })).toBeHidden();
    await images.getByText('연결할 행을 찾지 못한 파일 2개').click();
    await expect(images.getByRole('listitem').filter({ hasText: '99.png' })).toBeVisible();
    // The image column shows the creator's file names beside thumbnails; the rows need nothing more.
    await expect(cell(page, '1.png').locator('img')).toBeVisible();
    await expect(cell(page, '2.png').locator('img')).toBeVisible();
    await expect(page.getByRole('region', { name: /오류가 있는 행/ })).toHaveCount(0);
    // The launch is 작성 중: once the last image is uploaded, the rows save by themselves.
    await expect(page.getByText('3개 토큰을 저장했습니다.')).toBeVisible();
    await expect(bar).toContainText(
      '모든 변경 사항이 저장되었습니다. · 고른 이미지를 모두 올리고 토큰을 저장했습니다.',
    );
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByText('토큰 3개')).toBeVisible();
    await screenshotBothThemes(page, 'editions-editor');

    // From the API after a reload: no draft is offered, the saved rows come back.
    await page.reload();
    await expect(page.getByText('토큰 3개')).toBeVisible();
    await expect(page.getByRole('region', { name: '이 브라우저에 보관된 작성 내용이 있습니다' })).toHaveCount(0);
    await expect(cell(page, '두 번째 밤')).toBeVisible();
    await expect(cell(page, '네 번째 "밤"')).toBeVisible();
    await expect(cell(page, '배경: 빨강')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '내보내기' }).click();
    await page.getByRole('menuitem', { name: 'JSON으로 내보내기' }).click();
    const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as Record<string, unknown>[];
    expect(
      exported.map(({ image, ...rest }) => ({
        ...rest,
        image: String(image).startsWith('/local/uploads/') ? 'uploaded' : image,
      })),
    ).toEqual([
      {
        token_id: 1,
        name: '첫 번째 밤',
        description: '남산의 야경',
        image: 'uploaded',
        attributes: [
          { trait_type: '배경', value: '파랑' },
          { trait_type: '눈', value: '초록' },
        ],
      },
      {
        token_id: 2,
        name: '두 번째 밤',
        description: '한강의 다리',
        image: 'uploaded',
        attributes: [{ trait_type: '배경', value: '빨강' }],
      },
      {
        token_id: 4,
        name: '네 번째 "밤"',
        description: '쉼표, 따옴표가 있는 설명',
        image: '',
        attributes: [{ trait_type: '배경', value: '노랑' }],
      },
    ]);

    // The CSV export imports back to the same rows: merging it changes nothing.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: '내보내기' }).click();
    await page.getByRole('menuitem', { name: 'CSV로 내보내기' }).click();
    const csv = readFileSync(await (await csvDownload).path(), 'utf8');
    await importText(page, 'editions-export.csv', 'text/csv', csv);
    await page
      .getByRole('dialog', { name: '이미 입력한 행이 있습니다' })
      .getByRole('button', { name: '토큰 ID로 합치기' })
      .click();
    await expect(page.getByText('3개 행을 가져왔습니다.')).toBeVisible();
    await expect(page.getByText('토큰 3개')).toBeVisible();
    await expect(bar.getByText('모든 변경 사항이 저장되었습니다.')).toBeVisible();
  });

  test('a sheet that replaced the table by mistake is undone; merged into named rows it keeps the names, and a description keeps its lines when edited', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(EDITOR);
    await importNames(page, ['첫 밤', '둘째 밤']);

    // A sheet replacing the table by mistake is undone: the names come back.
    const descriptions = 'token_id,description\n1,"남산의 야경\n한강의 다리"\n2,두 번째 설명';
    await importText(page, 'descriptions.csv', 'text/csv', descriptions);
    await page
      .getByRole('dialog', { name: '이미 입력한 행이 있습니다' })
      .getByRole('button', { name: '모두 바꾸기' })
      .click();
    await expect(cell(page, '첫 밤')).toHaveCount(0);
    await page.getByRole('button', { name: '가져오기 되돌리기' }).click();
    await expect(page.getByText('descriptions.csv 가져오기를 되돌렸습니다.')).toBeVisible();
    await expect(cell(page, '첫 밤')).toBeVisible();
    await expect(cell(page, '두 번째 설명')).toHaveCount(0);

    // The same sheet (only token ids and descriptions, one of two lines), merged by token id.
    await importText(page, 'descriptions.csv', 'text/csv', descriptions);
    await page
      .getByRole('dialog', { name: '이미 입력한 행이 있습니다' })
      .getByRole('button', { name: '토큰 ID로 합치기' })
      .click();
    await expect(page.getByText('2개 행을 가져왔습니다.')).toBeVisible();
    await expect(cell(page, '첫 밤')).toBeVisible();
    await expect(cell(page, '둘째 밤')).toBeVisible();
    await expect(cell(page, '두 번째 설명')).toBeVisible();

    // Opened with Enter and committed with Enter, the description keeps both lines; Alt+Enter adds a third.
    await cell(page, '남산의 야경 한강의 다리').click();
    await page.keyboard.press('Enter');
    const editor = editionsGrid(page).getByRole('textbox', { name: '설명' });
    await expect(editor).toHaveValue('남산의 야경\n한강의 다리');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Alt+Enter');
    await page.keyboard.insertText('세 번째 줄');
    await expect(editor).toHaveValue('남산의 야경\n한강의 다리\n세 번째 줄');
    // All three lines show while editing: the text area grows over the row below (20 px a line).
    expect((await editor.boundingBox())!.height).toBeGreaterThanOrEqual(3 * 20);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '내보내기' }).click();
    await page.getByRole('menuitem', { name: 'JSON으로 내보내기' }).click();
    const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
      name: string;
      description: string;
    }[];
    expect(exported.map(({ name, description }) => ({ name, description }))).toEqual([
      { name: '첫 밤', description: '남산의 야경\n한강의 다리\n세 번째 줄' },
      { name: '둘째 밤', description: '두 번째 설명' },
    ]);
  });
});
