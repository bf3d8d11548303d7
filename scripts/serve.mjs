// `npm run serve`: the production build behind the production host (deploy/nginx) in front of the
// local creators API, as an operator would run it (HTTP/2 over TLS with a self-signed certificate
// for 127.0.0.1). SERVE_PORT (8443) is the host's port, SERVE_API_PORT (8787) the local API's,
// SERVE_HTTP_PORT (unset: none) the port standing for port 80 (its redirect to HTTPS);
// SERVE_OUT_DIR (dist) the folder it builds (support/production-build.mjs) and serves; PRODUCTION_DIST
// a build made before, copied there instead of building; SERVE_BUILD=0 serves SERVE_OUT_DIR as it is;
// LOCAL_API_DB and LOCAL_API_SEED pass through.
// The API can be stopped and started again while the host runs (an outage, as the host tests make
// one): SIGUSR1 stops it, SIGUSR2 starts it. SERVE_STATE_FILE receives this process's id for that,
// and the host's access log's path, as JSON.
// `LOCAL_API_DB=:memory:` is a throwaway file here that outlives those restarts (and its sessions).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHost } from './support/start-host.mjs';
import { localApiProcess } from './support/local-api-process.mjs';
import { prebuiltDist, productionBuild } from './support/production-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.SERVE_PORT ?? 8443);
const apiPort = Number(process.env.SERVE_API_PORT ?? 8787);
const httpPort = process.env.SERVE_HTTP_PORT ? Number(process.env.SERVE_HTTP_PORT) : undefined;
const outDir = process.env.SERVE_OUT_DIR ?? 'dist';
const appUrl = `https://127.0.0.1:${port}`;

// A build made before (PRODUCTION_DIST, as scripts/run-tests.mjs hands it on) is copied into outDir:
// the host suite hides chunks in the folder it serves. SERVE_BUILD=0 serves outDir as it is.
const prebuilt = prebuiltDist();
if (prebuilt && resolve(root, prebuilt) !== resolve(root, outDir)) {
  rmSync(resolve(root, outDir), { recursive: true, force: true });
  cpSync(resolve(root, prebuilt), resolve(root, outDir), { recursive: true });
} else if (!prebuilt && process.env.SERVE_BUILD !== '0')
  await productionBuild(root, outDir, { mode: process.env.SERVE_MODE ?? 'production', chunkList: false });
const throwaway = process.env.LOCAL_API_DB === ':memory:' ? mkdtempSync(join(tmpdir(), 'creators-lab-serve-')) : null;
const apiEnv = {
  LOCAL_API_PORT: String(apiPort),
  LOCAL_API_APP_ORIGIN: appUrl,
  // The host is the API's one trusted hop: its X-Forwarded-For is the creator's address.
  LOCAL_API_TRUSTED_PROXIES: '127.0.0.1',
  ...(throwaway ? { LOCAL_API_DB: join(throwaway, 'creators-lab.sqlite') } : {}),
};
const api = localApiProcess({ cwd: root, env: apiEnv, pipe: true });
const startApi = () => api.start();
const stopApi = () => api.stop();
const cleanUp = () => {
  if (throwaway) rmSync(throwaway, { recursive: true, force: true });
};

await startApi();
let host;
try {
  host = await startHost({
    distDir: `${root}${outDir}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    port,
    httpPort,
    acme: { name: 'host-test-token', text: 'host-test-token.acme' },
  });
} catch (error) {
  await stopApi();
  cleanUp();
  throw error;
}
if (process.env.SERVE_STATE_FILE)
  writeFileSync(process.env.SERVE_STATE_FILE, JSON.stringify({ pid: process.pid, accessLog: host.accessLog }));
console.log(
  `Creators Lab on ${appUrl} (nginx, HTTP/2; self-signed certificate: accept it once, or start Chromium with --ignore-certificate-errors-spki-list=${host.spki}), local API on http://127.0.0.1:${apiPort}${httpPort ? `, port 80's redirect on ${httpPort}` : ''}`,
);
// One change at a time: a start asked for during a stop waits for it.
let changing = Promise.resolve();
const change = (fn, what) => {
  changing = changing.then(fn).then(
    () => console.log(`local API ${what}`),
    (error) => console.error(`local API could not be ${what}:`, error),
  );
};
process.on('SIGUSR1', () => change(stopApi, 'stopped'));
process.on('SIGUSR2', () => change(startApi, 'started'));
const stop = async () => {
  await host.stop();
  await stopApi();
  cleanUp();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
host.child.once('exit', (code) => {
  console.error(`nginx stopped (${code})`);
  void stopApi().then(() => {
    cleanUp();
    process.exit(1);
  });
});
