// The app's e2e build (mode e2e: the version overlay shows, with source maps), made once for every
// browser-test worker (scripts/run-tests.mjs, or e2e/support/global-setup.ts). Its chains' RPC URLs
// name hosts, not ports: each worker's Chromium maps the names to its own chain's port
// (--host-resolver-rules, e2eChainHostRules, e2e/support/stack.ts), so no port is baked into the build.

/** The local chain (it stands in for Sepolia) and an endpoint nobody listens on (Base Sepolia: "node unreachable"). */
export const E2E_RPC_HOSTS = { chain: 'sepolia.e2e-chain.test', unreachable: 'base-sepolia.e2e-chain.test' };

/** The build's settings: the chains' endpoints by name. */
export const e2eBuildEnv = {
  VITE_RPC_URL_SEPOLIA: `http://${E2E_RPC_HOSTS.chain}`,
  VITE_RPC_URL_BASE_SEPOLIA: `http://${E2E_RPC_HOSTS.unreachable}`,
};

/** `vite build` of the e2e mode into `outDir` (run it with e2eBuildEnv). */
export const e2eBuildCommand = (outDir) => `npx vite build --mode e2e --outDir ${outDir} --emptyOutDir --logLevel warn`;

/** Chromium's flag sending the names to the chain on `chainPort` and to the closed port after it. */
export const e2eChainHostRules = (chainPort) =>
  `--host-resolver-rules=MAP ${E2E_RPC_HOSTS.chain} 127.0.0.1:${chainPort}, MAP ${E2E_RPC_HOSTS.unreachable} 127.0.0.1:${chainPort + 1}`;
