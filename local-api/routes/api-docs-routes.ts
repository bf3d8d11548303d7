import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Hono } from 'hono';
import {
  API_DOCS_CSP,
  API_DOCS_PATH,
  API_DOCS_SCRIPT,
  OPENAPI_PATH,
  renderApiDocsPage,
} from '../api-docs/api-docs-page';
import type { ApiEnv } from '../http/api-env';
import { buildOpenApi } from '../openapi/build-openapi';

const nodeModules = createRequire(import.meta.url);

/** A file read once, on its first request (the page is for people, not every test run). */
function lazyFile(read: () => string): () => string {
  let text: string | undefined;
  return () => (text ??= read());
}

const swaggerFile = (name: string) =>
  lazyFile(() => readFileSync(nodeModules.resolve(`swagger-ui-dist/${name}`), 'utf8'));
const assets: Record<string, { type: string; body: () => string }> = {
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', body: swaggerFile('swagger-ui-bundle.js') },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: swaggerFile('swagger-ui.css') },
  'api-docs.css': {
    type: 'text/css; charset=utf-8',
    body: lazyFile(() => readFileSync(new URL('../api-docs/api-docs.css', import.meta.url), 'utf8')),
  },
  'api-docs.js': { type: 'text/javascript; charset=utf-8', body: () => API_DOCS_SCRIPT },
};

/**
 * GET /local/openapi.json: the OpenAPI document of the contract, built when first asked (the same
 * text `npm run openapi` writes to docs/openapi.json). GET /local/api-docs: a page that renders it.
 */
export function registerApiDocsRoutes(app: Hono<ApiEnv>): void {
  const document = lazyFile(() => JSON.stringify(buildOpenApi()));

  app.get(OPENAPI_PATH, (c) =>
    c.body(document(), 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  app.get(API_DOCS_PATH, (c) =>
    c.html(renderApiDocsPage(), 200, { 'Content-Security-Policy': API_DOCS_CSP, 'Cache-Control': 'no-cache' }),
  );

  app.get(`${API_DOCS_PATH}/:asset`, (c) => {
    const asset = assets[c.req.param('asset')];
    if (!asset) return c.notFound();
    return c.body(asset.body(), 200, { 'Content-Type': asset.type, 'Cache-Control': 'no-cache' });
  });
}
