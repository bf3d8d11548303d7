// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCollections } from '../../scripts/support/contract-compiler';

const ERC721 = 'src/infrastructure/contracts/creators-lab-721.json';
const ERC1155 = 'src/infrastructure/contracts/creators-lab-1155.json';

describe('collection contract artifacts', () => {
  it('given contracts/*.sol and the pinned solc, when compiled afresh, then the committed artifacts are exactly the output', () => {
    // When the sources are compiled now
    const fresh = compileCollections();

    // Then every committed artifact equals it (run `npm run compile:contracts` after editing a contract)
    expect(Object.keys(fresh)).toHaveLength(2);
    for (const [path, artifact] of Object.entries(fresh)) {
      const committed: unknown = JSON.parse(readFileSync(path, 'utf8'));
      expect(committed, path).toEqual(artifact);
    }
  }, 60_000);

  it('given the committed artifacts, then both are Ownable with owner mint, base URI and ERC-2981 royalties', () => {
    const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { abi: unknown[] };
    const fresh = { [ERC721]: read(ERC721), [ERC1155]: read(ERC1155) };
    const functions = (abi: unknown[]) =>
      abi.flatMap((item) => ((item as { type: string }).type === 'function' ? [(item as { name: string }).name] : []));
    for (const artifact of Object.values(fresh)) {
      expect(functions(artifact.abi)).toEqual(
        expect.arrayContaining([
          'owner',
          'transferOwnership',
          'mint',
          'setDefaultRoyalty',
          'royaltyInfo',
          'name',
          'symbol',
        ]),
      );
    }
    expect(functions(fresh[ERC721].abi)).toContain('setBaseURI');
    expect(functions(fresh[ERC1155].abi)).toContain('setURI');
  });
});
