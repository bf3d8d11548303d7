// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NetworkError, TimeoutError } from '../../src/application/errors/app-error';
import { assessContract } from '../../src/domain/contract/contract-check';
import { EthersChainReader } from '../../src/infrastructure/wallet/ethers-chain-reader';
import { E2E_CHAIN_ID, testAccounts } from '../../e2e/chain/chain-server';
import { freePort, startChain } from '../../e2e/chain/start-chain';
import { createContractVerifier } from '../../local-api/chain/contract-verifier';
import { deployTestContracts, type DeployedContracts } from '../../e2e/chain/test-contracts';

/**
 * The ethers adapter against a real hardhat node (chain id 11155111, read as Sepolia) with real
 * contracts deployed: OpenZeppelin 4.9.6's compiled presets and proxy, and an Ownable ERC-721
 * compiled here with solc-js.
 */
let chain: { url: string; stop: () => Promise<void> };
let deployed: DeployedContracts;
let reader: EthersChainReader;
const creator = testAccounts[0].address;

beforeAll(async () => {
  chain = await startChain(Number(process.env.TEST_CHAIN_PORT) || (await freePort()));
  deployed = await deployTestContracts(chain.url, 0);
  reader = new EthersChainReader(() => chain.url);
}, 120_000);

afterAll(async () => {
  await chain?.stop();
});

describe('EthersChainReader.readContract on a hardhat node', () => {
  it('reads an ERC-721 preset: ERC-165 answers, name and symbol, no owner()', async () => {
    const reading = await reader.readContract(E2E_CHAIN_ID, deployed.erc721.toLowerCase());
    expect(reading).toEqual({
      chainId: E2E_CHAIN_ID,
      address: deployed.erc721,
      hasCode: true,
      implementation: null,
      supportsErc721: true,
      supportsErc1155: false,
      name: '서울의 밤',
      symbol: 'SEOUL',
      owner: null,
    });
    expect(assessContract(reading, 'SINGLE', creator)).toMatchObject({ kind: 'ok', owner: { kind: 'unknown' } });
  });

  it('reads an ERC-1155 preset as ERC-1155, which a single launchpad refuses', async () => {
    const reading = await reader.readContract(E2E_CHAIN_ID, deployed.erc1155);
    expect(reading).toMatchObject({
      hasCode: true,
      supportsErc721: false,
      supportsErc1155: true,
      name: null,
      symbol: null,
      owner: null,
    });
    expect(assessContract(reading, 'SINGLE', creator)).toMatchObject({
      kind: 'wrong-standard',
      needed: 'ERC721',
      found: 'ERC1155',
    });
    expect(assessContract(reading, 'MULTI', creator)).toMatchObject({ kind: 'ok', standard: 'ERC1155' });
  });

  it('reads an ERC-20 as code without ERC-165', async () => {
    const reading = await reader.readContract(E2E_CHAIN_ID, deployed.erc20);
    expect(reading).toMatchObject({
      hasCode: true,
      supportsErc721: null,
      supportsErc1155: null,
      name: 'Won Token',
      symbol: 'WON',
    });
    expect(assessContract(reading, 'MULTI', creator)).toMatchObject({ kind: 'wrong-standard', found: 'no-erc165' });
  });

  it('reads Ownable owners: the creator’s, and one handed to another account', async () => {
    const mine = await reader.readContract(E2E_CHAIN_ID, deployed.ownedByCreator);
    expect(mine).toMatchObject({ supportsErc721: true, name: '한강 컬렉션', owner: creator });
    expect(assessContract(mine, 'SINGLE', creator.toLowerCase())).toMatchObject({ owner: { kind: 'match' } });
    const other = await reader.readContract(E2E_CHAIN_ID, deployed.ownedByOther);
    expect(other.owner).toBe(testAccounts[2].address);
    expect(assessContract(other, 'SINGLE', creator)).toMatchObject({
      owner: { kind: 'mismatch', owner: testAccounts[2].address, eoa: creator },
    });
  });

  it('follows an EIP-1967 proxy to its implementation', async () => {
    const reading = await reader.readContract(E2E_CHAIN_ID, deployed.erc1155Proxy);
    expect(reading).toMatchObject({
      hasCode: true,
      implementation: deployed.erc1155,
      supportsErc1155: true,
      supportsErc721: false,
    });
  });

  it('reads an account as no code', async () => {
    const reading = await reader.readContract(E2E_CHAIN_ID, deployed.account);
    expect(reading).toMatchObject({ hasCode: false, supportsErc721: null, owner: null });
    expect(assessContract(reading, 'SINGLE', creator)).toEqual({
      kind: 'no-code',
      chainId: E2E_CHAIN_ID,
      address: deployed.account,
    });
  });

  it('given an endpoint nobody listens on, then NetworkError after the retries', async () => {
    const unreachable = new EthersChainReader(() => 'http://127.0.0.1:9');
    await expect(unreachable.readContract(E2E_CHAIN_ID, deployed.erc721)).rejects.toBeInstanceOf(NetworkError);
  });

  it('given an endpoint that never answers, then TimeoutError after its timeout, without waiting for retries', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port: silentPort } = silent.address() as AddressInfo;
      const slow = new EthersChainReader(() => `http://127.0.0.1:${silentPort}`, undefined, 300);
      await expect(slow.readContract(E2E_CHAIN_ID, deployed.erc721)).rejects.toBeInstanceOf(TimeoutError);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe("the local API's contract verifier on a hardhat node", () => {
  const now = '2026-11-23T09:00:00.000Z';

  it('says what the chain shows: the standard, another standard, no code', async () => {
    const verify = createContractVerifier({ SEPOLIA: chain.url });
    expect(await verify(E2E_CHAIN_ID, deployed.erc721, 'ERC721', now)).toEqual({
      verification: 'VERIFIED',
      checkedAt: now,
    });
    expect(await verify(E2E_CHAIN_ID, deployed.erc1155, 'ERC721', now)).toEqual({
      verification: 'WRONG_STANDARD',
      checkedAt: now,
    });
    expect(await verify(E2E_CHAIN_ID, deployed.erc20, 'ERC1155', now)).toEqual({
      verification: 'WRONG_STANDARD',
      checkedAt: now,
    });
    expect(await verify(E2E_CHAIN_ID, deployed.account, 'ERC721', now)).toEqual({
      verification: 'NO_CODE',
      checkedAt: now,
    });
  });

  it('without an endpoint for the chain it says UNCHECKED, and UNREACHABLE when the endpoint is down', async () => {
    expect(await createContractVerifier({})(E2E_CHAIN_ID, deployed.erc721, 'ERC721', now)).toEqual({
      verification: 'UNCHECKED',
      checkedAt: null,
    });
    const down = createContractVerifier({ SEPOLIA: 'http://127.0.0.1:9' });
    expect(await down(E2E_CHAIN_ID, deployed.erc721, 'ERC721', now)).toEqual({
      verification: 'UNREACHABLE',
      checkedAt: null,
    });
  });
});
