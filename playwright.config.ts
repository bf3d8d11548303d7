import { defineConfig } from '@playwright/test';
import { chromiumProject, sharedSettings } from './e2e/support/playwright-shared';

/**
 * Browser tests against the real stack: the local creators API (fresh in-memory database), the
 * app's e2e build (non-production: the version overlay shows) behind `vite preview`, and a local
 * hardhat chain for the wallet, in Debian's Chromium (e2e/support/playwright-shared.ts).
 *
 * Each worker starts a stack of its own on its own ports (e2e/support/stack.ts, worker-ports.ts),
 * so the specs share no data and Playwright hands the files to whichever worker is free. The build
 * is made once before (e2e/support/global-setup.ts; E2E_PREBUILT=1 serves the one in E2E_OUT_DIR).
 * E2E_WORKERS workers, default 2: as many browsers at once as the two shards had, so no test meets
 * more load than before, and the files are balanced by who is free. Three use more of the time the
 * tests spend waiting (timers, mining, slow-network simulations), but on a busy 2-core machine (load
 * 13 to 20) three ran three tests past their timeouts that pass alone; try E2E_WORKERS=3 on a quiet one.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const resultsDir = process.env.E2E_RESULTS_DIR ?? 'test-results';

export default defineConfig({
  ...sharedSettings(undefined, resultsDir),
  workers,
  testDir: 'e2e',
  // e2e/host runs against the production host, with its own config (playwright.host.config.ts).
  // A pattern anchored at e2e/: a glob 'host/**' also matched every file of a checkout under a
  // folder named host (/work/wt/host/…), which then found no test at all.
  testIgnore: /[\\/]e2e[\\/]host[\\/]/,
  globalSetup: './e2e/support/global-setup.ts',
  projects: [chromiumProject('chromium')],
});
