/**
 * The ports of this Playwright worker's own stack (e2e/support/stack.ts): the base ports
 * (E2E_API_PORT, E2E_APP_PORT, E2E_CHAIN_PORT) plus 30 for each parallel index, so worker 0 keeps the
 * base ports and no worker meets the host suite's (E2E_APP_PORT + 8 to + 12) or the dev suite's (+ 20).
 * Playwright sets TEST_PARALLEL_INDEX in each worker before any module loads, and a worker started
 * again after a failure keeps its index; outside a worker (the config, the runner) it reads as 0.
 */
export const WORKER_PORT_STRIDE = 30;

const shift = Number(process.env.TEST_PARALLEL_INDEX ?? 0) * WORKER_PORT_STRIDE;
const base = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const workerPorts = {
  api: base('E2E_API_PORT', 8797) + shift,
  app: base('E2E_APP_PORT', 4273) + shift,
  /** The chain; the port after it stays closed (Base Sepolia's "node unreachable"). */
  chain: base('E2E_CHAIN_PORT', 8545) + shift,
};
