import type { Page, Response } from '@playwright/test';

/**
 * Runs `action` and waits for the creators API's answer to the request it makes (`method` on a path that
 * contains `path`, e.g. `creators/12/submit`): a test waits on the request, never on a fixed time.
 */
export async function answerTo(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  action: () => Promise<unknown>,
): Promise<Response> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname.includes(path),
  );
  await action();
  return answer;
}
