import { workerPorts } from '../support/worker-ports';

/** The local chain of the wallet browser tests (each Playwright worker starts its own: e2e/support/stack.ts). */
export const E2E_CHAIN_ID = 11155111;

/** This worker's chain (E2E_CHAIN_PORT, shifted by the worker's index: e2e/support/worker-ports.ts). */
export const chainPort = (): number => workerPorts.chain;

export const chainUrl = (): string => `http://127.0.0.1:${chainPort()}`;

/** hardhat 3.17 `node` on 127.0.0.1 with chain id 11155111 (stands in for Sepolia). */
export function chainServerCommand(port = chainPort()): string {
  return `npx hardhat --config e2e/chain/hardhat.config.ts node --hostname 127.0.0.1 --port ${port} --chain-id ${E2E_CHAIN_ID}`;
}

/** The standard hardhat test accounts #0–#2 (public keys, funded only on the local chain). */
export const testAccounts = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
] as const;
