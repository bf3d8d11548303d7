import { supportedChains } from '../../domain/chain/chains';

/** The chain choices of every chain select: mainnets, then the test chains apart. */
export function chainOptions(labels: { mainnets: string; testnets: string }) {
  const item = (chain: (typeof supportedChains)[number]) => ({ value: String(chain.id), label: chain.krName });
  return [
    { group: labels.mainnets, items: supportedChains.filter((c) => !c.testnet).map(item) },
    { group: labels.testnets, items: supportedChains.filter((c) => c.testnet).map(item) },
  ];
}
