import { expect, test } from './support/stack';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { creatorApi } from './support/api';
import { expectNoSeriousA11yViolations } from './support/app';
import { forgetScheme, switchScheme } from './support/both-themes';
import {
  dragFromFileManager,
  fixedToken,
  hashLipsBuild,
  openEditor,
  pickImageFolder,
  pickImageFolderByInput,
  saveBar,
} from './support/editions-drop';
import { editionCell as cell, editionsGrid as grid, pickForImport } from './support/editions-grid';

/**
 * The editions editor with the files creators really bring: a HashLips Art Engine drop
 * (`build/json/_metadata.json`, `build/json/N.json`, `build/images/N.png`), per-token metadata files,
 * and the editor's own CSV export. Each test works on a launchpad of its own.
 */

test.describe('editions editor with a creator’s real files', () => {
  test('a HashLips drop goes in as it is: JSON then the image folder, a missing image a neutral count, the rest saved by themselves with no cell typed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const launchpad = await openEditor(page, '해시립스 드롭');
    const build = hashLipsBuild(6, [1, 2, 3, 4, 5]);

    await pickForImport(page, [build.metadata]);
    // The import report is one line that follows the rows: placeholders are images to come, not errors.
    const report = page.getByRole('region', { name: '_metadata.json 가져오기 결과' });
    await expect(report.getByRole('status')).toHaveText('_metadata.json에서 6개 행을 가져왔습니다. · 이미지 0/6');
    // The fields left out are listed once, behind 자세히.
    await expect(report.getByText('알 수 없는 열은 가져오지 않았습니다: dna, date, compiler')).toBeHidden();
    await report.getByText('자세히').click();
    await expect(report).toContainText('알 수 없는 열은 가져오지 않았습니다: dna, date, compiler');
    // The token ids came from `edition`: no row asks for one.
    await expect(page.getByText('토큰 ID를 입력해 주세요.')).toHaveCount(0);
    await expect(cell(page, 'Background: Blue; Eyeball: Red')).toHaveCount(1);
    await expect(cell(page, 'Background: Red; Eyeball: White')).toHaveCount(1);

    // An image still to upload is a count with the folder to pick, never an error: no error list, no red row.
    const images = page.getByRole('region', { name: '이미지 올리기' });
    await expect(images).toContainText('이미지 0/6');
    await expect(images.getByRole('button', { name: '이미지 폴더 선택' })).toBeInViewport();
    await expect(page.getByRole('region', { name: /오류가 있는 행/ })).toHaveCount(0);
    await page.getByText('오류만', { exact: true }).click();
    await expect(grid(page).getByRole('row')).toHaveCount(1);
    await page.getByText('전체', { exact: true }).click();
    // The active cell says what to do next, without hovering and without a warning mark.
    await cell(page, /^ipfs:\/\/NewUriToReplace\/3\.png/).click();
    await expect(page.getByRole('status', { name: '선택한 칸' })).toHaveText(
      '3행 이미지아직 올리지 않은 이미지입니다. ‘3.png’ 파일을 끌어다 놓거나 이미지 폴더를 선택해 주세요.',
    );
    await expect(saveBar(page)).toContainText('이미지를 기다리는 6개 행은 이미지를 올린 뒤 저장됩니다.');
    await expect(saveBar(page).getByRole('button', { name: '저장' })).toBeDisabled();

    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      await expectNoSeriousA11yViolations(page);
      mkdirSync('screenshots', { recursive: true });
      await page.screenshot({ path: `screenshots/editions-files-errors-${scheme}.png` });
    }
    await forgetScheme(page);

    // The generator's image folder, 6.png missing: five images match their placeholders by file name, and
    // the launch being 작성 중, their rows save by themselves once the last one is uploaded.
    await pickImageFolder(page, build.images);
    await expect(images.getByRole('status')).toHaveText('5 / 5개 완료');
    await expect(images.getByText(/연결할 행을 찾지 못한 파일/)).toHaveCount(0);
    await expect(
      page.getByText('5개 토큰을 저장했습니다. 이미지를 기다리는 1개 행은 이미지를 올린 뒤 저장됩니다.'),
    ).toBeVisible();
    await expect(saveBar(page)).toContainText('저장하지 않은 행 1개');
    await expect(saveBar(page)).toContainText('고른 이미지를 모두 올리고 토큰을 저장했습니다.');
    await expect(saveBar(page).getByRole('button', { name: '저장' })).toBeDisabled();
    // The report line followed the images.
    await expect(report.getByRole('status')).toHaveText('_metadata.json에서 6개 행을 가져왔습니다. · 이미지 5/6');
    await expect(images).toContainText('이미지 5/6');
    // The server got the five tokens, each with its uploaded image; the missing file was never saved as an image.
    expect(
      (await (await creatorApi(page.request)).tokens(launchpad)).map((t) => [
        t.tokenId,
        /^\/local\/uploads\//.test(t.imageUrl ?? ''),
      ]),
    ).toEqual([1, 2, 3, 4, 5].map((id) => [id, true]));
    // The image column shows the creator's file name beside a thumbnail, not the stored link.
    await expect(cell(page, '1.png')).toBeVisible();
    await expect(cell(page, '1.png').locator('img')).toHaveJSProperty('complete', true);
    await expect(grid(page).getByRole('gridcell', { name: /^\/local\/uploads\// })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /오류가 있는 행/ })).toHaveCount(0);
    await page.getByText('이미지 없음', { exact: true }).click();
    await expect(grid(page).getByRole('row')).toHaveCount(2);
    await expect(cell(page, /^ipfs:\/\/NewUriToReplace\/6\.png/)).toBeVisible();
    await page.getByText('전체', { exact: true }).click();

    // A preview of the row's image opens from its cell: a click on the thumbnail.
    await cell(page, '2.png').getByRole('button', { name: '이미지 크게 보기' }).click();
    const preview = page.getByRole('dialog', { name: '2행 이미지' });
    // The dialog leaves the page before the focus is back in the grid (after its closing transition): a
    // key pressed in between went nowhere on a busy machine, so each key waits for the focus.
    const focusInGrid = grid(page).locator(':focus');
    await expect(preview.getByRole('img', { name: '2.png' })).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      await page.screenshot({ path: `screenshots/editions-files-preview-${scheme}.png` });
    }
    await forgetScheme(page);
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
    await expect(focusInGrid).toHaveCount(1);
    await expect(page.getByRole('status', { name: '선택한 칸' })).toContainText('2행 이미지2.png');
    // On the keyboard, Enter or Space on an image cell opens it; the focus comes back to the grid.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('status', { name: '선택한 칸' })).toContainText('3행 이미지3.png');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: '3행 이미지' }).getByRole('img', { name: '3.png' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(focusInGrid).toHaveCount(1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press(' ');
    await expect(page.getByRole('dialog', { name: '2행 이미지' }).getByRole('img', { name: '2.png' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(focusInGrid).toHaveCount(1);
    // F2 still edits the link (Escape leaves it unchanged); the button beside the active cell opens the preview too.
    await page.keyboard.press('F2');
    await expect(grid(page).getByRole('textbox', { name: '이미지' })).toHaveValue(/^\/local\/uploads\//);
    await page.keyboard.press('Escape');
    await expect(cell(page, '2.png')).toBeVisible();
    await page.getByRole('button', { name: '이미지 미리보기' }).click();
    await expect(preview).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);

    await expect(saveBar(page)).toContainText('저장하지 않은 행 1개');
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      await page.screenshot({ path: `screenshots/editions-files-saved-${scheme}.png` });
    }
    await forgetScheme(page);

    // From the API: five tokens with uploaded images; the missing file was never saved as an image.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByText('토큰 5개')).toBeVisible();
    // Row 6 is still the draft's, offered back; the server's five rows each show their uploaded image.
    await expect(page.getByRole('region', { name: '이 브라우저에 보관된 작성 내용이 있습니다' })).toBeVisible();
    await expect(saveBar(page)).toContainText('브라우저에 보관된 내용을 아직 복원하지 않았습니다.');
    await expect(grid(page).locator('img')).toHaveCount(5);
    // Saved, reloaded: still the creator's file names, kept in this browser beside the draft.
    await expect(cell(page, '5.png')).toBeVisible();
    await expect(grid(page).getByRole('gridcell', { name: /NewUriToReplace/ })).toHaveCount(0);
  });

  test('per-token JSON files picked together are one sheet, ids from the file names', async ({ page }) => {
    await openEditor(page, '토큰 파일 드롭');
    const build = hashLipsBuild(3, []);
    // Token files without `edition`: the id can only come from the name. _metadata.json is picked with them.
    for (const n of [1, 2, 3]) {
      const { edition: _edition, ...token } = fixedToken(n);
      writeFileSync(
        join(build.dir, 'json', `${n}.json`),
        JSON.stringify({ ...token, image: `https://cdn.example.com/${n}.png` }),
      );
    }
    await pickForImport(
      page,
      ['3.json', '1.json', '2.json', '_metadata.json'].map((name) => join(build.dir, 'json', name)),
    );
    const report = page.getByRole('region', { name: 'JSON 파일 4개 가져오기 결과' });
    await expect(report.getByRole('status')).toHaveText('JSON 파일 4개에서 3개 행을 가져왔습니다. · 이미지 3/3');
    await report.getByText('자세히').click();
    await expect(report).toContainText('토큰 파일 3개를 한 표로 읽었습니다.');
    await expect(report).toContainText('_metadata.json: 토큰 파일과 같은 내용의 목록이라 건너뛰었습니다.');
    await expect(grid(page).getByRole('row').nth(1)).toContainText('1Your Collection #1');
    await expect(grid(page).getByRole('row').nth(3)).toContainText('3Your Collection #3');
    await expect(page.getByRole('region', { name: /오류가 있는 행/ })).toHaveCount(0);
    await expect(saveBar(page).getByRole('button', { name: '저장' })).toBeEnabled();

    // A file with no id anywhere is said once for the file, not once per row.
    await pickForImport(page, [
      {
        name: 'no-ids.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify([{ name: 'a' }, { name: 'b' }])),
      },
    ]);
    await page
      .getByRole('dialog', { name: '이미 입력한 행이 있습니다' })
      .getByRole('button', { name: '모두 바꾸기' })
      .click();
    const noIds = page.getByRole('region', { name: 'no-ids.json 가져오기 결과' });
    await expect(noIds.getByRole('status')).toHaveText(
      'no-ids.json에서 2개 행을 가져왔습니다. · 이미지 0/2 · 오류가 있는 행 2개',
    );
    await noIds.getByText('자세히').click();
    await expect(page.getByText(/^토큰 ID가 없는 행이 2개 있습니다\. /)).toHaveCount(1);
  });

  test('a generator’s build folder dragged from the file manager: its token files become rows, and its images go up with them', async ({
    page,
  }) => {
    const launchpad = await openEditor(page, '빌드 폴더 드롭');
    const build = hashLipsBuild(3, [1, 2, 3]);
    // Chromium gives the drop a handle to the folder on disk (folder-handles.ts), as from a file manager.
    const heading = (await page.getByRole('heading', { name: '에디션', exact: true }).boundingBox())!;
    await dragFromFileManager(page, build.dir, { x: heading.x + 4, y: heading.y + 4 });
    const report = page.getByRole('region', { name: 'JSON 파일 4개 가져오기 결과' });
    await expect(report.getByRole('status')).toContainText('JSON 파일 4개에서 3개 행을 가져왔습니다.');
    const images = page.getByRole('region', { name: '이미지 올리기' });
    await expect(images.getByRole('status')).toHaveText('3 / 3개 완료');
    await expect(saveBar(page)).toContainText('고른 이미지를 모두 올리고 토큰을 저장했습니다.');
    const saved = await (await creatorApi(page.request)).tokens(launchpad);
    expect(saved.map((t) => [t.tokenId, /^\/local\/uploads\//.test(t.imageUrl ?? '')])).toEqual(
      [1, 2, 3].map((id) => [id, true]),
    );
  });

  test('where the browser has no folder picker with handles (Firefox, Safari), 이미지 폴더 선택 opens the folder dialog of an input', async ({
    page,
  }) => {
    await openEditor(page, '입력 폴더 선택');
    const build = hashLipsBuild(2, [1, 2]);
    await pickForImport(page, [build.metadata]);
    await pickImageFolderByInput(page, build.images);
    await expect(page.getByRole('region', { name: '이미지 올리기' }).getByRole('status')).toHaveText('2 / 2개 완료');
    await expect(saveBar(page)).toContainText('고른 이미지를 모두 올리고 토큰을 저장했습니다.');
  });

  test('a folder the browser will not open (the creator said no to reading it): a Korean notice of what to do, and nothing sent', async ({
    page,
  }) => {
    await openEditor(page, '열 수 없는 폴더');
    const build = hashLipsBuild(2, []);
    await pickForImport(page, [build.metadata]);
    await page.evaluate(() =>
      Object.defineProperty(window, 'showDirectoryPicker', {
        value: () => Promise.reject(new DOMException('Permission denied.', 'NotAllowedError')),
        configurable: true,
      }),
    );
    await page.getByRole('button', { name: '이미지 폴더 선택' }).click();
    const notice = page.getByRole('alert').filter({ hasText: '폴더를 열지 못했습니다' });
    await expect(notice).toContainText('브라우저가 폴더를 읽도록 허용하거나 다른 폴더를 선택해 주세요.');
    await expect(notice).not.toContainText('Permission');
    await expect(page.getByRole('region', { name: '이미지 올리기' })).toContainText('이미지 0/2');
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      mkdirSync('screenshots', { recursive: true });
      await page.screenshot({ path: `screenshots/editions-folder-refused-${scheme}.png` });
    }
    await forgetScheme(page);
  });

  test('a javascript: image link is refused at the cell, and said without hovering', async ({ page }) => {
    await openEditor(page, '링크 규칙');
    await page.getByRole('button', { name: '행 추가' }).click();
    await cell(page, '0').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('첫 토큰');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await expect(
      cell(page, /^javascript:alert\(1\) https:\/\/, ipfs:\/\/, ar:\/\/ 링크만 사용할 수 있습니다\.$/),
    ).toBeVisible();
    await expect(page.getByRole('status', { name: '선택한 칸' })).toHaveText(
      '1행 이미지⚠ https://, ipfs://, ar:// 링크만 사용할 수 있습니다.',
    );
    await expect(saveBar(page).getByRole('button', { name: '저장' })).toBeDisabled();
  });

  test('an exported formula stays text in a spreadsheet, comes back as typed, and the editor’s own export is no change', async ({
    page,
  }) => {
    await openEditor(page, '수식 방어');
    const csv = [
      'token_id,name,description,image,attributes',
      '1,=1+1,-시작 @누구,https://cdn.example.com/1.png,',
      '2,"=HYPERLINK(""https://evil.example"",""클릭"")",+82,https://cdn.example.com/2.png,',
    ].join('\n');
    await pickForImport(page, [{ name: 'formulas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }]);
    await expect(cell(page, '=1+1')).toBeVisible();
    await saveBar(page).getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('2개 토큰을 저장했습니다.')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '내보내기' }).click();
    await page.getByRole('menuitem', { name: 'CSV로 내보내기' }).click();
    const exported = readFileSync(await (await download).path(), 'utf8');
    const lines = exported.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[1]).toBe("1,'=1+1,'-시작 @누구,https://cdn.example.com/1.png,");
    expect(lines[2]).toBe('2,"\'=HYPERLINK(""https://evil.example"",""클릭"")",\'+82,https://cdn.example.com/2.png,');
    // No cell of the file starts a formula (a quoted cell is read from after its quote).
    for (const line of lines.slice(1))
      for (const field of line.split(',')) expect(field.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);

    // Imported back over the saved rows, by either choice: the same rows, nothing unsaved.
    for (const how of ['토큰 ID로 합치기', '모두 바꾸기']) {
      await pickForImport(page, [{ name: 'editions-export.csv', mimeType: 'text/csv', buffer: Buffer.from(exported) }]);
      await page.getByRole('dialog', { name: '이미 입력한 행이 있습니다' }).getByRole('button', { name: how }).click();
      await expect(page.getByText('2개 행을 가져왔습니다.')).toBeVisible();
      await expect(cell(page, '=1+1')).toBeVisible();
      await expect(cell(page, '-시작 @누구')).toBeVisible();
      await expect(saveBar(page)).toContainText('모든 변경 사항이 저장되었습니다.');
    }

    // A saved token deleted from the table stays on the server: the bar never says all is saved then.
    await cell(page, '=1+1').click();
    await page.getByRole('button', { name: '행 삭제' }).click();
    await expect(saveBar(page)).toContainText('표에서 삭제한 저장된 토큰 1개는 서버에 그대로 남아 있습니다');
    await expect(saveBar(page)).not.toContainText('모든 변경 사항이 저장되었습니다.');
  });
});
