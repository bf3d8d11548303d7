// @vitest-environment node
import { JsonRpcProvider, toQuantity } from 'ethers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeployRequest, FollowEvent } from '../../src/application/ports/contract-deployer';
import { assessContract } from '../../src/domain/contract/contract-check';
import type { PendingDeploy } from '../../src/domain/contract/contract-deploy';
import { EthersChainReader } from '../../src/infrastructure/wallet/ethers-chain-reader';
import { EthersContractDeployer } from '../../src/infrastructure/wallet/ethers-contract-deployer';
import type { Eip1193Provider } from '../../src/infrastructure/wallet/eip1193';
import { E2E_CHAIN_ID, testAccounts } from '../../e2e/chain/chain-server';
import { freePort, startChain } from '../../e2e/chain/start-chain';

/**
 * The deploy adapter against a real hardhat node (chain id 11155111, read as Sepolia): the committed
 * artifacts deploy and pass the step's check, and following finds a sped-up or cancelled
 * replacement (ethers' replaceableTransaction) with mining held (`evm_setAutomine` false).
 * The "wallet" forwards to the node, whose test accounts are unlocked.
 */
let chain: { url: string; stop: () => Promise<void> };
let node: JsonRpcProvider;
let reader: EthersChainReader;
let deployer: EthersContractDeployer;
const creator = testAccounts[0].address;

beforeAll(async () => {
  // A node of its own (not TEST_CHAIN_PORT's): this file holds mining, which would stall the reader's tests beside it.
  chain = await startChain(Number(process.env.DEPLOY_TEST_CHAIN_PORT) || (await freePort()));
  node = new JsonRpcProvider(chain.url, E2E_CHAIN_ID, { staticNetwork: true });
  reader = new EthersChainReader(() => chain.url);
  const wallet: Eip1193Provider = {
    request: ({ method, params }) => node.send(method, (params as unknown[] | undefined) ?? []),
  };
  deployer = new EthersContractDeployer({
    reader,
    discover: async () => ({ provider: wallet, otherWalletName: null }),
    pollMs: 100,
    droppedAfterMs: 500,
  });
}, 120_000);

afterAll(async () => {
  node?.destroy();
  await chain?.stop();
});

const request = (standard: DeployRequest['standard'], name: string): DeployRequest => ({
  chainId: E2E_CHAIN_ID,
  standard,
  name,
  symbol: 'HG',
  from: creator,
});

const record = (
  sent: { transactionHash: string; startBlock: number },
  req: DeployRequest,
  nonce: number | null = null,
): PendingDeploy => ({
  launchpadId: 1,
  chainId: E2E_CHAIN_ID,
  standard: req.standard,
  name: req.name,
  symbol: req.symbol,
  from: req.from,
  transactionHash: sent.transactionHash,
  nonce,
  startBlock: sent.startBlock,
  sentAt: '2026-11-25T10:00:00.000Z',
});

/** Sends `fields` from the creator with the pending deploy's nonce and a higher fee: MetaMask's speed up or cancel. */
async function replace(hash: string, fields: { to?: string; data?: string; value?: string }) {
  const pending = (await node.getTransaction(hash))!;
  const bump = (value: bigint | null) => toQuantity(((value ?? 1_000_000_000n) * 3n) / 2n);
  return (await node.send('eth_sendTransaction', [
    {
      from: creator,
      nonce: toQuantity(pending.nonce),
      maxFeePerGas: bump(pending.maxFeePerGas),
      maxPriorityFeePerGas: bump(pending.maxPriorityFeePerGas),
      gas: toQuantity(pending.gasLimit),
      ...fields,
    },
  ])) as string;
}

describe('EthersContractDeployer on a hardhat node', () => {
  it.each([
    ['ERC721', 'SINGLE'],
    ['ERC1155', 'MULTI'],
  ] as const)(
    'deploys the %s collection, which the step’s check passes with the owner 일치',
    async (standard, collectionType) => {
      const req = request(standard, '한강 컬렉션');
      expect(await deployer.estimateFee(req)).toBeGreaterThan(0n);
      const sent = await deployer.send(req);
      const events: FollowEvent[] = [];
      const outcome = await deployer.follow(record(sent, req), 1, (event) => events.push(event));
      expect(outcome).toMatchObject({ kind: 'mined', transactionHash: sent.transactionHash });
      expect(events).toContainEqual({ kind: 'confirming', confirmations: 1 });
      const reading = await reader.readContract(E2E_CHAIN_ID, outcome.kind === 'mined' ? outcome.contractAddress : '');
      expect(reading).toMatchObject({ name: '한강 컬렉션', symbol: 'HG', owner: creator });
      expect(assessContract(reading, collectionType, creator)).toMatchObject({
        kind: 'ok',
        standard,
        owner: { kind: 'match' },
      });
    },
  );

  it('follows a deploy sped up in the wallet to its replacement', async () => {
    await node.send('evm_setAutomine', [false]);
    try {
      const req = request('ERC721', '빠른 배포');
      const sent = await deployer.send(req);
      const events: FollowEvent[] = [];
      const following = deployer.follow(record(sent, req), 1, (event) => events.push(event));
      // The node answers in real time: vitest's poller, every 25 ms for up to 5 s.
      await vi.waitFor(() => expect(events.map((e) => e.kind)).toContain('seen'), { timeout: 5_000, interval: 25 });
      const pending = (await node.getTransaction(sent.transactionHash))!;
      const spedUp = await replace(sent.transactionHash, { data: pending.data });
      await node.send('evm_mine', []);
      const outcome = await following;
      expect(events).toContainEqual({ kind: 'replaced', transactionHash: spedUp });
      expect(outcome).toMatchObject({ kind: 'mined', transactionHash: spedUp });
    } finally {
      await node.send('evm_setAutomine', [true]);
    }
  });

  it('finds the replacement of a kept deploy the node no longer knows (a later visit), and a cancelled one ends as cancelled', async () => {
    await node.send('evm_setAutomine', [false]);
    try {
      const req = request('ERC721', '나중에 본 배포');
      const sent = await deployer.send(req);
      const pending = (await node.getTransaction(sent.transactionHash))!;
      const spedUp = await replace(sent.transactionHash, { data: pending.data });
      await node.send('evm_mine', []);
      // Followed afterwards from the record alone: the original hash is unknown to the node now.
      const outcome = await deployer.follow(record(sent, req, pending.nonce), 1, () => undefined);
      expect(outcome).toMatchObject({ kind: 'mined', transactionHash: spedUp });

      const again = await deployer.send(req);
      const second = (await node.getTransaction(again.transactionHash))!;
      const cancel = await replace(again.transactionHash, { to: creator, data: '0x', value: '0x0' });
      await node.send('evm_mine', []);
      expect(await deployer.follow(record(again, req, second.nonce), 1, () => undefined)).toEqual({
        kind: 'cancelled',
        transactionHash: cancel,
      });
    } finally {
      await node.send('evm_setAutomine', [true]);
    }
  });

  it('calls a deploy the node never knew, with its nonce unused, dropped', async () => {
    const req = request('ERC721', '사라진 배포');
    const nonce = await node.getTransactionCount(creator, 'latest');
    const ghost = record(
      { transactionHash: `0x${'de'.repeat(32)}`, startBlock: await node.getBlockNumber() },
      req,
      nonce,
    );
    expect(await deployer.follow(ghost, 1, () => undefined)).toEqual({ kind: 'dropped' });
  });
});
