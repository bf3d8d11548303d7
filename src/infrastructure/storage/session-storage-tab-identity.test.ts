import { describe, expect, it } from 'vitest';
import { until } from '../../../tests/support/until';
import { SessionStorageTabIdentity, TAB_ID_KEY } from './session-storage-tab-identity';

/** A tab's session storage: kept across its reloads, copied when the tab is duplicated. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('SessionStorageTabIdentity', () => {
  it('given a tab that reloads, then it keeps its id; another tab has its own', () => {
    const storage = memoryStorage();
    const first = new SessionStorageTabIdentity(storage).id();
    expect(new SessionStorageTabIdentity(storage).id()).toBe(first);
    expect(new SessionStorageTabIdentity(memoryStorage()).id()).not.toBe(first);
  });

  it('given a duplicated tab (a copy of the session storage), when it starts, then it takes a new id and the original keeps its own', async () => {
    const original = new SessionStorageTabIdentity(memoryStorage());
    original.start();
    const copy = memoryStorage({ [TAB_ID_KEY]: original.id() });
    const duplicate = new SessionStorageTabIdentity(copy);
    const shared = duplicate.id();
    duplicate.start();
    await until(() => duplicate.id() !== shared, 'a new id for the duplicate');
    expect(original.id()).toBe(shared);
    expect(copy.getItem(TAB_ID_KEY)).toBe(duplicate.id());
  });

  it('given no session storage, then the id lasts as long as the page', () => {
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const tab = new SessionStorageTabIdentity(blocked);
    expect(tab.id()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
