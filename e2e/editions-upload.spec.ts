import { expect, test } from './support/stack';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { creatorApi } from './support/api';
import { waitForEditionsDraft } from './support/drafts';
import { hashLipsBuild, openEditor, pickImageFolder, saveBar } from './support/editions-drop';
import { editionCell as cell, pickForImport } from './support/editions-grid';
import { makePng } from './support/png';

/**
 * Issue 40, the bulk image upload as a creator meets it: images go twenty a request, what was uploaded is
 * kept across a reload, and the rows save by themselves after the last image while the launch is 작성 중.
 * Each test works on a launchpad of its own.
 */
test.describe('editions editor: a generator’s image folder uploaded', () => {
  test('picking the same folder again after a reload uploads only the images still missing, twenty a request', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const launchpad = await openEditor(page, '다시 고른 폴더');
    const build = hashLipsBuild(4, [1, 2]);
    // What the API was sent and stored: one entry per request, the file names it answered for.
    const requests: string[][] = [];
    page.on('response', async (response) => {
      const request = response.request();
      if (request.method() !== 'POST' || !request.url().includes('/v1/uploads')) return;
      const answer = (await response.json()) as { items?: { fileName: string | null }[]; fileName?: string | null };
      // The order inside a request is the queue's; what counts is which images went together.
      requests.push((answer.items ?? [answer]).map((item) => item.fileName ?? '?').sort());
    });

    await pickForImport(page, [build.metadata]);
    await pickImageFolder(page, build.images);
    await expect(page.getByRole('region', { name: '이미지 올리기' }).getByRole('status')).toHaveText('2 / 2개 완료');
    // Both images in one request (up to twenty go together).
    await expect.poll(() => requests).toEqual([['1.png', '2.png']]);
    // The launch is 작성 중: the rows with their images saved by themselves; 3 and 4 wait for theirs.
    await expect(saveBar(page)).toContainText('고른 이미지를 모두 올리고 토큰을 저장했습니다.');
    const api = await creatorApi(page.request);
    expect((await api.tokens(launchpad)).map((token) => token.tokenId)).toEqual([1, 2]);

    // The rest of the images arrive in the same folder; the tab was reloaded meanwhile, and the draft kept.
    for (const n of [3, 4]) writeFileSync(join(build.images, `${n}.png`), makePng(160, 160));
    page.on('dialog', (dialog) => void dialog.accept());
    // The draft after the save: 1 and 2 saved, 3 and 4 still waiting for their images.
    await waitForEditionsDraft(page, { rows: 4, unsaved: 2 });
    await page.reload();
    const offer = page.getByRole('region', { name: '이 브라우저에 보관된 작성 내용이 있습니다' });
    await expect(offer).toBeVisible();
    // A draft waiting to be restored is not "all saved".
    await expect(saveBar(page)).toContainText('브라우저에 보관된 내용을 아직 복원하지 않았습니다.');
    await expect(saveBar(page)).not.toContainText('모든 변경 사항이 저장되었습니다.');
    await offer.getByRole('button', { name: '복원' }).click();
    await expect(cell(page, '1.png')).toBeVisible();

    await pickImageFolder(page, build.images);
    const images = page.getByRole('region', { name: '이미지 올리기' });
    await expect(images.getByRole('status')).toHaveText('2 / 2개 완료');
    await expect(images).toContainText('이미 올린 이미지 2개는 다시 올리지 않았습니다.');
    // Only the two still missing were sent, in one request: no image twice.
    await expect
      .poll(() => requests)
      .toEqual([
        ['1.png', '2.png'],
        ['3.png', '4.png'],
      ]);
    await expect(cell(page, '4.png')).toBeVisible();
    await expect(page.getByRole('region', { name: /오류가 있는 행/ })).toHaveCount(0);
    // Saved by themselves again: every token on the server with its image, and the step is done (no "이미지 N개 없음").
    await expect(saveBar(page)).toContainText('모든 변경 사항이 저장되었습니다.');
    const saved = await api.tokens(launchpad);
    expect(saved.map((token) => [token.tokenId, /^\/local\/uploads\//.test(token.imageUrl ?? '')])).toEqual(
      [1, 2, 3, 4].map((id) => [id, true]),
    );
    await expect(
      page.getByRole('navigation', { name: '런치패드 작업 단계' }).getByRole('listitem').filter({ hasText: '에디션' }),
    ).toHaveText(/4개 저장됨$/);
  });
});
