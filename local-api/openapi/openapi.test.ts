import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorsApi } from '../../contract/creators-api';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { buildOpenApi, openApiPath, openApiText } from './build-openapi';

type Operation = { operationId: string; responses: Record<string, unknown>; security?: unknown[] };
const document = buildOpenApi() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), ...operation })),
);

describe('the OpenAPI document of the contract', () => {
  it('docs/openapi.json is what npm run openapi writes now (run it after changing contract/)', () => {
    const committed = readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8');
    expect(committed, 'docs/openapi.json is stale: run `npm run openapi`').toBe(openApiText());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has one operation per endpoint of the contract, at its path and method', () => {
    const endpoints = Object.entries(creatorsApi);
    expect(operations).toHaveLength(endpoints.length);
    for (const [name, endpoint] of endpoints) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
      expect(operation?.security, name).toEqual(endpoint.public ? [] : undefined);
    }
  });

  it('gives every operation its success answer and the error answers the contract implies', () => {
    const byId = Object.fromEntries(operations.map((o) => [o.operationId, Object.keys(o.responses)]));
    expect(byId.getLaunchpad).toEqual(['200', '400', '401', '404']);
    expect(byId.listCreators).toEqual(['200', '401']);
    expect(byId.createLaunchpad).toEqual(['201', '400', '401', '403', '413']);
    // baseUpdatedAt in the body: the stale-save 409; the address rule: the taken-contract 409.
    expect(byId.submitSingleMetadata).toContain('409');
    expect(byId.submitAuctionDescription).toContain('409');
    expect(byId.upsertContract).toEqual(['200', '400', '401', '403', '404', '409', '413']);
    expect(byId.uploadImage).toEqual(['201', '400', '401', '403', '413', '415']);
    for (const operation of operations) expect(operation.responses['401'], operation.operationId).toBeDefined();
  });
});

describe('GET /local/openapi.json and /local/api-docs', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  it('serves the same document, with no sign-in', async () => {
    const response = await fetch(`${t.url}/local/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(openApiText()));
  });

  it('serves the reading page under a policy that allows only its own scripts and styles', async () => {
    const page = await fetch(`${t.url}/local/api-docs`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    const html = await page.text();
    for (const src of [...html.matchAll(/(?:src|href)="(\/local\/api-docs\/[^"]+)"/g)].map((m) => m[1])) {
      const asset = await fetch(`${t.url}${src}`);
      expect(asset.status, src).toBe(200);
      await asset.arrayBuffer();
    }
    expect((await fetch(`${t.url}/local/api-docs/nothing.js`)).status).toBe(404);
  });
});
