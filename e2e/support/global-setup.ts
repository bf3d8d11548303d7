import { execSync } from 'node:child_process';
import { e2eBuildCommand, e2eBuildEnv } from '../../scripts/support/e2e-build.mjs';

/**
 * The e2e build, once before the workers start (each serves it: e2e/support/stack.ts). With
 * E2E_PREBUILT=1 the build already in E2E_OUT_DIR is served (scripts/run-tests.mjs makes it beside
 * the production build).
 */
export default function globalSetup(): void {
  if (process.env.E2E_PREBUILT === '1') return;
  execSync(e2eBuildCommand(process.env.E2E_OUT_DIR ?? 'dist-e2e'), {
    stdio: 'inherit',
    env: { ...process.env, ...e2eBuildEnv },
  });
}
