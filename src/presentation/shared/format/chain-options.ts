import { chainLabel, isTestChain, supportedChains } from '../../../domain/chain/chains';

/** The chain choices of every chain select: mainnets (and the private Luniverse), then the test chains apart. */
export function chainOptions(labels: { mainnets: string; testnets: string }) {
  const item = (chain: (typeof supportedChains)[number]) => ({ value: String(chain.id), label: chainLabel(chain) });
  return [
    { group: labels.mainnets, items: supportedChains.filter((c) => !isTestChain(c)).map(item) },
    { group: labels.testnets, items: supportedChains.filter(isTestChain).map(item) },
  ];
}
