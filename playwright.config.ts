import { defineConfig } from '@playwright/test';
import { chainPort, chainServerCommand, chainUrl } from './e2e/chain/chain-server';
import { chromiumProject, sharedSettings } from './e2e/support/playwright-shared';
import { E2E_PREVIEW_TTL_SECONDS } from './e2e/support/preview-ttl';
import { e2eBuildCommand, e2eBuildEnv, e2eChainHostRules } from './scripts/support/e2e-build.mjs';

/**
 * Browser tests against the real stack: the local creators API (fresh in-memory database), the
 * app's e2e build (non-production: the version overlay shows) behind `vite preview`, and a local
 * hardhat chain for the wallet, in Debian's Chromium (e2e/support/playwright-shared.ts).
 */
const apiPort = Number(process.env.E2E_API_PORT ?? 8797);
const appPort = Number(process.env.E2E_APP_PORT ?? 4273);
const appUrl = `http://127.0.0.1:${appPort}`;
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
// E2E_PREBUILT=1: serve the e2e build already in E2E_OUT_DIR (scripts/run-tests.mjs makes one for both shards).
const build = process.env.E2E_PREBUILT === '1' ? '' : `${e2eBuildCommand(outDir)} && `;
// scripts/run-tests.mjs runs the suite in two shards side by side, each with its own ports, build and results.
const resultsDir = process.env.E2E_RESULTS_DIR ?? 'test-results';
// Never reuse: every run starts on a fresh database and chain (a reused API would keep an earlier run’s wallet).
const reuse = false;

export default defineConfig({
  ...sharedSettings(appUrl, resultsDir),
  testDir: 'e2e',
  // e2e/host runs against the production host, with its own config (playwright.host.config.ts).
  // A pattern anchored at e2e/: a glob 'host/**' also matched every file of a checkout under a
  // folder named host (/work/wt/host/…), which then found no test at all.
  testIgnore: /[\\/]e2e[\\/]host[\\/]/,
  // The build's chain endpoints are names (scripts/support/e2e-build.mjs): this run's Chromium sends them to its chain.
  projects: [chromiumProject('chromium', [e2eChainHostRules(chainPort())])],
  webServer: [
    {
      name: 'local API',
      command: 'npm run api',
      url: `http://127.0.0.1:${apiPort}/local/login`,
      reuseExistingServer: reuse,
      timeout: 60_000,
      env: {
        LOCAL_API_PORT: String(apiPort),
        LOCAL_API_DB: ':memory:',
        LOCAL_API_APP_ORIGIN: appUrl,
        // Contract sync reads the local chain again (it stands in for Sepolia).
        LOCAL_API_RPC_URL_SEPOLIA: chainUrl(),
        // 미리보기 keys last 20 s here (30 minutes by default), so the auction test sees one expire.
        LOCAL_API_PREVIEW_TTL_SECONDS: String(E2E_PREVIEW_TTL_SECONDS),
      },
    },
    {
      name: 'chain',
      command: chainServerCommand(),
      port: chainPort(),
      reuseExistingServer: reuse,
      timeout: 60_000,
    },
    {
      name: 'app',
      command: `${build}npx vite preview --outDir ${outDir}`,
      url: `${appUrl}/login`,
      reuseExistingServer: reuse,
      timeout: 120_000,
      env: {
        PORT: String(appPort),
        LOCAL_API_PORT: String(apiPort),
        // Base Sepolia's endpoint is a closed local port: the contract step's "node unreachable" case.
        ...e2eBuildEnv,
      },
    },
  ],
});
