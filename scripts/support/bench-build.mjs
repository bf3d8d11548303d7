// The production build a bench serves: PRODUCTION_DIST, made before and kept (scripts/run-tests.mjs
// makes one for every bench; BENCH_DIST is its older name), or the bench's own, made here by
// support/production-build.mjs into `ownDir` and removed at its end.
import { join, resolve } from 'node:path';
import { prebuiltDist, productionBuild, removeProductionBuild } from './production-build.mjs';

export function benchBuild(root, ownDir) {
  const prebuilt = prebuiltDist();
  const distDir = prebuilt ? resolve(root, prebuilt) : join(root, ownDir);
  return {
    distDir,
    /** `options`: productionBuild's (`{ minify: false }`); ignored with a build made before. */
    async build(options = {}) {
      if (!prebuilt) await productionBuild(root, ownDir, options);
    },
    remove() {
      if (!prebuilt) removeProductionBuild(root, ownDir);
    },
  };
}
