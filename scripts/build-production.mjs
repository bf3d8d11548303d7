// `node scripts/build-production.mjs <outDir>`: the production build and its chunk list
// (support/production-build.mjs), made once by scripts/run-tests.mjs for the host suite, the size
// check and the benches.
import { fileURLToPath } from 'node:url';
import { productionBuild } from './support/production-build.mjs';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: node scripts/build-production.mjs <outDir>');
await productionBuild(fileURLToPath(new URL('..', import.meta.url)), outDir);
