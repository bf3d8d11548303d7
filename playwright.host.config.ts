import { defineConfig } from '@playwright/test';
import { apiPort, appPort, appUrl, httpPort, serveStateFile } from './e2e/host/host-ports';
import { chromiumProject, sharedSettings } from './e2e/support/playwright-shared';

/**
 * Browser tests against the production host itself (deploy/nginx): the production build behind
 * nginx over HTTP/2 and TLS (a self-signed certificate for 127.0.0.1), in front of the local
 * creators API (a throwaway database that outlives the API's restarts), as `npm run serve` runs
 * them. Ports (e2e/host/host-ports.ts): E2E_APP_PORT + 8 to + 12, clear of the main suite's and the
 * benches' ports, so they can run side by side.
 */
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
      SERVE_HTTP_PORT: String(httpPort),
      SERVE_STATE_FILE: serveStateFile,
      // The outage tests stop the API on purpose: nginx's "connect() failed" lines would fill the log.
      HOST_ERROR_LOG: 'crit',
      SERVE_OUT_DIR: 'dist-host',
      LOCAL_API_DB: ':memory:',
    },
  },
});
