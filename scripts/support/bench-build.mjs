// The production build a bench serves: BENCH_DIST, made before and kept (scripts/run-tests.mjs
// makes one for every bench), or the bench's own, built here into `ownDir` and removed at its end.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export function benchBuild(root, ownDir) {
  const prebuilt = process.env.BENCH_DIST;
  const distDir = prebuilt ? resolve(root, prebuilt) : join(root, ownDir);
  return {
    distDir,
    /** `extra`: more vite build arguments (ignored with BENCH_DIST, which is built already). */
    build(extra = []) {
      if (prebuilt) return;
      execFileSync(
        process.execPath,
        [
          join(root, 'node_modules/vite/bin/vite.js'),
          'build',
          '--mode',
          'production',
          '--outDir',
          distDir,
          '--emptyOutDir',
          '--logLevel',
          'warn',
          ...extra,
        ],
        { cwd: root, stdio: 'inherit' },
      );
    },
    remove() {
      if (!prebuilt) rmSync(distDir, { recursive: true, force: true });
    },
  };
}
