// Compiles the collection contracts in contracts/ with the solc npm package (the compiler in
// JavaScript, offline). Shared by scripts/compile-contracts.ts, which writes the artifacts the app
// deploys, and by the test that fails when those artifacts differ from a fresh compile.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The one compiler version the artifacts are built with (the sources pin `pragma solidity 0.8.37`). */
export const SOLC_VERSION = '0.8.37+commit.f401782d';

/** Source file → contract name → the artifact file the app imports. */
export const collectionContracts = [
  {
    source: 'CreatorsLab721.sol',
    name: 'CreatorsLab721',
    artifact: 'src/infrastructure/contracts/creators-lab-721.json',
  },
  {
    source: 'CreatorsLab1155.sol',
    name: 'CreatorsLab1155',
    artifact: 'src/infrastructure/contracts/creators-lab-1155.json',
  },
];

export interface CollectionArtifact {
  contractName: string;
  compiler: string;
  openZeppelin: string;
  abi: unknown[];
  bytecode: string;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

type Solc = {
  version(): string;
  compile(input: string, options: { import(path: string): { contents: string } | { error: string } }): string;
};
// solc is CommonJS without types.
const solc = () => require('solc') as Solc;

/**
 * Solidity sources compiled by solc-js (optimizer at 200 runs, imports from node_modules, so
 * `@openzeppelin/contracts/…` resolves): each contract's ABI and bytecode by file and name. A compile
 * error throws with the compiler's messages. Also compiles the browser tests' own contract
 * (e2e/chain/test-contracts.ts).
 */
export function compileSolidity(
  sources: Record<string, { content: string }>,
  evmVersion: string,
): SolcOutput['contracts'] {
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion,
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const findImport = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') };
    } catch {
      return { error: `not found: ${path}` };
    }
  };
  const output = JSON.parse(solc().compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  return output.contracts;
}

/** Compiles every collection contract: { artifact path: artifact } in the committed JSON shape. */
export function compileCollections(): Record<string, CollectionArtifact> {
  const version = solc().version();
  if (!version.startsWith(SOLC_VERSION))
    throw new Error(`solc ${version} installed; the artifacts are pinned to ${SOLC_VERSION}`);
  const sources = Object.fromEntries(
    collectionContracts.map((c) => [c.source, { content: readFileSync(`${root}contracts/${c.source}`, 'utf8') }]),
  );
  // paris: no PUSH0, so the bytecode also runs on chains that lag behind Shanghai (Luniverse).
  const contracts = compileSolidity(sources, 'paris');
  const openZeppelin = (
    JSON.parse(readFileSync(require.resolve('@openzeppelin/contracts/package.json'), 'utf8')) as { version: string }
  ).version;
  return Object.fromEntries(
    collectionContracts.map((c) => {
      const compiled = contracts[c.source]?.[c.name];
      if (!compiled) throw new Error(`${c.name} missing from the compiler output`);
      const artifact: CollectionArtifact = {
        contractName: c.name,
        compiler: `solc ${SOLC_VERSION}`,
        openZeppelin,
        abi: compiled.abi,
        bytecode: `0x${compiled.evm.bytecode.object}`,
      };
      return [c.artifact, artifact];
    }),
  );
}
