import { describe, expect, it } from 'vitest';
import { chainKrName, chainLabel, findChainByBackendName, findChainById, isTestChain, supportedChains } from './chains';

describe('chain registry', () => {
  it('holds the eleven chains of requirements §9 by id', () => {
    expect(supportedChains.map((c) => c.id).sort((a, b) => a - b)).toEqual([
      1, 137, 256, 2741, 8453, 11124, 43113, 43114, 80002, 84532, 11155111,
    ]);
  });

  it.each([
    [1, '이더리움', 'ETHEREUM'],
    [137, '폴리곤', 'POLYGON'],
    [2741, '앱스트랙트', 'ABSTRACT'],
    [43114, '아발란체', 'AVAX'],
    [8453, '베이스', 'BASE'],
    [256, '루니버스', 'LUNIVERSE'],
  ])('names chain %i %s with backend name %s', (id, krName, backendName) => {
    expect(findChainById(id)).toMatchObject({ krName, backendName, testnet: id === 256 });
  });

  it('describes Luniverse: LUK with 18 decimals, marked testnet', () => {
    expect(findChainById(256)).toMatchObject({ nativeCurrency: { symbol: 'LUK', decimals: 18 }, testnet: true });
  });

  it('gives test chains labels a creator can tell apart, every test chain marked once; Luniverse is a private chain, not a test chain', () => {
    const labels = supportedChains.map(chainLabel);
    expect(new Set(labels).size).toBe(labels.length);
    for (const chain of supportedChains) {
      expect(chainLabel(chain).match(/테스트넷/g)?.length ?? 0).toBe(isTestChain(chain) ? 1 : 0);
    }
    expect(isTestChain(findChainById(256)!)).toBe(false);
    expect(chainLabel(findChainById(256)!)).toBe('루니버스 (프라이빗 체인)');
    expect(chainLabel(findChainById(11124)!)).toBe('앱스트랙트 (테스트넷)');
  });

  it('maps a backend name to its mainnet, and names a launchpad chain by id first', () => {
    expect(findChainByBackendName('ETHEREUM')?.id).toBe(1);
    expect(findChainByBackendName('LUNIVERSE')?.id).toBe(256);
    expect(chainKrName(11155111, 'ETHEREUM')).toBe('이더리움 세폴리아 (테스트넷)');
    expect(chainKrName(999, 'BASE')).toBe('베이스');
    expect(chainKrName(256, 'LUNIVERSE')).toBe('루니버스 (프라이빗 체인)');
  });

  it('has unique ids and a mark for each chain', () => {
    expect(new Set(supportedChains.map((c) => c.id)).size).toBe(11);
    for (const chain of supportedChains) expect(chain.mark.color).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('gives every chain a mark of its own: 앱스트랙트 and 아발란체 differ, and no test chain looks like its mainnet', () => {
    // A mark is its colour, its shape and, for a test chain, the dashed ring ChainMark draws.
    const look = (chain: (typeof supportedChains)[number]) =>
      `${chain.mark.color} ${chain.mark.glyph} ${isTestChain(chain)}`;
    expect(new Set(supportedChains.map(look)).size).toBe(supportedChains.length);
    const abstract = supportedChains.find((c) => c.id === 2741)!;
    const avalanche = supportedChains.find((c) => c.id === 43114)!;
    expect(abstract.mark.glyph).not.toBe(avalanche.mark.glyph);
  });
});
