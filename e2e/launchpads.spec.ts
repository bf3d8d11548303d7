import { expect, test } from './support/stack';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { screenshotBothThemes } from './support/both-themes';
import { openNewLaunchpad, submitNewLaunchpad } from './support/new-launchpad';

test.describe('launchpad list', () => {
  test('a creator sees their launchpads with Korean chains and statuses, searches, and opens one', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const list = page.getByRole('region', { name: '런치패드 목록' }).getByRole('list');
    const search = page.getByRole('searchbox', { name: '런치패드 검색' });
    const seoul = list.getByRole('listitem').filter({ hasText: '서울의 밤 컬렉션' });
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'launchpads');
    // Other specs add launchpads on the same local API, newest first: the seeded ones are found by name.
    await search.fill('서울의 밤 컬렉션');
    await expect(seoul).toContainText('이더리움');
    await expect(seoul).toContainText('판매 중');

    await search.fill('루니버스');
    // The search's own result first: the count alone would also pass on the list before it (one row).
    await expect(list.getByRole('listitem').filter({ hasText: '루니버스 한정판 에디션' })).toContainText('루니버스');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await search.fill('서울의 밤 컬렉션');

    await seoul.getByRole('link', { name: '서울의 밤 컬렉션 경매 설명' }).click();
    await expect(page).toHaveURL(/\/launchpads\/\d+\/auction-description$/);
    await expect(page.getByRole('heading', { name: '경매 설명' })).toBeVisible();
  });

  test('a creator creates a launchpad: a blank name is refused at the field, then it opens at its metadata', async ({
    page,
  }) => {
    await signIn(page);
    const dialog = await openNewLaunchpad(page);
    await dialog.getByRole('button', { name: '만들기' }).click();
    await expect(dialog.getByText('내용을 작성해주세요.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const name = `${Date.now()} 겨울 드롭`;
    await submitNewLaunchpad(dialog, { name, kind: '멀티 에디션', chain: { label: '루니버스 (프라이빗 체인)' } });
    await expect(page).toHaveURL(/\/launchpads\/\d+\/collection-metadata\/multi$/);
    await expect(page.getByText(`런치패드 ‘${name}’을 만들었습니다.`)).toBeVisible();

    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '런치패드' }).click();
    const created = page.getByRole('region', { name: '런치패드 목록' }).getByRole('list').getByRole('listitem').first();
    await expect(created).toContainText(name);
    await expect(created).toContainText('루니버스');
    await expect(created).toContainText('작성 중');
  });

  test("a row's name opens the launchpad; the contract has copy and explorer links; the list grows with its rows under a sticky header", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    const region = page.getByRole('region', { name: '런치패드 목록' });
    const search = page.getByRole('searchbox', { name: '런치패드 검색' });
    const seoul = region.getByRole('listitem').filter({ hasText: '서울의 밤 컬렉션' });
    // Other specs add launchpads on the same local API, newest first: the seeded one is found by name.
    await search.fill('서울의 밤 컬렉션');
    const explorer = seoul.getByRole('link', { name: '서울의 밤 컬렉션 컨트랙트를 익스플로러에서 보기' });
    await expect(explorer).toHaveAttribute('href', /^https:\/\/etherscan\.io\/address\/0x[0-9a-fA-F]{40}$/);
    await expect(explorer).toHaveAttribute('target', '_blank');
    await seoul.getByRole('button', { name: '서울의 밤 컬렉션 컨트랙트 주소 복사' }).click();
    await expect(page.getByText('컨트랙트 주소를 복사했습니다.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect((await explorer.getAttribute('href'))?.endsWith(copied)).toBe(true);

    // The list is as tall as its rows, with no empty frame under them (6 demo launchpads and any made above).
    // The rows are virtual (only those near the window are in the DOM), so the last one is looked at
    // once the page is scrolled to the end.
    await search.fill('');
    const rows = region.getByRole('listitem');
    const total = Number((await page.getByText(/^전체 [\d,]+개$/).textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(6);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The seed's first launchpad is the oldest, so the last row once at the end.
    await expect(rows.last()).toContainText('서울의 밤 컬렉션');
    const frame = await region.boundingBox();
    const last = await rows.last().boundingBox();
    expect(frame!.y + frame!.height - (last!.y + last!.height)).toBeLessThan(4);

    // One mark per chain, and no two chains share one (앱스트랙트/아발란체 were both an "A").
    const marks = await rows.evaluateAll((items) =>
      items.map((item) => {
        // The chain's mark is drawn inline (ChainMark, 18 px; the copy and explorer icons are 14 px).
        const mark = item.querySelector('svg[width="18"]');
        return [mark?.outerHTML ?? '', mark?.nextElementSibling?.textContent ?? ''] as [string, string];
      }),
    );
    const byChain = new Map<string, string>();
    for (const [mark, chain] of marks) {
      expect(chain).not.toBe('');
      expect(mark).toMatch(/^<svg /);
      expect(byChain.get(chain) ?? mark).toBe(mark);
      byChain.set(chain, mark);
    }
    expect(new Set(byChain.values()).size).toBe(byChain.size);

    await search.fill('서울의 밤 컬렉션');
    await seoul.getByRole('link', { name: '서울의 밤 컬렉션', exact: true }).click();
    await expect(page).toHaveURL(/\/launchpads\/\d+\/collection-metadata\/single$/);
  });

  test('at 390 px every row keeps its name, status and work in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page);
    const rows = page.getByRole('region', { name: '런치패드 목록' }).getByRole('listitem');
    for (const row of [rows.first(), rows.nth(1)]) {
      await expect(row.getByText(/^(작성 중|심사 요청 전|심사 중|승인됨|판매 중|종료)$/)).toBeInViewport({ ratio: 1 });
      // A 작성 중 launch says how many steps are left, on the same line.
      for (const left of await row.getByText(/단계 남음$/).all()) await expect(left).toBeInViewport({ ratio: 1 });
      // The name opens the metadata; its own link gives the name the room.
      await expect(row.getByRole('link', { name: /메타데이터$/ })).toBeHidden();
      await expect(row.getByRole('link', { name: /경매 설명$/ })).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await screenshotBothThemes(page, 'launchpads-390');
  });
});
