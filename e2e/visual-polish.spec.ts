import { expect, type Page } from '@playwright/test';
import { test } from './support/routes';
import { creatorApi } from './support/api';
import { handOver, signIn } from './support/app';
import { checkScreen, filledActions, type Screen } from './support/screen-check';

/**
 * Every screen at phone (390 px) and desktop (1440 px) width, light and dark: no horizontal scroll,
 * no text cut off or pushed off screen, axe clean, and a screenshot of each to look at.
 * Named to run after shell.spec.ts: it signs the newcomer in (who then has agreed to the terms).
 */
const OPENS = { timeout: 20_000 };

test.describe('every screen at 390 and 1440 px, light and dark', () => {
  test('signed out: 로그인, the consent step and the sign-in failure', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/login');
    await checkScreen(page, {
      name: 'login',
      open: async (p) => {
        await p.goto('/login');
        await expect(p.getByRole('heading', { name: 'Creators Lab 로그인' })).toBeVisible();
      },
    });
    await checkScreen(page, {
      name: 'consent',
      open: async (p) => {
        await p.goto(await handOver(p, 'newcomer', { termsAgreed: false }));
        await expect(p.getByRole('heading', { name: '약관 동의' })).toBeVisible(OPENS);
      },
    });
    // Nothing agreed: back to the sign-in card, signed out.
    await page.getByRole('button', { name: '취소' }).click();
    await checkScreen(page, {
      name: 'login-error',
      open: async (p) => {
        await p.goto('/login?token=not-a-token&termsAgreed=true');
        await expect(p.getByRole('heading', { name: '로그인하지 못했습니다' })).toBeVisible(OPENS);
      },
    });
  });

  test('the newcomer’s empty launchpads: one primary action', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'newcomer');
    await checkScreen(page, {
      name: 'launchpads-empty',
      open: async (p) => {
        await p.goto('/launchpads');
        await expect(p.getByText('아직 런치패드가 없습니다')).toBeVisible(OPENS);
      },
    });
    // One filled (primary) button or link on the whole screen: the setup checklist's next task (the
    // newcomer has no phone number yet), and one 런치패드 만들기, the open checklist's (issue 38).
    await page.goto('/launchpads');
    await expect(page.getByText('아직 런치패드가 없습니다')).toBeVisible(OPENS);
    await expect(page.getByRole('link', { name: '휴대폰 번호 등록' })).toBeVisible(OPENS);
    expect(await page.evaluate(filledActions)).toEqual(['휴대폰 번호 등록']);
    await expect(page.getByRole('button', { name: /런치패드 만들기/ })).toHaveCount(1);
  });

  test('a creator’s screens: launchpads, the workspace steps, the editions, the auction, /me and not-found', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const api = await creatorApi(request);
    const id = await api.launchpadWithContract(`폭 확인 ${Date.now()}`, 'SINGLE', 'Night City');
    await api.singleTokens(id, ['남산의 밤', '한강의 새벽을 바라보는 긴 이름의 작품']);
    // A name as long as creators give and tests leave behind: it takes two lines, never an ellipsis.
    await api.newLaunchpad(`한강의 새벽을 바라보는 아주 긴 이름의 컬렉션 ${Date.now()}`, 'MULTI');
    await signIn(page);
    const screens: Screen[] = [
      {
        name: 'launchpads',
        open: async (p) => {
          await p.goto('/launchpads');
          await expect(p.getByRole('region', { name: '런치패드 목록' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'create-dialog',
        open: async (p) => {
          await p.goto('/launchpads');
          await p.getByRole('button', { name: '런치패드 만들기' }).click();
          await expect(p.getByRole('dialog', { name: '새 런치패드' })).toBeVisible();
        },
      },
      {
        name: 'contract-step',
        open: async (p) => {
          await p.goto(`/launchpads/${id}/collection-metadata/single?step=1`);
          await expect(p.getByRole('region', { name: '저장된 컨트랙트' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'metadata-step',
        open: async (p) => {
          await p.goto(`/launchpads/${id}/collection-metadata/single?step=2`);
          await expect(p.getByRole('form', { name: '컬렉션 메타데이터 편집' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'editions',
        open: async (p) => {
          await p.goto(`/launchpads/${id}/collection-metadata/single/editions-editor`);
          await expect(p.getByRole('heading', { name: '에디션', exact: true })).toBeVisible(OPENS);
        },
      },
      {
        name: 'auction',
        open: async (p) => {
          await p.goto(`/launchpads/${id}/auction-description`);
          await expect(p.getByRole('form', { name: '경매 설명 작성' })).toBeVisible(OPENS);
        },
      },
      ...(['info', 'wallet', 'company', 'creators'] as const).map((tab) => ({
        name: `me-${tab}`,
        open: async (p: Page) => {
          await p.goto(`/me/${tab}`);
          await expect(
            p.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: /./ }).first(),
          ).toBeVisible(OPENS);
        },
      })),
      {
        name: 'me-creator',
        open: async (p) => {
          await p.goto('/me/creators/2');
          await expect(p.getByRole('form', { name: '크리에이터 프로필 편집' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'not-found',
        open: async (p) => {
          await p.goto('/no/such/page');
          await expect(p.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible(OPENS);
        },
      },
    ];
    for (const screen of screens) await checkScreen(page, screen);
  });

  test('the rest of a creator’s screens: the multi-edition metadata, a new launchpad’s contract step with the deploy panel, the rename dialog, an import’s report and the kept draft', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const api = await creatorApi(request);
    const multi = await api.launchpadWithContract(`멀티 폭 확인 ${Date.now()}`, 'MULTI', 'Many Nights');
    const fresh = await api.newLaunchpad(`새 런치패드 ${Date.now()}`, 'SINGLE');
    const importing = await api.launchpadWithContract(`가져오기 확인 ${Date.now()}`, 'SINGLE', 'Import City');
    await signIn(page);
    // The editions' unsaved import asks before each reload (the leave guard): the reload goes ahead.
    page.on('dialog', (dialog) => void dialog.accept());
    const screens: Screen[] = [
      {
        name: 'metadata-multi',
        open: async (p) => {
          await p.goto(`/launchpads/${multi}/collection-metadata/multi?step=2`);
          await expect(p.getByRole('form', { name: '컬렉션 메타데이터 편집' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'contract-deploy',
        open: async (p) => {
          await p.goto(`/launchpads/${fresh}/collection-metadata/single?step=1`);
          await p.getByRole('button', { name: '새 컨트랙트 배포' }).click();
          await expect(p.getByRole('button', { name: '새 컨트랙트 배포' })).toBeHidden();
        },
      },
      {
        name: 'rename-dialog',
        open: async (p) => {
          await p.goto(`/launchpads/${multi}/auction-description`);
          await p.getByRole('button', { name: /이름 변경$/ }).click();
          await expect(p.getByRole('dialog', { name: '런치패드 이름 변경' })).toBeVisible(OPENS);
        },
      },
      {
        name: 'editions-import',
        open: async (p) => {
          await p.goto(`/launchpads/${importing}/collection-metadata/single/editions-editor`);
          await expect(p.getByRole('heading', { name: '에디션', exact: true })).toBeVisible(OPENS);
          const chooser = p.waitForEvent('filechooser');
          await p.getByRole('toolbar', { name: '에디션 도구' }).getByRole('button', { name: '가져오기' }).click();
          const csv = [
            'token_id,name,description,image,attributes',
            '1,첫 번째 밤,남산의 야경,,',
            '2,,한강의 다리,,',
            'x3,세 번째 밤,,,',
          ].join('\n');
          await (await chooser).setFiles({ name: 'editions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
          await expect(p.getByRole('region', { name: /^오류가 있는 행/ })).toBeVisible(OPENS);
        },
      },
    ];
    for (const screen of screens) await checkScreen(page, screen);
  });
});
