import type { Page } from '@playwright/test';

/** The paths behind the launchpad list's links: one single-edition and one multi-edition launchpad. */
export async function launchpadLinks(page: Page): Promise<{ single: string; multi: string; editions: string; auction: string }> {
  const hrefs = await page
    .getByRole('region', { name: '런치패드 목록' })
    .getByRole('link', { name: / 메타데이터$/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const single = hrefs.find((href) => href.endsWith('/single'))!;
  const multi = hrefs.find((href) => href.endsWith('/multi'))!;
  const id = single.split('/')[2];
  return { single, multi, editions: `${single}/editions-editor`, auction: `/launchpads/${id}/auction-description` };
}
