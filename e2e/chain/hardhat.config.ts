import { defineConfig } from 'hardhat/config';

/**
 * The local chain the wallet browser tests sign against: `hardhat node` on the default
 * in-process (edr-simulated) network with the standard funded test accounts. The chain id
 * (11155111, standing in for Sepolia) and the port are given on the command line; see
 * `chainServerCommand` in e2e/chain/chain-server.ts.
 */
export default defineConfig({});
