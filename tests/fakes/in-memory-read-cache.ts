import type { QueryDefinition, ReadCache, ReadSnapshot, ReadWatch } from '../../src/application/ports/read-cache';

type Entry = { key: readonly unknown[]; value: unknown; invalidated: boolean };
type Watcher = { id: string; onChange: (snapshot: ReadSnapshot<unknown>) => void };

/**
 * ReadCache in memory, for tests without the query library: keys compare as the library's do (by
 * their JSON), `invalidate` marks every key that starts with the given one (or the exact one) and
 * records how it was asked (`invalidations`), `fetch` shares one read between concurrent asks, and
 * `observe` tells its watcher the value at once, after a fetch (when missing or invalidated) and after
 * every `set`. The `setQueryData`/`getQueryData`/`getQueryState` names let a test read it as it would
 * the real client.
 */
export class InMemoryReadCache implements ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly watchers = new Set<Watcher>();
  readonly invalidations: { key: readonly unknown[]; exact: boolean; refetch: boolean }[] = [];

  set<T>(key: readonly unknown[], value: T | ((cached: T | undefined) => T | undefined)): void {
    const cached = this.get<T>(key);
    const next = typeof value === 'function' ? (value as (cached: T | undefined) => T | undefined)(cached) : value;
    if (next === undefined) return;
    this.entries.set(JSON.stringify(key), { key, value: next, invalidated: false });
    this.tell(JSON.stringify(key), { data: next, error: null, failed: false, fetching: false });
  }

  private get<T>(key: readonly unknown[]): T | undefined {
    return this.entries.get(JSON.stringify(key))?.value as T | undefined;
  }

  invalidate(key: readonly unknown[], options: { exact?: boolean; refetch?: boolean } = {}): void {
    const exact = options.exact ?? false;
    this.invalidations.push({ key, exact, refetch: options.refetch ?? true });
    for (const entry of this.entries.values()) {
      const matches = exact
        ? JSON.stringify(entry.key) === JSON.stringify(key)
        : key.every((part, i) => JSON.stringify(part) === JSON.stringify(entry.key[i]));
      if (matches) entry.invalidated = true;
    }
  }

  async fetch<T>(definition: QueryDefinition<T>, options: { fresh?: boolean } = {}): Promise<T> {
    const id = JSON.stringify(definition.queryKey);
    if (!options.fresh && this.entries.has(id)) return this.get<T>(definition.queryKey)!;
    const running = this.inFlight.get(id) ?? definition.queryFn().finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, running);
    const value = (await running) as T;
    this.set(definition.queryKey, value);
    return value;
  }

  async prefetch(definition: QueryDefinition<unknown>): Promise<void> {
    await this.fetch(definition).catch(() => undefined);
  }

  observe<T>(definition: QueryDefinition<T>, onChange: (snapshot: ReadSnapshot<T>) => void): ReadWatch {
    const id = JSON.stringify(definition.queryKey);
    const watcher: Watcher = { id, onChange: onChange as Watcher['onChange'] };
    this.watchers.add(watcher);
    const read = async (fresh: boolean) => {
      const data = this.get<T>(definition.queryKey);
      onChange({ data, error: null, failed: false, fetching: true });
      await this.fetch(definition, { fresh }).catch((error: unknown) => {
        if (this.watchers.has(watcher)) onChange({ data, error, failed: data === undefined, fetching: false });
      });
    };
    const entry = this.entries.get(id);
    if (entry && !entry.invalidated) onChange({ data: entry.value as T, error: null, failed: false, fetching: false });
    else void read(true);
    return { stop: () => this.watchers.delete(watcher), refetch: () => read(true) };
  }

  private tell(id: string, snapshot: ReadSnapshot<unknown>): void {
    for (const watcher of this.watchers) if (watcher.id === id) watcher.onChange(snapshot);
  }

  setQueryData(key: readonly unknown[], value: unknown): void {
    this.set(key, value);
  }

  getQueryData(key: readonly unknown[]): unknown {
    return this.get(key);
  }

  /** Every key the cache holds (nothing was written: empty). */
  get keys(): (readonly unknown[])[] {
    return [...this.entries.values()].map((entry) => entry.key);
  }

  getQueryState(key: readonly unknown[]): { isInvalidated: boolean } | undefined {
    const entry = this.entries.get(JSON.stringify(key));
    return entry && { isInvalidated: entry.invalidated };
  }
}
