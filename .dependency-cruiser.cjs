/**
 * Layer rules (README.md, "Layout" and "Where to start reading"): dependencies point inwards only.
 * domain ← application ← infrastructure / presentation; only src/main knows every layer.
 *
 * The rules hold for test files too: a test beside its code imports what that code may, plus vitest
 * and the test kit below. A check that two parts agree (the domain against the API contract, the
 * app's copy against the local API's, index.html against the token store) is not any one layer's
 * test: it lives in tests/cross-layer. A test through the whole container lives in tests/integration.
 */
const TEST = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment: 'domain: entities, valibot schemas and pure rules; no framework, no other layer',
      severity: 'error',
      from: { path: '^src/domain', pathNot: TEST },
      to: {
        pathNot: ['^src/domain', 'node_modules/valibot'],
      },
    },
    {
      name: 'domain-tests-are-pure',
      comment:
        'a domain test checks the pure rules with vitest alone, and the sample records (tests/fakes/sample-data: domain types only); a comparison with the contract or ethers belongs to tests/cross-layer',
      severity: 'error',
      from: { path: `^src/domain/.*${TEST}` },
      to: { pathNot: ['^src/domain', '^tests/fakes/sample-data\\.ts$', 'node_modules/(valibot|vitest)/'] },
    },
    {
      name: 'application-only-domain',
      comment: 'application: use cases and ports; domain, valibot and inversify decorators only',
      severity: 'error',
      from: { path: '^src/application', pathNot: TEST },
      to: { pathNot: ['^src/domain', '^src/application', 'node_modules/(valibot|inversify)/'] },
    },
    {
      name: 'application-tests-use-fakes',
      comment:
        'a use case is tested with fakes of its ports (tests/fakes), never an adapter or the container (that is tests/integration)',
      severity: 'error',
      from: { path: `^src/application/.*${TEST}` },
      to: { pathNot: ['^src/domain', '^src/application', '^tests/fakes/', 'node_modules/(valibot|inversify|vitest)/'] },
    },
    {
      name: 'application-ports-below-use-cases',
      comment:
        'a port names what it needs in domain terms: it imports no read, use case or other part of the application above it (no arrow runs back up)',
      severity: 'error',
      from: { path: '^src/application/ports/' },
      to: { path: '^src/application/', pathNot: '^src/application/(ports|errors)/' },
    },
    {
      name: 'application-reads-below-use-cases',
      comment:
        'the reads (each read as a cache definition, and each page’s reads) sit on the ports: a read needs no use case (listEveryLaunchpad is a read)',
      severity: 'error',
      from: { path: '^src/application/reads/' },
      to: { path: '^src/application/', pathNot: '^src/application/(ports|reads|errors)/' },
    },
    {
      name: 'launch-lock-one-reader-per-side',
      comment:
        'the launch lifecycle is read in one place on each side: the app’s application/launchpads/launch-lock.ts (the workspace frame and every save use case ask it) and the local API’s routes/launch-lifecycle.ts; the fakes refuse as the local API does',
      severity: 'error',
      from: {
        pathNot: [
          '^src/application/launchpads/launch-lock\\.ts$',
          '^local-api/routes/launch-lifecycle\\.ts$',
          '^tests/fakes/fake-creators-server\\.ts$',
          // Its sentences only, rendered with every catalogue for the glossary's check.
          '^tests/support/catalogue-texts\\.ts$',
        ],
      },
      to: { path: '^src/domain/launchpad/launch-lifecycle\\.ts$' },
    },
    {
      name: 'query-client-in-infrastructure',
      comment:
        'the TanStack client is created and held in src/infrastructure (TanstackReadCache) and wired in src/main; everything else (the app, the tests, the local API) holds the ReadCache port or builds the client through infrastructure/cache/query-client.ts',
      severity: 'error',
      from: { pathNot: '^src/(infrastructure|main)/' },
      to: { path: 'node_modules/@tanstack/(query-core|react-query)' },
    },
    {
      name: 'infrastructure-not-presentation',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/(presentation|main)' },
    },
    {
      name: 'presentation-not-infrastructure',
      comment: 'views and view-models reach adapters only through ports; no ethers or window.ethereum helpers',
      severity: 'error',
      from: { path: '^src/presentation' },
      to: { path: ['^src/(infrastructure|main)', 'node_modules/(ethers|@metamask|@sentry|better-sqlite3|hono)'] },
    },
    {
      name: 'routes-on-top',
      comment:
        'the route table imports the shell and the pages; nothing in presentation imports it back (links and params live in navigation/)',
      severity: 'error',
      from: { path: '^src/presentation', pathNot: '^src/presentation/routes' },
      to: { path: '^src/presentation/routes' },
    },
    {
      name: 'shared-is-shared',
      comment:
        'presentation/shared (copy, forms, queries, states, skeletons, navigation…) serves every feature and knows none of them',
      severity: 'error',
      from: { path: '^src/presentation/shared/' },
      to: { path: '^src/presentation/', pathNot: '^src/presentation/shared/' },
    },
    {
      name: 'features-apart',
      comment:
        'a feature folder imports only presentation/shared and its own files; pages, routes and the shell compose features',
      severity: 'error',
      from: {
        path: '^src/presentation/([^/]+)/',
        pathNot: '^src/presentation/(shared|pages|routes|shell|launchpad-workspace)/',
      },
      to: { path: '^src/presentation/', pathNot: ['^src/presentation/shared/', '^src/presentation/$1/'] },
    },
    {
      name: 'workspace-composes-its-steps',
      comment: 'the launchpad workspace frames its steps (contract, metadata, editions, auction) and nothing else',
      severity: 'error',
      from: { path: '^src/presentation/launchpad-workspace/' },
      to: {
        path: '^src/presentation/',
        pathNot:
          '^src/presentation/(shared|launchpad-workspace|contract-step|collection-metadata|editions|auction-description)/',
      },
    },
    {
      name: 'code-not-tests',
      comment: 'what ships (and the local API) never imports the test kit',
      severity: 'error',
      from: { path: '^(src|contract|local-api)/', pathNot: [TEST, '^local-api/test-support/'] },
      to: { path: '^tests/' },
    },
    {
      name: 'fakes-stand-alone',
      comment:
        "a fake stands in for one port; putting the fakes together is tests/support (the tests' composition root)",
      severity: 'error',
      from: { path: '^tests/fakes/' },
      to: { path: ['^src/main/', '^tests/(support|integration|cross-layer)/'] },
    },
    {
      name: 'contract-only-domain',
      comment: 'the API contract is shared by the app and the local API; it knows only domain schemas',
      severity: 'error',
      from: { path: '^contract' },
      to: { pathNot: ['^contract', '^src/domain', 'node_modules/valibot'] },
    },
    {
      name: 'local-api-apart',
      comment: 'the local API shares the contract and domain rules, nothing of the app itself',
      severity: 'error',
      from: { path: '^local-api' },
      to: { path: '^src/(application|infrastructure|presentation|main)' },
    },
    {
      name: 'app-not-local-api',
      severity: 'error',
      from: { path: '^src' },
      to: { path: '^local-api' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
