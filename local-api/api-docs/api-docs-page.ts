/** Where the reading page of the OpenAPI document lives, and its assets beside it. */
export const API_DOCS_PATH = '/local/api-docs';
export const OPENAPI_PATH = '/local/openapi.json';

/**
 * The page's policy: scripts and styles from this origin only (the viewer's bundle is served from
 * node_modules, never a CDN); Swagger UI sets style attributes, hence 'unsafe-inline' for styles
 * alone; it fetches nothing but the document.
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A page of its own on the local API (not an app route): the viewer's 1.7 MB never touches the
 * app's bundles, and the backend team reads it next to the API it describes. The frame is Korean;
 * the document and Swagger UI's controls are English, so that part is marked `lang="en"`.
 */
export function renderApiDocsPage(): string {
  return `<!doctype html>
<html lang="ko">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Creators Lab API 문서</title>
  <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
  <link rel="stylesheet" href="${API_DOCS_PATH}/api-docs.css">
</head>
<body>
  <header class="api-docs-header">
    <h1>Creators Lab API 문서</h1>
    <p>앱이 게이트웨이에 기대하는 요청과 응답입니다. <a href="${OPENAPI_PATH}">OpenAPI 3.1 문서 (JSON)</a></p>
  </header>
  <main id="api-docs" lang="en" aria-label="OpenAPI"></main>
  <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
  <script src="${API_DOCS_PATH}/api-docs.js"></script>
</body>
</html>`;
}

/** Swagger UI for reading: no "Try it out" (the page carries no token), every operation listed. */
export const API_DOCS_SCRIPT = `window.SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#api-docs',
  // Off: its links sit inside each operation's toggle button (nested interactive controls for axe).
  deepLinking: false,
  docExpansion: 'list',
  defaultModelsExpandDepth: -1,
  displayOperationId: true,
  supportedSubmitMethods: [],
  validatorUrl: null,
});
`;
