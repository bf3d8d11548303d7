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
  /** The chain's logo mark, drawn by the presentation (ChainMark): no image to fetch or decode. */
  mark: ChainMark;
}

/** The shape inside a chain's mark (24×24 view box). */
export type ChainGlyph =
  // Ethereum's diamond, Polygon's hexagon, Abstract's asterisk, Avalanche's triangle, Base's round
  // mark, Luniverse's crescent.
  'diamond' | 'hexagon' | 'asterisk' | 'triangle' | 'disc' | 'crescent';

/**
 * A chain's mark: its own shape in its colour, so no two chains look alike without a font or a
 * fetch. Mainnets are solid discs with a white shape; test chains (`isTestChain`) a dashed ring with
 * the shape in colour, so a test chain never passes for its mainnet.
 */
export interface ChainMark {
  color: string;
  glyph: ChainGlyph;
}

const ETH: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const POL: NativeCurrency = { name: 'POL', symbol: 'POL', decimals: 18 };
const AVAX: NativeCurrency = { name: 'Avalanche', symbol: 'AVAX', decimals: 18 };

/** Requirements §3 and §9: five mainnets, the private Luniverse chain, and five test chains. */
export const supportedChains: readonly SupportedChain[] = [
  {
    id: 1,
    name: 'Ethereum',
    krName: '이더리움',
    nativeCurrency: ETH,
    backendName: 'ETHEREUM',
    testnet: false,
    explorerUrl: 'https://etherscan.io',
    rpcConfigKey: 'ETHEREUM',
    mark: { color: '#627EEA', glyph: 'diamond' },
  },
  {
    id: 137,
    name: 'Polygon',
    krName: '폴리곤',
    nativeCurrency: POL,
    backendName: 'POLYGON',
    testnet: false,
    explorerUrl: 'https://polygonscan.com',
    rpcConfigKey: 'POLYGON',
    mark: { color: '#8247E5', glyph: 'hexagon' },
  },
  {
    id: 2741,
    name: 'Abstract',
    krName: '앱스트랙트',
    nativeCurrency: ETH,
    backendName: 'ABSTRACT',
    testnet: false,
    explorerUrl: 'https://abscan.org',
    rpcConfigKey: 'ABSTRACT',
    mark: { color: '#1C8C5E', glyph: 'asterisk' },
  },
  {
    id: 43114,
    name: 'Avalanche',
    krName: '아발란체',
    nativeCurrency: AVAX,
    backendName: 'AVAX',
    testnet: false,
    explorerUrl: 'https://snowtrace.io',
    rpcConfigKey: 'AVALANCHE',
    mark: { color: '#E84142', glyph: 'triangle' },
  },
  {
    id: 8453,
    name: 'Base',
    krName: '베이스',
    nativeCurrency: ETH,
    backendName: 'BASE',
    testnet: false,
    explorerUrl: 'https://basescan.org',
    rpcConfigKey: 'BASE',
    mark: { color: '#0052FF', glyph: 'disc' },
  },
  {
    id: 256,
    name: 'Luniverse',
    krName: '루니버스',
    nativeCurrency: { name: 'LUK', symbol: 'LUK', decimals: 18 },
    backendName: 'LUNIVERSE',
    testnet: true,
    privateChain: true,
    explorerUrl: 'https://sidechain-explorer.luniverse.io',
    rpcConfigKey: 'LUNIVERSE',
    mark: { color: '#4B3BFF', glyph: 'crescent' },
  },
  {
    id: 11155111,
    name: 'Sepolia',
    krName: '이더리움 세폴리아',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    backendName: 'ETHEREUM',
    testnet: true,
    explorerUrl: 'https://sepolia.etherscan.io',
    rpcConfigKey: 'SEPOLIA',
    mark: { color: '#4A5FC1', glyph: 'diamond' },
  },
  {
    id: 84532,
    name: 'Base Sepolia',
    krName: '베이스 세폴리아',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    backendName: 'BASE',
    testnet: true,
    explorerUrl: 'https://sepolia.basescan.org',
    rpcConfigKey: 'BASE_SEPOLIA',
    mark: { color: '#0052FF', glyph: 'disc' },
  },
  {
    id: 80002,
    name: 'Polygon Amoy',
    krName: '폴리곤 아모이',
    nativeCurrency: POL,
    backendName: 'POLYGON',
    testnet: true,
    explorerUrl: 'https://amoy.polygonscan.com',
    rpcConfigKey: 'POLYGON_AMOY',
    mark: { color: '#8247E5', glyph: 'hexagon' },
  },
  {
    id: 11124,
    name: 'Abstract Testnet',
    // Shown as "앱스트랙트 (테스트넷)", marked like every other test chain (not "앱스트랙트 테스트넷").
    krName: '앱스트랙트',
    nativeCurrency: ETH,
    backendName: 'ABSTRACT',
    testnet: true,
    explorerUrl: 'https://sepolia.abscan.org',
    rpcConfigKey: 'ABSTRACT_TESTNET',
    mark: { color: '#1C8C5E', glyph: 'asterisk' },
  },
  {
    id: 43113,
    name: 'Avalanche Fuji',
    krName: '아발란체 후지',
    nativeCurrency: AVAX,
    backendName: 'AVAX',
    testnet: true,
    explorerUrl: 'https://testnet.snowtrace.io',
    rpcConfigKey: 'AVALANCHE_FUJI',
    mark: { color: '#E84142', glyph: 'triangle' },
  },
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

/** The chain as the creator reads it: its Korean name, and "(테스트넷)" for a test chain. */
export function chainLabel(chain: SupportedChain): string {
  if (chain.privateChain) return `${chain.krName} (${PRIVATE_CHAIN_MARK})`;
  return chain.testnet ? `${chain.krName} (${TESTNET_MARK})` : chain.krName;
}

/** The label of a launchpad's chain: by its chain id when known, else by its backend name. */
export function chainKrName(chainId: number | null, backendName: BackendName): string {
  const chain = (chainId !== null ? findChainById(chainId) : undefined) ?? findChainByBackendName(backendName);
  return chain ? chainLabel(chain) : backendName;
}
