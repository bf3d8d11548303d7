import type { Browser, Page } from '@playwright/test';
import { signIn } from './app';

/** Where the second copy of a screen is open: another tab of the same browser, or another device. */
export type Elsewhere = '다른 탭' | '다른 기기';
export const ELSEWHERE: Elsewhere[] = ['다른 탭', '다른 기기'];

/**
 * A second page for the creator signed in on `page`: a new tab of the same context (its local storage
 * and session shared), or a new context signed in again (another device: nothing shared but the
 * server). `close` ends what it opened.
 */
export async function openElsewhere(
  browser: Browser,
  page: Page,
  where: Elsewhere,
  account: Parameters<typeof signIn>[1] = 'creator',
): Promise<{ other: Page; close: () => Promise<void> }> {
  if (where === '다른 탭') {
    const other = await page.context().newPage();
    return { other, close: () => other.close() };
  }
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: page.viewportSize(),
  });
  const other = await context.newPage();
  await signIn(other, account);
  return { other, close: () => context.close() };
}
