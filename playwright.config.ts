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
 * E2E_WORKERS workers, default 3. With the whole browser, three ran tests past their timeouts on a
 * busy 2-core machine (load 13 to 20); in Chromium's headless shell (playwright-shared.ts) two used
 * 1.4 of two cores on a quiet machine (the tests wait on timers, mining and slow-network
 * simulations), and three passed 101 of 101 beside a bench at load 11.
 */
const workers = Number(process.env.E2E_WORKERS ?? 3);
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
