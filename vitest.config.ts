import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { ISOLATED_TEST_FILES } from './tests/isolated-test-files.mjs';

/**
 * Test files share their worker's module graph (`isolate: false`, vitest's per-file isolation
 * recipe): React, Mantine, the container and happy-dom load once per worker instead of once per
 * file, which was most of the suite's time (environment, import and setup: about half of each
 * file's). A file that changes what later files would see runs isolated (tests/isolated-test-files.mjs);
 * the setup files still run before every file (jest-dom, the validation messages, cleanup).
 * Timeouts are hang guards, not speed checks: `npm test` runs this beside the browser suites, where
 * a test that takes 5 s alone took over 20 s (a file's own longer timeout still holds).
 */
const HANG_GUARD_MS = 60_000;
const app = {
  environment: 'happy-dom',
  include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
  setupFiles: ['tests/setup.ts'],
  testTimeout: HANG_GUARD_MS,
  hookTimeout: HANG_GUARD_MS,
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { ...app, name: 'app', isolate: false, exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES] },
      },
      { extends: true, test: { ...app, name: 'app (isolated)', include: ISOLATED_TEST_FILES } },
      {
        extends: true,
        test: {
          name: 'local-api',
          environment: 'node',
          include: ['local-api/**/*.test.ts'],
          setupFiles: ['tests/setup-node.ts'],
          isolate: false,
          testTimeout: HANG_GUARD_MS,
          hookTimeout: HANG_GUARD_MS,
        },
      },
    ],
  },
});
