import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ContractFactory, JsonRpcProvider, NonceManager, Wallet, type InterfaceAbi } from 'ethers';
import { compileSolidity } from '../../scripts/support/contract-compiler';
import { E2E_CHAIN_ID, testAccounts } from './chain-server';

/**
 * Real contracts for the contract step's tests, deployed to the local hardhat chain. No Solidity
 * compiler can be downloaded here, so the ERC-721, ERC-1155, ERC-20 and EIP-1967 proxy come as the
 * compiled artifacts `@openzeppelin/contracts@4.9.6` ships (its presets use AccessControl: no
 * owner()), and the one Ownable collection is compiled in JavaScript by the `solc` package.
 */
const require = createRequire(import.meta.url);

interface Artifact {
  abi: InterfaceAbi;
  bytecode: string;
}

function openZeppelin(name: string): Artifact {
  const path = require.resolve(`@openzeppelin/contracts/build/contracts/${name}.json`);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Artifact;
  return { abi: json.abi, bytecode: json.bytecode };
}

const OWNED_COLLECTION = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import "@openzeppelin/contracts/access/Ownable.sol";

contract OwnedCollection is ERC721, Ownable {
    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) {}
}
`;

let compiled: Artifact | null = null;

/** An ERC-721 with Ownable's owner(), compiled once per process with solc-js (a few seconds). */
export function ownedCollectionArtifact(): Artifact {
  if (compiled) return compiled;
  const contracts = compileSolidity({ 'OwnedCollection.sol': { content: OWNED_COLLECTION } }, 'cancun');
  const contract = contracts['OwnedCollection.sol']!.OwnedCollection!;
  compiled = { abi: contract.abi as InterfaceAbi, bytecode: `0x${contract.evm.bytecode.object}` };
  return compiled;
}

export interface DeployedContracts {
  /** ERC721PresetMinterPauserAutoId: ERC-721, AccessControl (no owner()). */
  erc721: string;
  /** ERC1155PresetMinterPauser: ERC-1155, AccessControl. */
  erc1155: string;
  /** ERC20PresetFixedSupply: code, but neither standard and no ERC-165. */
  erc20: string;
  /** OwnedCollection owned by `ownerIndex`'s account. */
  ownedByCreator: string;
  /** OwnedCollection whose ownership was handed to another account. */
  ownedByOther: string;
  /** An EIP-1967 proxy (OpenZeppelin ERC1967Proxy) in front of an ERC-1155. */
  erc1155Proxy: string;
  /** A funded account with no code. */
  account: string;
}

/**
 * Deploys one of each to the chain at `url`, from the hardhat test account `ownerIndex` (the
 * creator's wallet in the tests); `ownedByOther` ends up owned by account #2.
 */
export async function deployTestContracts(url: string, ownerIndex = 0): Promise<DeployedContracts> {
  const provider = new JsonRpcProvider(url, E2E_CHAIN_ID, { staticNetwork: true });
  try {
    const signer = new NonceManager(new Wallet(testAccounts[ownerIndex]!.privateKey, provider));
    const deploy = async (artifact: Artifact, ...args: unknown[]) => {
      const contract = await new ContractFactory(artifact.abi, artifact.bytecode, signer).deploy(...args);
      await contract.waitForDeployment();
      return contract;
    };
    const erc721 = await deploy(
      openZeppelin('ERC721PresetMinterPauserAutoId'),
      '서울의 밤',
      'SEOUL',
      'https://example.com/seoul/',
    );
    const erc1155 = await deploy(openZeppelin('ERC1155PresetMinterPauser'), 'https://example.com/{id}.json');
    const erc20 = await deploy(
      openZeppelin('ERC20PresetFixedSupply'),
      'Won Token',
      'WON',
      1000n,
      await signer.getAddress(),
    );
    const owned = ownedCollectionArtifact();
    const ownedByCreator = await deploy(owned, '한강 컬렉션', 'HANGANG');
    const ownedByOther = await deploy(owned, '남의 컬렉션', 'OTHER');
    const handOver = (await ownedByOther.getFunction('transferOwnership')(testAccounts[2].address)) as {
      wait(): Promise<unknown>;
    };
    await handOver.wait();
    const proxy = await deploy(openZeppelin('ERC1967Proxy'), await erc1155.getAddress(), '0x');
    return {
      erc721: await erc721.getAddress(),
      erc1155: await erc1155.getAddress(),
      erc20: await erc20.getAddress(),
      ownedByCreator: await ownedByCreator.getAddress(),
      ownedByOther: await ownedByOther.getAddress(),
      erc1155Proxy: await proxy.getAddress(),
      account: testAccounts[1].address,
    };
  } finally {
    provider.destroy();
  }
}
