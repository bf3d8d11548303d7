import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import {
  CHUNK_RELOAD_KEY,
  installReloadOnChunkError,
  isChunkLoadError,
  reloadOnce,
  reloadToPendingNavigation,
  type ReloadEnvironment,
} from './reload-on-chunk-error';

function makeEnv(start = 1_000_000) {
  const values = new Map<string, string>();
  const env = {
    time: start,
    reloads: 0,
    reloadedTo: [] as (string | undefined)[],
    storage: {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    },
    now: () => env.time,
    reload: (href?: string) => {
      env.reloads += 1;
      env.reloadedTo.push(href);
    },
  };
  return env satisfies ReloadEnvironment;
}

describe('reloadOnce', () => {
  it('given a first chunk failure, when handled, then the page reloads and the time is kept', () => {
    const env = makeEnv();
    expect(reloadOnce(env)).toBe(true);
    expect(env.reloads).toBe(1);
    expect(env.storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('given a reload less than 10 s ago, when it fails again, then it does not reload (no loop)', () => {
    const env = makeEnv();
    reloadOnce(env);
    env.time += 9_999;
    expect(reloadOnce(env)).toBe(false);
    expect(env.reloads).toBe(1);
  });

  it('given the last reload was long ago, when a chunk fails, then it reloads again', () => {
    const env = makeEnv();
    reloadOnce(env);
    env.time += 10_000;
    expect(reloadOnce(env)).toBe(true);
    expect(env.reloads).toBe(2);
  });

  it('given sessionStorage throws, when a chunk fails, then it does not reload', () => {
    const env = makeEnv();
    env.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(reloadOnce(env)).toBe(false);
    expect(env.reloads).toBe(0);
  });
});

describe('installReloadOnChunkError', () => {
  it('given vite:preloadError, when it fires twice quickly, then one reload and only the first event is cancelled', () => {
    const env = makeEnv();
    const target = new EventTarget() as unknown as Window;
    const uninstall = installReloadOnChunkError(target, env);
    const first = new Event('vite:preloadError', { cancelable: true });
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    target.dispatchEvent(second);
    expect(env.reloads).toBe(1);
    expect([first.defaultPrevented, second.defaultPrevented]).toEqual([true, false]);
    uninstall();
    env.time += 60_000;
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(env.reloads).toBe(1);
  });
});

describe('reloadToPendingNavigation', () => {
  it('given a navigation whose page chunk fails to load, when the reload happens, then it lands on the page the creator was going to', async () => {
    let failChunk!: (error: Error) => void;
    const router = createMemoryRouter(
      [
        { path: '/launchpads', element: null },
        {
          path: '/me/creators',
          lazy: () =>
            new Promise((_, reject) => {
              failChunk = reject;
            }),
        },
      ],
      { initialEntries: ['/launchpads'] },
    );
    reloadToPendingNavigation(router);
    const env = makeEnv();
    const target = new EventTarget() as unknown as Window;
    const uninstall = installReloadOnChunkError(target, env);
    const navigation = router.navigate('/me/creators?tab=1');
    await Promise.resolve();
    expect(router.state.navigation.state).toBe('loading');
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(env.reloadedTo).toEqual(['/me/creators?tab=1']);
    failChunk(new TypeError('Failed to fetch dynamically imported module'));
    await navigation;
    uninstall();
    router.dispose();
  });

  it('given no navigation under way (a preload on hover failed), when the reload happens, then the current page reloads', () => {
    const router = createMemoryRouter([{ path: '/launchpads', element: null }], { initialEntries: ['/launchpads'] });
    reloadToPendingNavigation(router);
    const env = makeEnv();
    expect(reloadOnce(env)).toBe(true);
    expect(env.reloadedTo).toEqual([undefined]);
    router.dispose();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://x/assets/page-abc.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/a.css', true],
    ['Cannot read properties of undefined', false],
  ])('given %j, then %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});
