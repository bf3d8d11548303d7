import { defineConfig } from '@playwright/test';
import { chainServerCommand } from './e2e/chain/chain-server';
import { chromiumProject, sharedSettings } from './e2e/support/playwright-shared';

/**
 * The console check (e2e/console-clean.spec.ts) against the Vite dev server, as `npm start` runs the
 * app: React and react-router say more there than in a build. The app and its API take `PORT` and
 * `LOCAL_API_PORT` as `npm start` does, the chain `DEV_CHAIN_PORT`; each defaults to 20 above the main
 * suite's (E2E_APP_PORT, E2E_API_PORT, E2E_CHAIN_PORT), clear of the host suite's (E2E_APP_PORT + 8 to
 * + 12) and of the main suite's workers (+ 30 for each, e2e/support/worker-ports.ts), so all can run side by side.
 */
const port = (own: string, suite: string, suiteDefault: number) =>
  Number(process.env[own] ?? Number(process.env[suite] ?? suiteDefault) + 20);
const appPort = port('PORT', 'E2E_APP_PORT', 4273);
const apiPort = port('LOCAL_API_PORT', 'E2E_API_PORT', 8797);
const chainPort = port('DEV_CHAIN_PORT', 'E2E_CHAIN_PORT', 8545);
const appUrl = `http://127.0.0.1:${appPort}`;
const chainUrl = `http://127.0.0.1:${chainPort}`;

export default defineConfig({
  ...sharedSettings(appUrl, 'test-results/dev'),
  testDir: 'e2e',
  testMatch: 'console-clean.spec.ts',
  projects: [chromiumProject('dev')],
  webServer: [
    {
      name: 'local API',
      command: 'npm run api',
      url: `http://127.0.0.1:${apiPort}/local/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        LOCAL_API_PORT: String(apiPort),
        LOCAL_API_DB: ':memory:',
        LOCAL_API_APP_ORIGIN: appUrl,
        LOCAL_API_RPC_URL_SEPOLIA: chainUrl,
      },
    },
    {
      name: 'chain',
      command: chainServerCommand(chainPort),
      port: chainPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      name: 'app (dev server)',
      command: `npx vite --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: `${appUrl}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(appPort), LOCAL_API_PORT: String(apiPort), VITE_RPC_URL_SEPOLIA: chainUrl },
    },
  ],
});
