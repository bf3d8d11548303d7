import type { TokenStore } from '../../src/application/ports/token-store';

interface Backing {
  value: string | null;
  tabs: Set<InMemoryTokenStore>;
}

/**
 * localStorage's `auth` in memory. `openTab()` gives another "tab" over the same storage: a write
 * in one tab calls the listeners of the others (never its own), as the `storage` event does.
 */
export class InMemoryTokenStore implements TokenStore {
  private readonly listeners = new Set<(refreshToken: string | null) => void>();
  readonly writes: (string | null)[] = [];

  constructor(
    initial: string | null = null,
    private readonly backing: Backing = { value: initial, tabs: new Set() },
  ) {
    backing.tabs.add(this);
  }

  openTab(): InMemoryTokenStore {
    return new InMemoryTokenStore(null, this.backing);
  }

  getRefreshToken(): string | null {
    return this.backing.value;
  }

  setRefreshToken(token: string): void {
    this.write(token);
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
    this.emit(value);
  }

  private write(value: string | null): void {
    this.writes.push(value);
    if (this.backing.value === value) return;
    this.backing.value = value;
    for (const tab of this.backing.tabs) if (tab !== this) tab.emit(value);
  }

  private emit(value: string | null): void {
    for (const listener of [...this.listeners]) listener(value);
  }
}
