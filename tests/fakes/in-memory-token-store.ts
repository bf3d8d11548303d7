import type { TokenStore } from '../../src/application/ports/token-store';

interface Backing {
  value: string | null;
  tabs: Set<InMemoryTokenStore>;
}

/**
 * localStorage's `auth` in memory. `openTab()` gives another "tab" over the same storage: a write
 * in one tab calls the listeners of the others (never its own), as the `storage` event does.
 * `openTab({ lagging: true })` models a tab in another renderer process: other tabs' writes reach its
 * `getRefreshToken` and listeners only on `deliver()`, while `readLatest` sees the shared value at once
 * (as the IndexedDB mirror does).
 */
export class InMemoryTokenStore implements TokenStore {
  private readonly listeners = new Set<(refreshToken: string | null) => void>();
  readonly writes: (string | null)[] = [];
  private seen: string | null;
  private pending: (string | null)[] = [];

  constructor(
    initial: string | null = null,
    private readonly backing: Backing = { value: initial, tabs: new Set() },
    private readonly lagging = false,
  ) {
    backing.tabs.add(this);
    this.seen = backing.value;
  }

  openTab(options: { lagging?: boolean } = {}): InMemoryTokenStore {
    return new InMemoryTokenStore(null, this.backing, options.lagging ?? false);
  }

  getRefreshToken(): string | null {
    return this.lagging ? this.seen : this.backing.value;
  }

  readLatest(): Promise<string | null> {
    return Promise.resolve(this.backing.value);
  }

  setRefreshToken(token: string): Promise<void> {
    this.write(token);
    return Promise.resolve();
  }

  clear(): void {
    this.write(null);
  }

  subscribe(listener: (refreshToken: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Another tab (not modelled as a store) wrote `value`. */
  simulateOtherTab(value: string | null): void {
    this.backing.value = value;
    this.receive(value);
  }

  /** A lagging tab: the other tabs' writes arrive now. */
  deliver(): void {
    for (const value of this.pending.splice(0)) this.emit(value);
  }

  private write(value: string | null): void {
    this.writes.push(value);
    this.seen = value;
    if (this.backing.value === value) return;
    this.backing.value = value;
    for (const tab of this.backing.tabs) if (tab !== this) tab.receive(value);
  }

  private receive(value: string | null): void {
    if (this.lagging) this.pending.push(value);
    else this.emit(value);
  }

  private emit(value: string | null): void {
    this.seen = value;
    for (const listener of [...this.listeners]) listener(value);
  }
}
