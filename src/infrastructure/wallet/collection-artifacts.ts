import type { TokenStandard } from '../../domain/contract/contract';

export interface CollectionArtifact {
  abi: readonly unknown[];
  bytecode: string;
}

/**
 * The compiled collection contracts (scripts/compile-contracts.ts), loaded on demand: their
 * bytecode only travels to a creator who opens the deploy form.
 */
export async function collectionArtifact(standard: TokenStandard): Promise<CollectionArtifact> {
  const module =
    standard === 'ERC721'
      ? await import('../contracts/creators-lab-721.json')
      : await import('../contracts/creators-lab-1155.json');
  return { abi: module.default.abi, bytecode: module.default.bytecode };
}
