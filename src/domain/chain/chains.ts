import type { BackendName } from './backend-name';

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/** The key of the chain's `VITE_RPC_URL_<KEY>` setting; infrastructure resolves it to a URL. */
export type RpcConfigKey =
  | 'ETHEREUM'
  | 'SEPOLIA'
  | 'POLYGON'
  | 'POLYGON_AMOY'
  | 'ABSTRACT'
  | 'ABSTRACT_TESTNET'
  | 'AVALANCHE'
  | 'AVALANCHE_FUJI'
  | 'BASE'
  | 'BASE_SEPOLIA'
  | 'LUNIVERSE';

export interface SupportedChain {
  id: number;
  name: string;
  /** Korean name (requirements §3 krName). Shown through `chainLabel`, which marks test chains. */
  krName: string;
  nativeCurrency: NativeCurrency;
  backendName: BackendName;
  testnet: boolean;
  /** Luniverse: the spec marks it testnet, but it is a private production chain, listed beside the mainnets. */
  privateChain?: true;
  explorerUrl: string;
  rpcConfigKey: RpcConfigKey;
  /** A small self-contained SVG (data URI): no network fetch for chain logos. */
  icon: string;
}

/** The shape inside a chain's mark (24×24 view box), drawn in `paint`. */
type Glyph = (paint: string) => string;

const glyphs = {
  // Ethereum's diamond.
  diamond: (paint) => `<path fill="${paint}" d="M12 4.5l4.6 7.3L12 14.5l-4.6-2.7zM12 15.6l4.6-2.7L12 19.5l-4.6-6.6z"/>`,
  // Polygon's hexagon.
  hexagon: (paint) => `<path fill="none" stroke="${paint}" stroke-width="2.2" stroke-linejoin="round" d="M12 6l5.2 3v6L12 18l-5.2-3V9z"/>`,
  // Abstract's asterisk.
  asterisk: (paint) => `<path fill="none" stroke="${paint}" stroke-width="2.4" stroke-linecap="round" d="M12 6.5v11M7.2 9.2l9.6 5.6M7.2 14.8l9.6-5.6"/>`,
  // Avalanche's triangle.
  triangle: (paint) => `<path fill="${paint}" d="M12 6.2l6.2 11H5.8z"/>`,
  // Base's round mark.
  disc: (paint) => `<circle cx="12" cy="12" r="6" fill="${paint}"/>`,
  // Luniverse's crescent.
  crescent: (paint) => `<path fill="${paint}" d="M14 5.6a6.8 6.8 0 1 0 4.4 11.2A5.6 5.6 0 1 1 14 5.6z"/>`,
} satisfies Record<string, Glyph>;

/**
 * A chain's mark: its own shape in its colour, so no two chains look alike without a font or a
 * fetch. Mainnets are solid discs with a white shape; test chains are a dashed ring with the shape
 * in colour, so a test chain never passes for its mainnet.
 */
function mark(color: string, glyph: Glyph, testnet = false): string {
  const ground = testnet
    ? `<circle cx="12" cy="12" r="10.8" fill="#fff" stroke="${color}" stroke-width="2.2" stroke-dasharray="3.4 2.2"/>`
    : `<circle cx="12" cy="12" r="12" fill="${color}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${ground}${glyph(testnet ? color : '#fff')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const ETH: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const POL: NativeCurrency = { name: 'POL', symbol: 'POL', decimals: 18 };
const AVAX: NativeCurrency = { name: 'Avalanche', symbol: 'AVAX', decimals: 18 };

/** Requirements §3 and §9: five mainnets, the private Luniverse chain, and five test chains. */
export const supportedChains: readonly SupportedChain[] = [
  { id: 1, name: 'Ethereum', krName: '이더리움', nativeCurrency: ETH, backendName: 'ETHEREUM', testnet: false, explorerUrl: 'https://etherscan.io', rpcConfigKey: 'ETHEREUM', icon: mark('#627EEA', glyphs.diamond) },
  { id: 137, name: 'Polygon', krName: '폴리곤', nativeCurrency: POL, backendName: 'POLYGON', testnet: false, explorerUrl: 'https://polygonscan.com', rpcConfigKey: 'POLYGON', icon: mark('#8247E5', glyphs.hexagon) },
  { id: 2741, name: 'Abstract', krName: '앱스트랙트', nativeCurrency: ETH, backendName: 'ABSTRACT', testnet: false, explorerUrl: 'https://abscan.org', rpcConfigKey: 'ABSTRACT', icon: mark('#1C8C5E', glyphs.asterisk) },
  { id: 43114, name: 'Avalanche', krName: '아발란체', nativeCurrency: AVAX, backendName: 'AVAX', testnet: false, explorerUrl: 'https://snowtrace.io', rpcConfigKey: 'AVALANCHE', icon: mark('#E84142', glyphs.triangle) },
  { id: 8453, name: 'Base', krName: '베이스', nativeCurrency: ETH, backendName: 'BASE', testnet: false, explorerUrl: 'https://basescan.org', rpcConfigKey: 'BASE', icon: mark('#0052FF', glyphs.disc) },
  { id: 256, name: 'Luniverse', krName: '루니버스', nativeCurrency: { name: 'LUK', symbol: 'LUK', decimals: 18 }, backendName: 'LUNIVERSE', testnet: true, privateChain: true, explorerUrl: 'https://sidechain-explorer.luniverse.io', rpcConfigKey: 'LUNIVERSE', icon: mark('#4B3BFF', glyphs.crescent) },
  { id: 11155111, name: 'Sepolia', krName: '이더리움 세폴리아', nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 }, backendName: 'ETHEREUM', testnet: true, explorerUrl: 'https://sepolia.etherscan.io', rpcConfigKey: 'SEPOLIA', icon: mark('#4A5FC1', glyphs.diamond, true) },
  { id: 84532, name: 'Base Sepolia', krName: '베이스 세폴리아', nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 }, backendName: 'BASE', testnet: true, explorerUrl: 'https://sepolia.basescan.org', rpcConfigKey: 'BASE_SEPOLIA', icon: mark('#0052FF', glyphs.disc, true) },
  { id: 80002, name: 'Polygon Amoy', krName: '폴리곤 아모이', nativeCurrency: POL, backendName: 'POLYGON', testnet: true, explorerUrl: 'https://amoy.polygonscan.com', rpcConfigKey: 'POLYGON_AMOY', icon: mark('#8247E5', glyphs.hexagon, true) },
  { id: 11124, name: 'Abstract Testnet', krName: '앱스트랙트 테스트넷', nativeCurrency: ETH, backendName: 'ABSTRACT', testnet: true, explorerUrl: 'https://sepolia.abscan.org', rpcConfigKey: 'ABSTRACT_TESTNET', icon: mark('#1C8C5E', glyphs.asterisk, true) },
  { id: 43113, name: 'Avalanche Fuji', krName: '아발란체 후지', nativeCurrency: AVAX, backendName: 'AVAX', testnet: true, explorerUrl: 'https://testnet.snowtrace.io', rpcConfigKey: 'AVALANCHE_FUJI', icon: mark('#E84142', glyphs.triangle, true) },
];

export function findChainById(id: number): SupportedChain | undefined {
  return supportedChains.find((chain) => chain.id === id);
}

/** The production chain a backend name stands for (test chains share their mainnet's name). */
export function findChainByBackendName(name: BackendName): SupportedChain | undefined {
  return supportedChains.find((chain) => chain.backendName === name && (name === 'LUNIVERSE' || !chain.testnet));
}

/** The one mark of a test chain, wherever a chain is named. */
export const TESTNET_MARK = '테스트넷';
/** The mark of Luniverse, the private chain listed beside the mainnets (product decision). */
export const PRIVATE_CHAIN_MARK = '프라이빗 체인';

/** A chain for testing only: the spec's testnet flag, less the private Luniverse chain. */
export function isTestChain(chain: SupportedChain): boolean {
  return chain.testnet && !chain.privateChain;
}

/** The chain as the creator reads it: its Korean name, marked "(테스트넷)" unless the name says so already. */
export function chainLabel(chain: SupportedChain): string {
  if (chain.privateChain) return `${chain.krName} (${PRIVATE_CHAIN_MARK})`;
  return chain.testnet && !chain.krName.includes(TESTNET_MARK) ? `${chain.krName} (${TESTNET_MARK})` : chain.krName;
}

/** The label of a launchpad's chain: by its chain id when known, else by its backend name. */
export function chainKrName(chainId: number | null, backendName: BackendName): string {
  const chain = (chainId !== null ? findChainById(chainId) : undefined) ?? findChainByBackendName(backendName);
  return chain ? chainLabel(chain) : backendName;
}
