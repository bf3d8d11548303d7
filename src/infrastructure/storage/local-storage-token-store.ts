import type { TokenStore } from '../../application/ports/token-store';
import { AUTH_STORAGE_KEY } from './auth-storage-key';
import { IndexedDbLatestToken } from './indexed-db-latest-token';

export { AUTH_STORAGE_KEY };

/**
 * What lives under `auth`: `{ refreshToken }`, a non-empty string (the access token stays in
 * memory). Anything else under the key (old formats, hand edits, a half-written value) counts as
 * no token. A plain check, not a valibot schema: it runs on every first screen, which loads no valibot.
 */
function parse(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null || !('refreshToken' in stored)) return null;
    const { refreshToken } = stored;
    return typeof refreshToken === 'string' && refreshToken.length > 0 ? refreshToken : null;
  } catch {
    return null;
  }
}

/**
 * The refresh token in localStorage. Other tabs learn of a rotation or a logout through the
 * `storage` event, which the browser fires in every other document of the origin.
 * Storage that throws (disabled, private mode quota) behaves as empty: the session then lasts
 * until the page is closed. Every write is mirrored in IndexedDB for `readLatest` (see
 * IndexedDbLatestToken: a localStorage write reaches other tabs late).
 */
export class LocalStorageTokenStore implements TokenStore {
  constructor(
    private readonly storage: Storage = window.localStorage,
    private readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
    private readonly latest: IndexedDbLatestToken = new IndexedDbLatestToken(),
  ) {}

  getRefreshToken(): string | null {
    try {
      return parse(this.storage.getItem(AUTH_STORAGE_KEY));
    } catch {
      return null;
    }
  }

  async readLatest(): Promise<string | null> {
    const latest = await this.latest.read();
    // undefined: no mirror (never written since this version, or no IndexedDB): localStorage it is.
    return latest === undefined ? this.getRefreshToken() : latest;
  }

  setRefreshToken(token: string): Promise<void> {
    try {
      this.storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ refreshToken: token }));
    } catch {
      // Not persisted: this tab keeps its session in memory.
    }
    return this.latest.write(token);
  }

  clear(): void {
    try {
      this.storage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Nothing stored that could outlive the page.
    }
    // A tombstone rather than a delete: a tab whose localStorage still shows the old token must not
    // take it for the latest one and revive the session.
    void this.latest.write(null);
  }

  subscribe(listener: (refreshToken: string | null) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      // key null: another tab called localStorage.clear().
      if (event.storageArea !== this.storage) return;
      if (event.key === AUTH_STORAGE_KEY) listener(parse(event.newValue));
      else if (event.key === null) listener(null);
    };
    this.events.addEventListener('storage', onStorage);
    return () => this.events.removeEventListener('storage', onStorage);
  }
}
