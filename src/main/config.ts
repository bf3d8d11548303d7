import type { ServiceIdentifier } from 'inversify';

/** Every chain that has a `VITE_RPC_URL_<CHAIN>` setting (requirements §7: one node endpoint per chain). */
export const rpcChains = [
  'ETHEREUM',
  'SEPOLIA',
  'POLYGON',
  'POLYGON_AMOY',
  'ABSTRACT',
  'ABSTRACT_TESTNET',
  'AVALANCHE',
  'AVALANCHE_FUJI',
  'BASE',
  'BASE_SEPOLIA',
  'LUNIVERSE',
] as const;
export type RpcChain = (typeof rpcChains)[number];

/** Public keyless endpoints, so a fresh checkout reads chains without any setup. */
export const defaultRpcUrls: Record<RpcChain, string> = {
  ETHEREUM: 'https://ethereum-rpc.publicnode.com',
  SEPOLIA: 'https://ethereum-sepolia-rpc.publicnode.com',
  POLYGON: 'https://polygon-bor-rpc.publicnode.com',
  POLYGON_AMOY: 'https://polygon-amoy-bor-rpc.publicnode.com',
  ABSTRACT: 'https://api.mainnet.abs.xyz',
  ABSTRACT_TESTNET: 'https://api.testnet.abs.xyz',
  AVALANCHE: 'https://avalanche-c-chain-rpc.publicnode.com',
  AVALANCHE_FUJI: 'https://avalanche-fuji-c-chain-rpc.publicnode.com',
  BASE: 'https://base-rpc.publicnode.com',
  BASE_SEPOLIA: 'https://base-sepolia-rpc.publicnode.com',
  LUNIVERSE: 'https://main-rpc.luniverse.io/1641349324562974539',
};

export interface AppConfig {
  /** The service gateway; '' means same origin (the local creators API behind the dev proxy). */
  creatorsApiUrl: string;
  /** Where the 로그인 button sends a signed-out creator. */
  loginUrl: string;
  themeStorageKey: string;
  rpcUrls: Record<RpcChain, string>;
  sentry: { dsn: string; tunnel: string | null } | null;
  environment: string;
  release: string;
}
export const AppConfig: ServiceIdentifier<AppConfig> = Symbol.for('AppConfig');

/** Bad configuration: `message` is one Korean sentence naming the variable, fit for the start-up screen. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`설정 오류: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | boolean | undefined>;

const isHttpUrl = (value: string) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value) && URL.canParse(value);
// Plain checks, not valibot schemas: the configuration is read on every first screen, and /login
// loads no valibot (the first route's budget).
type Check = (value: string) => boolean;
const httpUrl: Check = isHttpUrl;
/** An absolute http(s) URL, or a path on this origin ('/local/login'). */
const urlOrPath: Check = (s) => isHttpUrl(s) || /^\/(?!\/)\S*$/.test(s);
const nonEmpty: Check = (s) => s.length > 0;
/** Blank, or what `check` accepts. */
const emptyOr =
  (check: Check): Check =>
  (s) =>
    s === '' || check(s);

/** Reads one variable: unset or blank takes the default; otherwise it must pass the check. */
function read(env: Env, name: string, fallback: string, check: Check, problem: string): string {
  const raw = env[name];
  if (raw !== undefined && typeof raw !== 'string') throw new ConfigError(name, '값이 문자열이 아닙니다.');
  const value = raw?.trim() || fallback;
  if (!check(value)) throw new ConfigError(name, problem);
  return value;
}

const NOT_URL = '값이 올바른 URL이 아닙니다.';

/** Pure: parses `import.meta.env`-shaped settings (requirements §22) or throws ConfigError. */
export function parseConfig(env: Env, release = 'dev'): AppConfig {
  const creatorsApiUrl = read(env, 'VITE_CREATORS_API_URL', '', emptyOr(httpUrl), NOT_URL);
  const loginUrl = read(env, 'VITE_LOGIN_URL', '/local/login', urlOrPath, NOT_URL);
  const themeStorageKey = read(env, 'VITE_THEME_STORAGE_KEY', 'vite-ui-theme', nonEmpty, '값이 비어 있습니다.');
  const rpcUrls = Object.fromEntries(
    rpcChains.map((chain) => [chain, read(env, `VITE_RPC_URL_${chain}`, defaultRpcUrls[chain], httpUrl, NOT_URL)]),
  ) as Record<RpcChain, string>;
  const dsn = read(env, 'VITE_SENTRY_DSN', '', emptyOr(httpUrl), '값이 올바른 Sentry DSN이 아닙니다.');
  const tunnel = read(env, 'VITE_SENTRY_TUNNEL', '', emptyOr(urlOrPath), NOT_URL);
  const mode = env.MODE;
  return {
    // No trailing slash, so `${creatorsApiUrl}${path}` never doubles it.
    creatorsApiUrl: creatorsApiUrl.replace(/\/+$/, ''),
    loginUrl,
    themeStorageKey,
    rpcUrls,
    sentry: dsn ? { dsn, tunnel: tunnel || null } : null,
    environment: typeof mode === 'string' && mode ? mode : 'development',
    release,
  };
}

/** The configuration of this build; throws ConfigError at start when a variable is wrong. */
export function loadConfig(): AppConfig {
  return parseConfig(import.meta.env, __APP_RELEASE__);
}
