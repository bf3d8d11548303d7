import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { supportedChains, type RpcConfigKey } from '../src/domain/chain/chains';
import { DEFAULT_REFRESH_GRACE_SECONDS } from './auth/tokens';

/** `demo`: the demo accounts and their data; `large` adds 1,000 launchpads to the creator (benchmarks). */
export type SeedName = 'demo' | 'large';

export interface LocalApiConfig {
  port: number;
  /** A file path, or `:memory:` for a throwaway database. */
  dbPath: string;
  accessTtlSeconds: number;
  /** How long a spent refresh token still brings a new pair instead of revoking its family (0: never). */
  refreshGraceSeconds: number;
  seed: SeedName;
  /**
   * Where /local/login sends the creator; its host is also an accepted SIWE domain. Unset: the app
   * origin the page was reached through (the app's proxy), else DEFAULT_APP_ORIGIN.
   */
  appOrigin: string | undefined;
  /** How long a 미리보기 link lasts (default 30 minutes; tests shorten it to see the expiry page). */
  previewTtlSeconds: number;
  /** LOCAL_API_RPC_URL_<CHAIN>: the chains whose contracts sync reads again (none by default). */
  rpcUrls: Partial<Record<RpcConfigKey, string>>;
  /** LOCAL_API_TRUSTED_PROXIES: the hosts in front whose X-Forwarded-For names the client (none by default). */
  trustedProxies: string[];
}

export const DEFAULT_DB_PATH = '.local-data/creators-lab.sqlite';
export const DEFAULT_APP_ORIGIN = 'http://localhost:5173';

/** A setting that cannot be used: start-up stops with one sentence naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
}

function origin(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    throw new ConfigError(`${name} must be an http(s) origin such as http://localhost:5173 (got "${raw}").`);
  }
}

function rpcUrls(env: NodeJS.ProcessEnv): Partial<Record<RpcConfigKey, string>> {
  const urls: Partial<Record<RpcConfigKey, string>> = {};
  for (const { rpcConfigKey: key } of supportedChains) {
    const name = `LOCAL_API_RPC_URL_${key}`;
    const raw = env[name]?.trim();
    if (!raw) continue;
    if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
      throw new ConfigError(`${name} must be an http(s) JSON-RPC URL (got "${raw}").`);
    }
    urls[key] = raw;
  }
  return urls;
}

function addresses(env: NodeJS.ProcessEnv, name: string): string[] {
  const list = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = list.find((entry) => !isIP(entry));
  if (wrong) throw new ConfigError(`${name} must list IP addresses separated by commas (got "${wrong}").`);
  return list;
}

/** Reads the LOCAL_API_* settings; every one has a working default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): LocalApiConfig {
  const seed = env.LOCAL_API_SEED?.trim() || 'demo';
  if (seed !== 'demo' && seed !== 'large') {
    throw new ConfigError(`LOCAL_API_SEED must be demo or large (got "${seed}").`);
  }
  const db = env.LOCAL_API_DB?.trim() || DEFAULT_DB_PATH;
  return {
    port: integer(env, 'LOCAL_API_PORT', 8787, 0, 65535),
    dbPath: db === ':memory:' ? db : resolve(db),
    accessTtlSeconds: integer(env, 'LOCAL_API_ACCESS_TTL_SECONDS', 300, 1, 86_400),
    refreshGraceSeconds: integer(env, 'LOCAL_API_REFRESH_GRACE_SECONDS', DEFAULT_REFRESH_GRACE_SECONDS, 0, 300),
    seed,
    appOrigin: origin(env, 'LOCAL_API_APP_ORIGIN'),
    previewTtlSeconds: integer(env, 'LOCAL_API_PREVIEW_TTL_SECONDS', 30 * 60, 1, 86_400),
    rpcUrls: rpcUrls(env),
    trustedProxies: addresses(env, 'LOCAL_API_TRUSTED_PROXIES'),
  };
}
