import { type Page } from '@playwright/test';
import { expect, test } from './support/stack';
import { renderAuctionPreview, PREVIEW_FONT_STACK } from '../local-api/auction-preview/preview-page';
import type { AuctionDescription } from '../src/domain/auction/auction-description';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './support/app';

// A long Korean title and an image link that cannot load (nothing serves it): the two things that broke the page.
const description = {
  launchpadId: 1,
  title: '서울의 밤을 그린 연작 작품입니다 새벽까지 이어지는 도시의 불빛',
  artistName: '김하늘',
  summary: '도시의 밤과 새벽을 그린 연작 작품입니다.',
  items: [
    {
      name: '새벽의 한강 다리 위에서 바라본 도시',
      description: '작품 설명입니다.',
      imageUrl: '/local/uploads/missing.png',
    },
    { name: '이미지 없는 작품', description: '', imageUrl: null },
  ],
  visible: true,
  projectInfo: '하늘스튜디오의 첫 컬렉션입니다.',
  links: { website: 'https://haneul.example', youtube: '', instagram: '', x: '', kakaoTalk: '' },
  status: 'DRAFT',
  updatedAt: '2026-11-25T09:00:00.000Z',
  submittedAt: null,
} as unknown as AuctionDescription;

/** The words of a text that the browser laid out over more than one line (a word broken in the middle). */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const node = element.firstChild!;
      const text = node.textContent ?? '';
      const broken: string[] = [];
      let start = 0;
      for (const word of text.split(' ')) {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + word.length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(word);
        start += word.length + 1;
      }
      return broken;
    }),
  );
}

test.describe('미리보기 page', () => {
  for (const width of [390, 1440]) {
    test(`at ${width} px: Korean wraps between words, the app's type, a placeholder for a broken image; axe in light and dark`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(renderAuctionPreview(description, '2026-11-25T10:00:00.000Z'));
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveCSS('word-break', 'keep-all');
      await expect(page.locator('body')).toHaveCSS('font-family', PREVIEW_FONT_STACK.replaceAll("'", '"'));
      expect(await brokenWords(page, 'h1')).toEqual([]);
      expect(await brokenWords(page, '.item h3')).toEqual([]);

      const broken = page.locator('.item').first();
      const image = broken.locator('img');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
        .toBe(true);
      // The broken image shows nothing of its own (no alt text spilled) over the placeholder's words.
      await expect(image).toHaveAttribute('alt', '');
      await expect(broken.getByText('이미지를 불러오지 못했습니다')).toBeVisible();
      const media = await broken.locator('.media').boundingBox();
      expect(media?.height).toBeGreaterThan(100);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      mkdirSync('screenshots', { recursive: true });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: `screenshots/auction-preview-${width}-${scheme}.png`, fullPage: true });
      }
    });
  }
});
