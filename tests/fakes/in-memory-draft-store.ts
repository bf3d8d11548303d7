import { UnexpectedError } from '../../src/application/errors/app-error';
import type { DraftStore, StoredDraft } from '../../src/application/ports/draft-store';

/** Drafts in a Map (copied in and out, as storage would). `full = true` makes writes fail like a full quota. */
export class InMemoryDraftStore implements DraftStore {
  readonly entries = new Map<string, StoredDraft>();
  full = false;
  writes = 0;

  read(key: string): StoredDraft | null {
    const found = this.entries.get(key);
    return found ? structuredClone(found) : null;
  }

  write(key: string, draft: StoredDraft): void {
    if (this.full) throw new UnexpectedError('draft storage is full');
    this.writes += 1;
    this.entries.set(key, structuredClone(draft));
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  keys(prefix: string): string[] {
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix));
  }
}
