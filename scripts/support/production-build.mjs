// The one maker of production builds: the build, with the list of its chunks (file, modules, gzip
// size, whether it holds the version overlay) beside it in `<outDir>.chunks/list.json`, outside the
// folder the host serves (and, as dist-*/, ignored by git and the formatter's check, which may run
// meanwhile): what scripts/size.mjs checks besides what the browser loads. scripts/run-tests.mjs
// makes one (scripts/build-production.mjs) for the host suite, the size check and the benches, and
// hands it to them as PRODUCTION_DIST; each of them, run alone, makes its own here (the benches
// through support/bench-build.mjs, `npm run serve` and the host suite through scripts/serve.mjs).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const listDir = (root, outDir) => join(root, `${outDir}.chunks`);
const listFile = (root, outDir) => join(listDir(root, outDir), 'list.json');

/**
 * A production build made before, to use instead of building: PRODUCTION_DIST (a folder under the
 * repository, as scripts/run-tests.mjs hands it on), or undefined. BENCH_DIST and SIZE_DIST are its
 * older names, still read.
 */
export const prebuiltDist = () => process.env.PRODUCTION_DIST || process.env.BENCH_DIST || process.env.SIZE_DIST;

/**
 * Builds `outDir` (under `root`) for production, emptied first, and writes its chunk list. `mode`:
 * vite's mode (production unless given); `minify: false` keeps the names (a profiled bench);
 * `chunkList: false` writes no list (`npm run serve`'s dist/, whose dist.chunks/ git would not ignore).
 */
export async function productionBuild(root, outDir, { mode = 'production', minify, chunkList = true } = {}) {
  if (isAbsolute(outDir)) throw new Error(`productionBuild: ${outDir} must be a folder under the repository`);
  let chunks = [];
  const capture = {
    name: 'capture-chunks',
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          moduleIds: chunk.moduleIds,
          gzip: gzipSync(chunk.code).length,
          overlay: chunk.code.includes('data-version-overlay'),
        }));
    },
  };
  rmSync(join(root, outDir), { recursive: true, force: true });
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, ...(minify === undefined ? {} : { minify }) },
    plugins: [capture],
  });
  if (!chunkList) return;
  mkdirSync(listDir(root, outDir), { recursive: true });
  writeFileSync(listFile(root, outDir), JSON.stringify(chunks));
}

/** The chunk list of a build made by productionBuild. */
export const readChunkList = (root, outDir) => JSON.parse(readFileSync(listFile(root, outDir), 'utf8'));

/** Removes the build and its chunk list. */
export function removeProductionBuild(root, outDir) {
  rmSync(join(root, outDir), { recursive: true, force: true });
  rmSync(listDir(root, outDir), { recursive: true, force: true });
}
