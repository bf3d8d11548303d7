// Writes the collection contracts' artifacts (ABI + bytecode) that the app deploys. Run it after
// editing contracts/*.sol; tests/build/contract-artifacts.test.ts fails while they are out of date.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileCollections } from './support/contract-compiler';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const [path, artifact] of Object.entries(compileCollections())) {
  writeFileSync(`${root}${path}`, `${JSON.stringify(artifact, null, 2)}\n`);
  console.log(`${path}: ${(artifact.bytecode.length - 2) / 2} bytes of creation code`);
}
