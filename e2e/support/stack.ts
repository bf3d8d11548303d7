import { spawn, type ChildProcess } from 'node:child_process';
import { test as base } from '@playwright/test';
import { e2eBuildEnv, e2eChainHostRules } from '../../scripts/support/e2e-build.mjs';
import { chainServerCommand, chainUrl } from '../chain/chain-server';
import { portOpen } from '../chain/start-chain';
import { E2E_PREVIEW_TTL_SECONDS } from './preview-ttl';
import { workerPorts } from './worker-ports';

/**
 * One local stack per Playwright worker, started before the worker's first test and stopped after
 * its last: the local creators API (a fresh in-memory database), a hardhat chain, and `vite preview`
 * of the prebuilt e2e build (E2E_OUT_DIR, made once by e2e/support/global-setup.ts or
 * scripts/run-tests.mjs) with its same-origin proxy to this API, on this worker's ports
 * (e2e/support/worker-ports.ts). So no two workers share data, and a worker started again after a
 * failure begins on a fresh stack. Every spec's `test` comes from here (directly or through
 * routes.ts): without it a test has no baseURL and its first relative navigation fails. Under a
 * config that sets baseURL itself (the host and dev suites) it starts nothing.
 */
const appUrl = `http://127.0.0.1:${workerPorts.app}`;
const apiUrl = `http://127.0.0.1:${workerPorts.api}`;
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const START_TIMEOUT_MS = 90_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  name: string;
  child: ChildProcess;
  output: string[];
}

/** A server in a process group of its own (npx and its children go down together), its last output kept for errors. */
function startServer(name: string, command: string, env: Record<string, string>): Server {
  const child = spawn(command, { shell: true, detached: true, env: { ...process.env, ...env } });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n'));
    output.splice(0, Math.max(0, output.length - 30));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

async function stopServer({ child }: Server): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, sleep(5_000)]);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

/** Polls until `ready()` holds; fails early with the server's output if it exits first. */
async function waitFor(server: Server, what: string, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await ready())) {
    const exited = server.child.exitCode !== null || server.child.signalCode !== null;
    if (exited || Date.now() > deadline)
      throw new Error(`${server.name} (${what}) ${exited ? 'exited' : 'did not start'}:\n${server.output.join('\n')}`);
    await sleep(150);
  }
}

const answers = (url: string) => () =>
  fetch(url, { redirect: 'manual' }).then(
    (answer) => answer.status < 500,
    () => false,
  );

/** A worker before this one with the same index may still be letting its ports go. */
async function portsFree(): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (const port of Object.values(workerPorts))
    while (await portOpen(port)) {
      if (Date.now() > deadline) throw new Error(`port ${port} is still in use`);
      await sleep(150);
    }
}

async function startStack(): Promise<Server[]> {
  await portsFree();
  const chain = startServer('chain', chainServerCommand(), {});
  const api = startServer('local API', 'node_modules/.bin/tsx local-api/main.ts', {
    LOCAL_API_PORT: String(workerPorts.api),
    LOCAL_API_DB: ':memory:',
    LOCAL_API_APP_ORIGIN: appUrl,
    // Contract sync reads the local chain again (it stands in for Sepolia).
    LOCAL_API_RPC_URL_SEPOLIA: chainUrl(),
    // 미리보기 keys last 20 s here (30 minutes by default), so the auction test sees one expire.
    LOCAL_API_PREVIEW_TTL_SECONDS: String(E2E_PREVIEW_TTL_SECONDS),
  });
  const app = startServer('app', `node_modules/.bin/vite preview --outDir ${outDir}`, {
    PORT: String(workerPorts.app),
    LOCAL_API_PORT: String(workerPorts.api),
    ...e2eBuildEnv,
  });
  const servers = [chain, api, app];
  try {
    await Promise.all([
      waitFor(chain, chainUrl(), () => portOpen(workerPorts.chain)),
      waitFor(api, apiUrl, answers(`${apiUrl}/local/login`)),
      waitFor(app, appUrl, answers(`${appUrl}/login`)),
    ]);
  } catch (error) {
    await Promise.all(servers.map(stopServer));
    throw error;
  }
  return servers;
}

export const test = base.extend<object, { stack: { appUrl: string; chainPort: number | null } }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      // A config that names its own app (the host suite, the dev suite) starts its servers itself.
      const ownApp = workerInfo.project.use.baseURL;
      if (ownApp) return use({ appUrl: ownApp, chainPort: null });
      const servers = await startStack();
      await use({ appUrl, chainPort: workerPorts.chain });
      await Promise.all(servers.map(stopServer));
    },
    { scope: 'worker', auto: true, timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.appUrl),
  // The build's chain endpoints are names (scripts/support/e2e-build.mjs): this worker's Chromium sends them to its chain.
  launchOptions: [
    async ({ launchOptions, stack }, use) =>
      use(
        stack.chainPort === null
          ? launchOptions
          : { ...launchOptions, args: [...(launchOptions.args ?? []), e2eChainHostRules(stack.chainPort)] },
      ),
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
