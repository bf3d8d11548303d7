import { describe, expect, it } from 'vitest';
import { ConfigError, defaultRpcUrls, parseConfig, rpcChains } from './config';

function errorOf(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('given an empty env, when parsed, then every setting takes its working local default', () => {
    const config = parseConfig({ MODE: 'development' }, '1.2.3');
    expect(config).toEqual({
      creatorsApiUrl: '',
      loginUrl: '/local/login',
      themeStorageKey: 'vite-ui-theme',
      rpcUrls: defaultRpcUrls,
      sentry: null,
      environment: 'development',
      release: '1.2.3',
    });
    expect(Object.keys(config.rpcUrls)).toHaveLength(rpcChains.length);
  });

  it('given every variable set, when parsed, then they are used (trailing slash of the API dropped)', () => {
    const config = parseConfig({
      MODE: 'production',
      VITE_CREATORS_API_URL: 'https://gw.example.com/',
      VITE_LOGIN_URL: 'https://exchange.example.com/login',
      VITE_THEME_STORAGE_KEY: 'theme',
      VITE_RPC_URL_SEPOLIA: 'https://sepolia.example.com/key',
      VITE_SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/2',
      VITE_SENTRY_TUNNEL: '/tunnel',
    });
    expect(config.creatorsApiUrl).toBe('https://gw.example.com');
    expect(config.loginUrl).toBe('https://exchange.example.com/login');
    expect(config.themeStorageKey).toBe('theme');
    expect(config.rpcUrls.SEPOLIA).toBe('https://sepolia.example.com/key');
    expect(config.rpcUrls.ETHEREUM).toBe(defaultRpcUrls.ETHEREUM);
    expect(config.sentry).toEqual({ dsn: 'https://abc@o1.ingest.sentry.io/2', tunnel: '/tunnel' });
    expect(config.environment).toBe('production');
  });

  it('given blank values, when parsed, then the defaults apply', () => {
    const config = parseConfig({ VITE_LOGIN_URL: '  ', VITE_SENTRY_DSN: '' });
    expect(config.loginUrl).toBe('/local/login');
    expect(config.sentry).toBeNull();
  });

  it.each([
    ['VITE_LOGIN_URL', 'not a url', '설정 오류: VITE_LOGIN_URL 값이 올바른 URL이 아닙니다.'],
    ['VITE_LOGIN_URL', '//evil.example.com', '설정 오류: VITE_LOGIN_URL 값이 올바른 URL이 아닙니다.'],
    ['VITE_CREATORS_API_URL', 'ftp://gw.example.com', '설정 오류: VITE_CREATORS_API_URL 값이 올바른 URL이 아닙니다.'],
    ['VITE_CREATORS_API_URL', '/cl', '설정 오류: VITE_CREATORS_API_URL 값이 올바른 URL이 아닙니다.'],
    ['VITE_RPC_URL_BASE', 'wss://base.example.com', '설정 오류: VITE_RPC_URL_BASE 값이 올바른 URL이 아닙니다.'],
    ['VITE_RPC_URL_LUNIVERSE', 'luniverse', '설정 오류: VITE_RPC_URL_LUNIVERSE 값이 올바른 URL이 아닙니다.'],
    ['VITE_SENTRY_DSN', 'dsn', '설정 오류: VITE_SENTRY_DSN 값이 올바른 Sentry DSN이 아닙니다.'],
    ['VITE_SENTRY_TUNNEL', 'tunnel', '설정 오류: VITE_SENTRY_TUNNEL 값이 올바른 URL이 아닙니다.'],
  ])('given %s=%j, when parsed, then one sentence names the variable', (name, value, message) => {
    const error = errorOf(() => parseConfig({ [name]: value }));
    expect(error.variable).toBe(name);
    expect(error.message).toBe(message);
  });

  it('given a non-string value, when parsed, then the variable is named', () => {
    expect(errorOf(() => parseConfig({ VITE_THEME_STORAGE_KEY: true })).message).toBe(
      '설정 오류: VITE_THEME_STORAGE_KEY 값이 문자열이 아닙니다.',
    );
  });
});
