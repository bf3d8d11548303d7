import type { Page } from '@playwright/test';

/** The paths behind the launchpad list's links: one single-edition and one multi-edition launchpad. */
export async function launchpadLinks(
  page: Page,
): Promise<{ single: string; multi: string; editions: string; auction: string }> {
  const hrefs = await page
    .getByRole('region', { name: '런치패드 목록' })
    .getByRole('link', { name: / 메타데이터$/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const single = hrefs.find((href) => href.endsWith('/single'))!;
  const multi = hrefs.find((href) => href.endsWith('/multi'))!;
  const id = single.split('/')[2];
  return { single, multi, editions: `${single}/editions-editor`, auction: `/launchpads/${id}/auction-description` };
}

/**
 * Opens a seeded launchpad's link (`${name} 컬렉션 메타데이터`, `${name} 경매 설명`) from the list, found by
 * its search: the list shows the newest first and renders only the rows in view, so once other
 * tests have added enough launchpads on the same API, a seeded one is no longer on screen.
 */
export async function openFromList(page: Page, name: string, link: '컬렉션 메타데이터' | '경매 설명'): Promise<void> {
  const list = page.getByRole('region', { name: '런치패드 목록' });
  await page.getByRole('searchbox', { name: '런치패드 검색' }).fill(name);
  await list.getByRole('link', { name: `${name} ${link}` }).click();
}
