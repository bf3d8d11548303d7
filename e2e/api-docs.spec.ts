import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './support/app';

/**
 * The OpenAPI document's reading page (/local/api-docs on the local API, reached through the app's
 * proxy as a backend engineer would): Swagger UI under the page's strict policy, rendering
 * /local/openapi.json. A script or style refused by the policy would leave the page blank.
 */
test('the API document page shows every endpoint and one opens to its answers', async ({ page }) => {
  // Swagger UI lays out 30 operations and axe reads all of them: slower than an app screen.
  test.slow();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/local/api-docs');
  await expect(page.getByRole('heading', { name: 'Creators Lab API 문서', level: 1 })).toBeVisible();

  // Swagger UI renders the path as text; a backend engineer finds an endpoint by it.
  const operation = page.getByRole('button', { name: /PUT\s*\/cl\/creators-lab\/v2\/launchpads\/\{id\}/ });
  await expect(operation).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.opblock')).toHaveCount(30);

  await operation.click();
  const opened = page.locator('#operations-launchpads-updateLaunchpad');
  await expect(opened.getByText('Change a launchpad’s name, dates or contract address').first()).toBeVisible();
  // The answers it lists, with their meanings: the stale-save and taken-address 409.
  await expect(opened.locator('.response[data-code="409"]')).toContainText('Another launchpad holds this chain id');
  await expect(opened.locator('.response[data-code="403"]')).toContainText('has not agreed to the terms');

  await expectNoSeriousA11yViolations(page);
  expect(refused).toEqual([]);
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: 'screenshots/api-docs-light.png' });
});
