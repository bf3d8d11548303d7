import { expect, test } from './support/stack';
import { mkdirSync, readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './support/app';

/**
 * The OpenAPI document's reading page (/local/api-docs on the local API, reached through the app's
 * proxy as a backend engineer would): Swagger UI under the page's strict policy, rendering
 * /local/openapi.json. A script or style refused by the policy would leave the page blank.
 */
/** The operations the document holds (docs/openapi.json, generated from the contract and kept fresh by a test). */
const operations = (() => {
  const doc = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as { paths: Record<string, object> };
  const methods = new Set(['get', 'put', 'post', 'patch', 'delete']);
  return Object.values(doc.paths).flatMap((path) => Object.keys(path).filter((key) => methods.has(key))).length;
})();

test('the API document page shows every endpoint and one opens to its answers', async ({ page }) => {
  // Swagger UI lays out every operation (about 30) and axe reads them all: slower than an app screen.
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
  expect(operations).toBeGreaterThanOrEqual(30);
  await expect(page.locator('.opblock')).toHaveCount(operations);

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
