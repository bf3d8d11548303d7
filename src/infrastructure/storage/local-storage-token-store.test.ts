import { describe, expect, it, vi } from 'vitest';
import { IndexedDbLatestToken } from './indexed-db-latest-token';
import { AUTH_STORAGE_KEY, LocalStorageTokenStore } from './local-storage-token-store';

/** The IndexedDB mirror as another tab's completed write leaves it (happy-dom has no IndexedDB). */
class MirrorStub extends IndexedDbLatestToken {
  value: string | null | undefined = undefined;
  override read() {
    return Promise.resolve(this.value);
  }
  override write(refreshToken: string | null) {
    this.value = refreshToken;
    return Promise.resolve();
  }
}

function storageEvent(key: string | null, newValue: string | null, storageArea: Storage = localStorage) {
  return new StorageEvent('storage', { key, newValue, storageArea });
}

describe('LocalStorageTokenStore', () => {
  it('given a token is set, when read back, then only the refresh token is under "auth"', () => {
    const store = new LocalStorageTokenStore();
    void store.setRefreshToken('r1');
    expect(store.getRefreshToken()).toBe('r1');
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '')).toEqual({ refreshToken: 'r1' });
  });

  it.each(['garbage', '{"refreshToken":""}', '{"refreshToken":42}', 'null', '"r1"', '{'])(
    'given %j stored, when read, then there is no token',
    (raw) => {
      localStorage.setItem(AUTH_STORAGE_KEY, raw);
      expect(new LocalStorageTokenStore().getRefreshToken()).toBeNull();
    },
  );

  it('given a token, when cleared, then the key is gone', () => {
    const store = new LocalStorageTokenStore();
    void store.setRefreshToken('r1');
    store.clear();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
  });

  it('given storage that throws, when used, then it behaves as empty', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const store = new LocalStorageTokenStore(broken);
    expect(() => store.setRefreshToken('r1')).not.toThrow();
    expect(store.getRefreshToken()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });

  it('given a subscriber, when another tab rotates, clears or wipes storage, then it hears each change', () => {
    const store = new LocalStorageTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, JSON.stringify({ refreshToken: 'r2' })));
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, null));
    window.dispatchEvent(storageEvent(null, null));
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, 'garbage'));
    expect(listener.mock.calls).toEqual([['r2'], [null], [null], [null]]);
    unsubscribe();
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, null));
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('given changes to other keys or sessionStorage, when they arrive, then they are ignored', () => {
    const store = new LocalStorageTokenStore();
    const listener = vi.fn();
    store.subscribe(listener);
    window.dispatchEvent(storageEvent('vite-ui-theme', 'dark'));
    window.dispatchEvent(storageEvent(AUTH_STORAGE_KEY, null, sessionStorage));
    expect(listener).not.toHaveBeenCalled();
  });

  it("given another tab rotated the token and this tab's localStorage still shows the spent one, when the latest is read, then the rotated token comes back", async () => {
    const mirror = new MirrorStub();
    const store = new LocalStorageTokenStore(localStorage, window, mirror);
    await store.setRefreshToken('r1');
    mirror.value = 'r2';
    expect(store.getRefreshToken()).toBe('r1');
    expect(await store.readLatest()).toBe('r2');
  });

  it('given another tab signed out, when the latest is read with the old token still in localStorage, then there is none', async () => {
    const mirror = new MirrorStub();
    const store = new LocalStorageTokenStore(localStorage, window, mirror);
    await store.setRefreshToken('r1');
    store.clear();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ refreshToken: 'r1' }));
    expect(mirror.value).toBeNull();
    expect(await store.readLatest()).toBeNull();
  });

  it('given no IndexedDB, when the latest is read, then localStorage answers', async () => {
    const store = new LocalStorageTokenStore(localStorage, window, new IndexedDbLatestToken(undefined));
    await store.setRefreshToken('r3');
    expect(await store.readLatest()).toBe('r3');
  });
});
