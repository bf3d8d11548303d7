import { describe, expect, it } from 'vitest';
import { chainKrName, findChainByBackendName, findChainById, supportedChains } from './chains';

describe('chain registry', () => {
  it('holds the eleven chains of spec §9 by id', () => {
    expect(supportedChains.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      [1, 137, 256, 2741, 8453, 11124, 43113, 43114, 80002, 84532, 11155111],
    );
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

  it('gives test chains Korean names a creator can tell apart', () => {
    const names = supportedChains.map((c) => c.krName);
    expect(new Set(names).size).toBe(names.length);
    for (const chain of supportedChains.filter((c) => c.testnet && c.id !== 256)) {
      expect(chain.krName).toMatch(/테스트넷/);
    }
  });

  it('maps a backend name to its mainnet, and names a launchpad chain by id first', () => {
    expect(findChainByBackendName('ETHEREUM')?.id).toBe(1);
    expect(findChainByBackendName('LUNIVERSE')?.id).toBe(256);
    expect(chainKrName(11155111, 'ETHEREUM')).toBe('이더리움 세폴리아 (테스트넷)');
    expect(chainKrName(999, 'BASE')).toBe('베이스');
  });

  it('has unique ids and an inline icon for each chain', () => {
    expect(new Set(supportedChains.map((c) => c.id)).size).toBe(11);
    for (const chain of supportedChains) expect(chain.icon).toMatch(/^data:image\/svg\+xml,/);
  });

  it('gives every chain a mark of its own: 앱스트랙트 and 아발란체 differ, and no test chain looks like its mainnet', () => {
    expect(new Set(supportedChains.map((c) => c.icon)).size).toBe(supportedChains.length);
    const shape = (icon: string) => decodeURIComponent(icon).match(/<path[^>]*d="([^"]+)"|<circle cx="12" cy="12" r="6"/)?.[0];
    const abstract = supportedChains.find((c) => c.id === 2741)!;
    const avalanche = supportedChains.find((c) => c.id === 43114)!;
    expect(shape(abstract.icon)).not.toBe(shape(avalanche.icon));
    // Test chains: a dashed ring; mainnets: a solid disc.
    for (const chain of supportedChains) expect(decodeURIComponent(chain.icon).includes('stroke-dasharray')).toBe(chain.testnet);
  });
});
