/**
 * The HashLips Art Engine's output, as creators bring it to the editions editor: shared by the
 * editor's browser tests and its bench (scripts/bench-editions.mjs), which runs this file under
 * Node's type stripping (so: erasable TypeScript only).
 */
/** A token exactly as the engine writes it (src/main.js, `addMetadata`); `dna` is its hex trait hash. */
export function hashLipsToken(edition: number, dna: string) {
  return {
    name: `Your Collection #${edition}`,
    description: 'Remember to replace this description',
    image: `ipfs://NewUriToReplace/${edition}.png`,
    dna,
    edition,
    date: 1731542400000 + edition,
    attributes: [
      { trait_type: 'Background', value: ['Black', 'Blue', 'Red'][edition % 3] },
      { trait_type: 'Eyeball', value: ['White', 'Red'][edition % 2] },
    ],
    compiler: 'HashLips Art Engine',
  };
}
