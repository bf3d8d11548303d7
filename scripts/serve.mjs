// `npm run serve`: the production build behind the production host (deploy/nginx) in front of the
// local creators API, as an operator would run it (HTTP/2 over TLS with a self-signed certificate
// for 127.0.0.1). SERVE_PORT (8443) is the host's port, SERVE_API_PORT (8787) the local API's;
// SERVE_BUILD=0 serves the dist/ already built; LOCAL_API_DB and LOCAL_API_SEED pass through.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startHost } from './support/start-host.mjs';
import { startProcess } from './support/start-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.SERVE_PORT ?? 8443);
const apiPort = Number(process.env.SERVE_API_PORT ?? 8787);
const outDir = process.env.SERVE_OUT_DIR ?? 'dist';
const appUrl = `https://127.0.0.1:${port}`;

if (process.env.SERVE_BUILD !== '0') {
  execFileSync(
    process.execPath,
    [
      `${root}node_modules/vite/bin/vite.js`,
      'build',
      '--mode',
      process.env.SERVE_MODE ?? 'production',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
}
const api = (
  await startProcess({
    args: ['--import', 'tsx', 'local-api/main.ts'],
    cwd: root,
    env: { LOCAL_API_PORT: String(apiPort), LOCAL_API_APP_ORIGIN: appUrl },
    ready: /listening on/,
  })
).child;
api.stdout.pipe(process.stdout);
api.stderr.pipe(process.stderr);
let host;
try {
  host = await startHost({ distDir: `${root}${outDir}`, apiUrl: `http://127.0.0.1:${apiPort}`, port });
} catch (error) {
  api.kill();
  throw error;
}
console.log(
  `Creators Lab on ${appUrl} (nginx, HTTP/2; self-signed certificate: accept it once, or start Chromium with --ignore-certificate-errors-spki-list=${host.spki}), local API on http://127.0.0.1:${apiPort}`,
);
const stop = async () => {
  await host.stop();
  api.kill();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
host.child.once('exit', (code) => {
  console.error(`nginx stopped (${code})`);
  api.kill();
  process.exit(1);
});
