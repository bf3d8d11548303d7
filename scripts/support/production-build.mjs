// The production build, with the list of its chunks (file, modules, gzip size, whether it holds the
// version overlay) beside it in `<outDir>.chunks/list.json`, outside the folder the host serves (and,
// as dist-*/, ignored by git and the formatter's check, which may run meanwhile): what
// scripts/size.mjs checks besides what the browser loads. scripts/run-tests.mjs makes it once for
// the host suite, the size check and the benches (scripts/build-production.mjs).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const listDir = (root, outDir) => join(root, `${outDir}.chunks`);
const listFile = (root, outDir) => join(listDir(root, outDir), 'list.json');

/** Builds `outDir` for production (emptied first) and writes its chunk list. */
export async function productionBuild(root, outDir) {
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
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [capture] });
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
