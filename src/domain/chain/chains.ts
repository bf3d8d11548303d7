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
  /** Korean name (spec §3 krName). Shown through `chainLabel`, which marks test chains. */
  krName: string;
  nativeCurrency: NativeCurrency;
  backendName: BackendName;
  testnet: boolean;
  explorerUrl: string;
  rpcConfigKey: RpcConfigKey;
  /** A small self-contained SVG (data URI): no network fetch for chain logos. */
  icon: string;
}

/** A round badge with the chain's initial: recognisable, tiny, and safe to inline. */
function badge(color: string, letter: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="${color}"/>` +
    `<text x="12" y="16.5" font-family="Arial,sans-serif" font-size="12" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const ETH: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const POL: NativeCurrency = { name: 'POL', symbol: 'POL', decimals: 18 };
const AVAX: NativeCurrency = { name: 'Avalanche', symbol: 'AVAX', decimals: 18 };

/** Spec §3 and §9: five mainnets, the private Luniverse chain, and five test chains. */
export const supportedChains: readonly SupportedChain[] = [
  { id: 1, name: 'Ethereum', krName: '이더리움', nativeCurrency: ETH, backendName: 'ETHEREUM', testnet: false, explorerUrl: 'https://etherscan.io', rpcConfigKey: 'ETHEREUM', icon: badge('#627EEA', 'E') },
  { id: 137, name: 'Polygon', krName: '폴리곤', nativeCurrency: POL, backendName: 'POLYGON', testnet: false, explorerUrl: 'https://polygonscan.com', rpcConfigKey: 'POLYGON', icon: badge('#8247E5', 'P') },
  { id: 2741, name: 'Abstract', krName: '앱스트랙트', nativeCurrency: ETH, backendName: 'ABSTRACT', testnet: false, explorerUrl: 'https://abscan.org', rpcConfigKey: 'ABSTRACT', icon: badge('#1C8C5E', 'A') },
  { id: 43114, name: 'Avalanche', krName: '아발란체', nativeCurrency: AVAX, backendName: 'AVAX', testnet: false, explorerUrl: 'https://snowtrace.io', rpcConfigKey: 'AVALANCHE', icon: badge('#E84142', 'A') },
  { id: 8453, name: 'Base', krName: '베이스', nativeCurrency: ETH, backendName: 'BASE', testnet: false, explorerUrl: 'https://basescan.org', rpcConfigKey: 'BASE', icon: badge('#0052FF', 'B') },
  { id: 256, name: 'Luniverse', krName: '루니버스', nativeCurrency: { name: 'LUK', symbol: 'LUK', decimals: 18 }, backendName: 'LUNIVERSE', testnet: true, explorerUrl: 'https://sidechain-explorer.luniverse.io', rpcConfigKey: 'LUNIVERSE', icon: badge('#4B3BFF', 'L') },
  { id: 11155111, name: 'Sepolia', krName: '이더리움 세폴리아', nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 }, backendName: 'ETHEREUM', testnet: true, explorerUrl: 'https://sepolia.etherscan.io', rpcConfigKey: 'SEPOLIA', icon: badge('#8A9BD8', 'S') },
  { id: 84532, name: 'Base Sepolia', krName: '베이스 세폴리아', nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 }, backendName: 'BASE', testnet: true, explorerUrl: 'https://sepolia.basescan.org', rpcConfigKey: 'BASE_SEPOLIA', icon: badge('#6A93FF', 'B') },
  { id: 80002, name: 'Polygon Amoy', krName: '폴리곤 아모이', nativeCurrency: POL, backendName: 'POLYGON', testnet: true, explorerUrl: 'https://amoy.polygonscan.com', rpcConfigKey: 'POLYGON_AMOY', icon: badge('#A98BEF', 'P') },
  { id: 11124, name: 'Abstract Testnet', krName: '앱스트랙트 테스트넷', nativeCurrency: ETH, backendName: 'ABSTRACT', testnet: true, explorerUrl: 'https://sepolia.abscan.org', rpcConfigKey: 'ABSTRACT_TESTNET', icon: badge('#5DB48F', 'A') },
  { id: 43113, name: 'Avalanche Fuji', krName: '아발란체 후지', nativeCurrency: AVAX, backendName: 'AVAX', testnet: true, explorerUrl: 'https://testnet.snowtrace.io', rpcConfigKey: 'AVALANCHE_FUJI', icon: badge('#F08A8B', 'A') },
];

export function findChainById(id: number): SupportedChain | undefined {
  return supportedChains.find((chain) => chain.id === id);
}

/** The production chain a backend name stands for (test chains share their mainnet's name). */
export function findChainByBackendName(name: BackendName): SupportedChain | undefined {
  return supportedChains.find((chain) => chain.backendName === name && (name === 'LUNIVERSE' || !chain.testnet));
}

/** The one mark of a test chain (Luniverse included), wherever a chain is named. */
export const TESTNET_MARK = '테스트넷';

/** The chain as the creator reads it: its Korean name, marked "(테스트넷)" unless the name says so already. */
export function chainLabel(chain: SupportedChain): string {
  return chain.testnet && !chain.krName.includes(TESTNET_MARK) ? `${chain.krName} (${TESTNET_MARK})` : chain.krName;
}

/** The label of a launchpad's chain: by its chain id when known, else by its backend name. */
export function chainKrName(chainId: number | null, backendName: BackendName): string {
  const chain = (chainId !== null ? findChainById(chainId) : undefined) ?? findChainByBackendName(backendName);
  return chain ? chainLabel(chain) : backendName;
}
