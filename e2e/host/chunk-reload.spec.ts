import { readFileSync, existsSync, renameSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signIn } from '../support/app';
import { expect, routeThatMustMatch, test } from '../support/routes';

/**
 * Requirements §8 on every load: a route chunk that cannot be fetched (a deploy replaced the build)
 * reloads the page once, on a direct load as on an in-app navigation (production-host.spec.ts);
 * a second failure within 10 s is not a stale deploy: the Korean error page with 새로고침.
 */

const DIST = 'dist-host';

/** Hides a page's chunk (and its compressed copies) as a new deploy would; returns the restore. */
function hideChunk(source: string): { chunk: string; restore: () => void } {
  const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source]!.file;
  const paths = ['', '.gz', '.br'].map((suffix) => `${DIST}/${chunk}${suffix}`).filter((path) => existsSync(path));
  for (const path of paths) renameSync(path, `${path}.gone`);
  let restored = false;
  return {
    chunk,
    restore: () => {
      if (restored) return;
      restored = true;
      for (const path of paths) renameSync(`${path}.gone`, path);
    },
  };
}

function chunkAnswers(page: Page, chunk: string): number[] {
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(`/${chunk}`)) answers.push(response.status());
  });
  return answers;
}

test.describe('a missing route chunk (requirements §8)', () => {
  test('on a direct load, the page reloads once and shows the page', async ({ page }) => {
    await signIn(page);
    const { chunk, restore } = hideChunk('src/presentation/pages/me/creators-page.tsx');
    try {
      const answers = chunkAnswers(page, chunk);
      let documents = 0;
      await routeThatMustMatch(page, '**/me/creators', async (route) => {
        if (route.request().isNavigationRequest()) {
          documents++;
          // The reload finds the new deploy complete.
          if (documents === 2) restore();
        }
        await route.continue();
      });
      await page.goto('/me/creators');
      await expect(page.getByRole('list', { name: '크리에이터 목록' })).toBeVisible({ timeout: 20_000 });
      expect(documents).toBe(2);
      expect(answers[0]).toBe(404);
      expect(answers.at(-1)).toBe(200);
    } finally {
      restore();
    }
  });

  test('missing again within 10 s, it stops reloading and shows the Korean error page with 새로고침', async ({
    page,
  }) => {
    await signIn(page);
    const { restore } = hideChunk('src/presentation/pages/me/company-page.tsx');
    try {
      let documents = 0;
      await routeThatMustMatch(page, '**/me/company', async (route) => {
        if (route.request().isNavigationRequest()) documents++;
        await route.continue();
      });
      await page.goto('/me/company');
      await expect(page.getByRole('heading', { name: '오류가 발생했습니다' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: '새로고침' })).toBeVisible();
      // Inside the layout: the header stays.
      await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
      // No third load: once nothing is in flight (a reload would be), still two documents and the error page.
      await page.waitForLoadState('networkidle');
      expect(documents).toBe(2);
      await expect(page.getByRole('heading', { name: '오류가 발생했습니다' })).toBeVisible();
      // The deploy completes: 새로고침 loads the page.
      restore();
      await page.getByRole('button', { name: '새로고침' }).click();
      await expect(page.getByText('하늘스튜디오 주식회사')).toBeVisible({ timeout: 20_000 });
    } finally {
      restore();
    }
  });
});
