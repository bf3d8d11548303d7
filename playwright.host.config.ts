import { defineConfig } from '@playwright/test';
import { chromiumProject, sharedSettings } from './e2e/support/playwright-shared';

/**
 * Browser tests against the production host itself (deploy/nginx): the production build behind
 * nginx over HTTP/2 and TLS (a self-signed certificate for 127.0.0.1), in front of the local
 * creators API (fresh in-memory database), as `npm run serve` runs them. The host's port is
 * E2E_APP_PORT + 8 and its API's E2E_APP_PORT + 9 (E2E_HOST_PORT, E2E_HOST_API_PORT), clear of the
 * main suite's and the benches' ports, so they can run side by side.
 */
const appPort = Number(process.env.E2E_HOST_PORT ?? Number(process.env.E2E_APP_PORT ?? 4273) + 8);
const apiPort = Number(process.env.E2E_HOST_API_PORT ?? appPort + 1);
const appUrl = `https://127.0.0.1:${appPort}`;

const shared = sharedSettings(appUrl, 'test-results/host');

export default defineConfig({
  ...shared,
  testDir: 'e2e/host',
  // The local certificate is self-signed; what is tested is the host's answers, not the PKI.
  use: { ...shared.use, ignoreHTTPSErrors: true },
  // Local Network Access off: the framing test's page is served by the test itself, which
  // Chromium counts as a public site and would keep from framing 127.0.0.1 before the host answers.
  projects: [chromiumProject('host', ['--disable-features=LocalNetworkAccessChecks'])],
  webServer: {
    name: 'host',
    command: 'node scripts/ensure-nginx.mjs && node scripts/serve.mjs',
    url: `${appUrl}/login`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 180_000,
    // serve.mjs stops nginx and the API on SIGTERM (a kill of the group would leave its run folder behind).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      SERVE_PORT: String(appPort),
      SERVE_API_PORT: String(apiPort),
      SERVE_OUT_DIR: 'dist-host',
      LOCAL_API_DB: ':memory:',
    },
  },
});
