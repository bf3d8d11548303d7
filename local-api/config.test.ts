import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DB_PATH, readConfig } from './config';

describe('readConfig', () => {
  it('given no settings, then the documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 8787,
      dbPath: resolve(DEFAULT_DB_PATH),
      accessTtlSeconds: 300,
      refreshGraceSeconds: 10,
      seed: 'demo',
      appOrigin: undefined,
      previewTtlSeconds: 1800,
      rpcUrls: {},
      trustedProxies: [],
    });
    expect(DEFAULT_DB_PATH.startsWith('.local-data/')).toBe(true);
  });

  it('given every setting, then each is read', () => {
    expect(
      readConfig({
        LOCAL_API_PORT: '8899',
        LOCAL_API_DB: ':memory:',
        LOCAL_API_ACCESS_TTL_SECONDS: '5',
        LOCAL_API_SEED: 'large',
        LOCAL_API_REFRESH_GRACE_SECONDS: '0',
        LOCAL_API_APP_ORIGIN: 'http://127.0.0.1:4173/',
        LOCAL_API_PREVIEW_TTL_SECONDS: '2',
        LOCAL_API_RPC_URL_SEPOLIA: 'http://127.0.0.1:8545',
        LOCAL_API_RPC_URL_NOT_A_CHAIN: 'http://127.0.0.1:1',
        LOCAL_API_TRUSTED_PROXIES: '127.0.0.1, ::1',
      }),
    ).toEqual({
      port: 8899,
      dbPath: ':memory:',
      accessTtlSeconds: 5,
      refreshGraceSeconds: 0,
      seed: 'large',
      appOrigin: 'http://127.0.0.1:4173',
      previewTtlSeconds: 2,
      rpcUrls: { SEPOLIA: 'http://127.0.0.1:8545' },
      trustedProxies: ['127.0.0.1', '::1'],
    });
  });

  it.each([
    ['LOCAL_API_PORT', '99999'],
    ['LOCAL_API_PORT', 'eighty'],
    ['LOCAL_API_ACCESS_TTL_SECONDS', '0'],
    ['LOCAL_API_SEED', 'huge'],
    ['LOCAL_API_PREVIEW_TTL_SECONDS', '0'],
    ['LOCAL_API_REFRESH_GRACE_SECONDS', '301'],
    ['LOCAL_API_REFRESH_GRACE_SECONDS', '-1'],
    ['LOCAL_API_APP_ORIGIN', 'localhost:5173'],
    ['LOCAL_API_RPC_URL_BASE', 'ws://127.0.0.1:8545'],
    ['LOCAL_API_TRUSTED_PROXIES', '127.0.0.1,gateway.local'],
  ])('given %s=%s, then a ConfigError naming it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(name);
  });
});
