import type { Eip1193Provider } from './eip1193';

export interface Discovery {
  /** MetaMask's provider, or null when it is not there. */
  provider: Eip1193Provider | null;
  /** Another wallet that holds `window.ethereum` (or announced itself) when MetaMask is not found. */
  otherWalletName: string | null;
}

export const METAMASK_RDNS = 'io.metamask';

interface Eip6963Detail {
  info?: { rdns?: unknown; name?: unknown };
  provider?: Eip1193Provider;
}

type Flagged = Eip1193Provider & Record<string, unknown> & { providers?: unknown };

/**
 * Wallets that set their own flag on `window.ethereum`, many of them also `isMetaMask: true`
 * to pass as MetaMask. Checked before trusting `isMetaMask`.
 */
const impostors: [flag: string, name: string][] = [
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isBraveWallet', 'Brave Wallet'],
  ['isRabby', 'Rabby'],
  ['isOkxWallet', 'OKX Wallet'],
  ['isOKExWallet', 'OKX Wallet'],
  ['isTrust', 'Trust Wallet'],
  ['isTrustWallet', 'Trust Wallet'],
  ['isPhantom', 'Phantom'],
  ['isBitKeep', 'Bitget Wallet'],
  ['isTokenPocket', 'TokenPocket'],
  ['isFrame', 'Frame'],
  ['isZerion', 'Zerion'],
  ['isRainbow', 'Rainbow'],
  ['isExodus', 'Exodus'],
  ['isTaho', 'Taho'],
  ['isTally', 'Taho'],
];

/** The name of the wallet behind an injected provider; 'MetaMask' only when nothing else claims it. */
export function injectedWalletName(provider: unknown): string | null {
  if (typeof provider !== 'object' || provider === null) return null;
  const flagged = provider as Flagged;
  const other = impostors.find(([flag]) => flagged[flag] === true);
  if (other) return other[1];
  return flagged.isMetaMask === true ? 'MetaMask' : null;
}

export interface DiscoverOptions {
  /** How long to wait for EIP-6963 answers and for a late `window.ethereum`. */
  waitMs?: number;
  /** `@metamask/detect-provider`, loaded on demand (older MetaMask without EIP-6963). */
  detect?: (options: { silent: boolean; timeout: number }) => Promise<unknown>;
}

const detectProvider: NonNullable<DiscoverOptions['detect']> = async (options) =>
  (await import('@metamask/detect-provider')).default(options);

/**
 * Finds MetaMask: first through EIP-6963 (rdns io.metamask, robust when several wallets are
 * installed), then the legacy `window.ethereum` (via detect-provider), trusted only when no
 * other wallet's flag is on it and it did not announce itself under another rdns. Never throws.
 */
export async function discoverMetaMask(win: Window, options: DiscoverOptions = {}): Promise<Discovery> {
  const { waitMs = 150, detect = detectProvider } = options;
  const announced: Eip6963Detail[] = [];
  let found: ((p: Eip1193Provider) => void) | null = null;
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<Eip6963Detail>).detail;
    if (!detail?.provider || typeof detail.provider.request !== 'function') return;
    announced.push(detail);
    if (detail.info?.rdns === METAMASK_RDNS) found?.(detail.provider);
  };
  win.addEventListener('eip6963:announceProvider', onAnnounce);
  try {
    const metamask = await new Promise<Eip1193Provider | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), waitMs);
      found = (p) => {
        clearTimeout(timer);
        resolve(p);
      };
      win.dispatchEvent(new Event('eip6963:requestProvider'));
    });
    if (metamask) return { provider: metamask, otherWalletName: null };
  } finally {
    win.removeEventListener('eip6963:announceProvider', onAnnounce);
  }

  // A provider that announced itself under another rdns is that wallet, whatever flags it sets on
  // `window.ethereum` (Rabby, for one, can take it over with only `isMetaMask`).
  const announcedAs = new Map<unknown, string>(
    announced.map((a) => [
      a.provider,
      typeof a.info?.name === 'string' && a.info.name
        ? a.info.name
        : String((a.info?.rdns as PropertyKey | undefined) ?? ''),
    ]),
  );
  const nameOf = (p: Flagged) => announcedAs.get(p) || injectedWalletName(p);

  const injected = (await detect({ silent: true, timeout: waitMs }).catch(() => null)) as Flagged | null;
  const candidates = Array.isArray(injected?.providers)
    ? [...(injected.providers as Flagged[]), injected]
    : injected
      ? [injected]
      : [];
  const legacy = candidates.find(
    (p) => nameOf(p) === 'MetaMask' && !announcedAs.has(p) && typeof p.request === 'function',
  );
  if (legacy) return { provider: legacy, otherWalletName: null };

  const otherName =
    (injected ? nameOf(injected) : null) ??
    announced.map((a) => (typeof a.info?.name === 'string' ? a.info.name : null)).find(Boolean) ??
    null;
  return { provider: null, otherWalletName: otherName };
}
