const DB_NAME = 'creators-lab-session';
const STORE = 'latest';
const KEY = 'auth';
/** A stuck IndexedDB (blocked open, broken profile) must not hold the refresh lock for long. */
const GIVE_UP_MS = 1_000;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function withinTime<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), GIVE_UP_MS)));
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/**
 * The refresh token as the last lock holder left it, mirrored in IndexedDB. localStorage reaches
 * other tabs asynchronously (each renderer process keeps its own copy), so a tab that takes the
 * refresh lock right after another tab rotated the token can still read the spent one there. An
 * IndexedDB transaction that has completed is seen by every later transaction of the origin, so
 * the writer awaits its commit before releasing the lock and the next holder reads the new token.
 * Without IndexedDB (or when it fails) `read` answers `undefined` and the caller uses localStorage.
 */
export class IndexedDbLatestToken {
  private opening: Promise<IDBDatabase | null> | null = null;

  constructor(private readonly factory: IDBFactory | undefined = globalThis.indexedDB) {}

  /** The token, `null` after a sign-out, `undefined` when nothing was ever written or IndexedDB is unusable. */
  read(): Promise<string | null | undefined> {
    return withinTime(
      this.open().then(async (db) => {
        if (!db) return undefined;
        const stored: unknown = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY));
        if (stored === undefined) return undefined;
        const token =
          typeof stored === 'object' && stored !== null && 'refreshToken' in stored ? stored.refreshToken : undefined;
        return typeof token === 'string' && token !== '' ? token : null;
      }),
      undefined,
    );
  }

  /** Resolves once the write has committed (or failed: then readers fall back to localStorage). */
  write(refreshToken: string | null): Promise<void> {
    return withinTime(
      this.open().then(async (db) => {
        if (!db) return;
        const tx = db.transaction(STORE, 'readwrite');
        tx.objectStore(STORE).put({ refreshToken }, KEY);
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write failed'));
        });
      }),
      undefined,
    );
  }

  private open(): Promise<IDBDatabase | null> {
    this.opening ??= new Promise<IDBDatabase | null>((resolve) => {
      if (!this.factory) return resolve(null);
      try {
        const req = this.factory.open(DB_NAME, 1);
        req.onupgradeneeded = () => req.result.createObjectStore(STORE);
        req.onsuccess = () => resolve(req.result);
        req.onerror = req.onblocked = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
    return this.opening;
  }
}
