import { type Page } from '@playwright/test';
import { expect, test } from './support/stack';
import { chainUrl } from './chain/chain-server';
import { deployTestContracts } from './chain/test-contracts';
import { creatorApi } from './support/api';
import { signIn } from './support/app';
import { lookInPlace } from './support/both-themes';
import { createLaunchpad } from './support/new-launchpad';
import { answerTo } from './support/requests';
import { ELSEWHERE, openElsewhere } from './support/two-tabs';

/**
 * Issue 39, every save goes through the conflicting-save flow: the creator profile and the contract, saved
 * from another tab of the same browser or from another device after this one loaded them, are never
 * overwritten silently: the later save asks, and what it typed is kept either way.
 */

const OPENS = { timeout: 20_000 };
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: '다른 곳에서 먼저 저장된 내용이 있습니다' });
const TIME = /\d{4}년 \d{1,2}월 \d{1,2}일 (오전|오후) \d{1,2}:\d{2}:\d{2}/;

test.describe('the creator profile saved elsewhere first', () => {
  for (const where of ELSEWHERE) {
    test(`${where}: the later 제출 asks instead of erasing the 소개 submitted first; 최신 내용 불러오기 shows it and 복원 brings the typed text back`, async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const api = await creatorApi(request);
      const profile = (await api.creatorProfiles()).find((p) => p.name === '하늘스튜디오')!;
      await signIn(page);
      const url = `/me/creators/${profile.id}`;
      const about = (p: Page) =>
        p.getByRole('form', { name: '크리에이터 프로필 편집' }).getByRole('textbox', { name: '소개' });
      const submit = async (p: Page) => {
        await p.getByRole('form', { name: '크리에이터 프로필 편집' }).getByRole('button', { name: '제출' }).click();
        const question = p.getByRole('dialog', { name: /제출하시겠습니까\?$/ });
        return answerTo(p, 'POST', `/creators/${profile.id}/submit`, () =>
          question.getByRole('button', { name: /제출$/ }).click(),
        );
      };
      await page.goto(url);
      await expect(about(page)).toBeVisible(OPENS);
      const { other, close } = await openElsewhere(browser, page, where);
      await other.goto(url);
      await expect(about(other)).toBeVisible(OPENS);

      await about(page).fill(`${where}에서 먼저 쓴 소개`);
      expect((await submit(page)).status()).toBe(200);
      await expect(page.getByText('크리에이터 프로필을 제출했습니다.')).toBeVisible();

      await about(other).fill(`${where}: 나중에 쓴 소개`);
      expect((await submit(other)).status()).toBe(409);
      const dialog = conflictDialog(other);
      await expect(dialog.getByTestId('conflict-latest-at')).toHaveText(TIME);
      expect((await api.creatorProfile(profile.id)).description).toBe(`${where}에서 먼저 쓴 소개`);
      await expect(about(other)).toHaveValue(`${where}: 나중에 쓴 소개`);
      if (where === '다른 기기') await lookInPlace(other, 'save-conflict-profile');

      await dialog.getByRole('button', { name: '최신 내용 불러오기' }).click();
      await expect(about(other)).toHaveValue(`${where}에서 먼저 쓴 소개`);
      await other
        .getByRole('region', { name: '이 브라우저에 보관된 작성 내용이 있습니다' })
        .getByRole('button', { name: '복원' })
        .click();
      await expect(about(other)).toHaveValue(`${where}: 나중에 쓴 소개`);
      // Now based on the latest version: submitted on purpose, it goes through.
      expect((await submit(other)).status()).toBe(200);
      expect((await api.creatorProfile(profile.id)).description).toBe(`${where}: 나중에 쓴 소개`);
      await close();
    });
  }
});

test.describe('the contract saved elsewhere first', () => {
  for (const where of ELSEWHERE) {
    test(`${where}: the later 저장 asks instead of replacing the contract kept first; 덮어쓰기 keeps the typed one on purpose`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      // Contracts of its own: one chain address belongs to one launchpad, and the other test keeps its own.
      const deployed = await deployTestContracts(chainUrl(), 0);
      await signIn(page, 'artist');
      await createLaunchpad(page, `충돌 컨트랙트 ${where} ${Date.now()}`, '싱글 에디션 (1/1)');
      await expect(page).toHaveURL(/\/collection-metadata\/single$/);
      const url = page.url();
      const address = (p: Page) => p.getByRole('textbox', { name: '컨트랙트 주소' });
      const bar = (p: Page) => p.getByRole('region', { name: '컨트랙트 단계 작업' });
      // A kept contract shows as itself (main: the field opens again only with 다른 컨트랙트로 바꾸기).
      const kept = (p: Page) => p.getByRole('region', { name: '저장된 컨트랙트' });
      const save = async (p: Page, value: string) => {
        await address(p).fill(value);
        await bar(p).getByRole('button', { name: '컨트랙트 확인' }).click();
        await expect(p.getByRole('table', { name: '체인에서 확인한 내용' })).toBeVisible(OPENS);
        return answerTo(p, 'POST', '/v1/contracts', () => bar(p).getByRole('button', { name: '저장' }).click());
      };
      await expect(address(page)).toBeVisible(OPENS);
      const { other, close } = await openElsewhere(browser, page, where, 'artist');
      await other.goto(url);
      await expect(address(other)).toBeVisible(OPENS);

      expect((await save(page, deployed.ownedByCreator)).status()).toBe(200);
      await expect(page.getByText('컨트랙트를 저장했습니다.')).toBeVisible();

      expect((await save(other, deployed.erc721)).status()).toBe(409);
      const dialog = conflictDialog(other);
      await expect(dialog.getByTestId('conflict-mine-at')).toHaveText('저장된 적 없음');
      await expect(dialog.getByTestId('conflict-latest-at')).toHaveText(TIME);
      await expect(address(other)).toHaveValue(deployed.erc721);
      await page.reload();
      await expect(kept(page)).toContainText(deployed.ownedByCreator, OPENS);

      await dialog.getByRole('button', { name: '내 내용으로 덮어쓰기' }).click();
      await expect(other.getByText('컨트랙트를 저장했습니다.')).toBeVisible();
      await page.reload();
      await expect(kept(page)).toContainText(deployed.erc721, OPENS);
      await close();
    });
  }
});
