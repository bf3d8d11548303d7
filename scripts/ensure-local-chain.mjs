// The wallet browser tests run a hardhat node, whose EDR engine ships as a per-platform optional
// package that requires Node ≥ 22. `npm ci` on the machine's stock Node 20 skips it (optional +
// engine mismatch), so the README's `npm ci && npm test` would have no local chain. npm scripts run
// under the project's Node 24; here we add the one package this platform needs, without touching
// package.json or the lock file.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const modules = fileURLToPath(new URL('../node_modules/', import.meta.url));
const edr = JSON.parse(readFileSync(`${modules}@nomicfoundation/edr/package.json`, 'utf8'));
const libc =
  process.platform === 'linux' ? (process.report.getReport().header.glibcVersionRuntime ? 'gnu' : 'musl') : null;
const suffix = { darwin: 'darwin', win32: 'win32', linux: 'linux' }[process.platform];
const wanted = Object.keys(edr.optionalDependencies ?? {}).find((name) => {
  const tail = name.replace('@nomicfoundation/edr-', '');
  if (!tail.startsWith(`${suffix}-${process.arch}`)) return false;
  return libc ? tail.endsWith(`-${libc}`) : true;
});
if (!wanted) {
  console.error(
    `No EDR engine package for ${process.platform}/${process.arch}; the wallet browser tests need hardhat's local chain.`,
  );
  process.exit(1);
}
if (!existsSync(`${modules}${wanted}/package.json`)) {
  const version = edr.optionalDependencies[wanted];
  console.log(`Installing ${wanted}@${version} (hardhat's engine for this platform; skipped by npm ci on Node < 22)…`);
  execSync(`npm install --no-save --no-audit --no-fund ${wanted}@${version}`, { stdio: 'inherit' });
}
