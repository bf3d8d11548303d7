import * as v from 'valibot';
import { UnexpectedError } from '../../application/errors/app-error';
import type { DraftStore, StoredDraft } from '../../application/ports/draft-store';

const storedDraftSchema = v.object({
  version: v.pipe(v.number(), v.integer()),
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
  value: v.unknown(),
});

/**
 * Drafts as JSON in localStorage, one key per draft. Whatever else sits under a key (a half-written
 * value, an old format, a hand edit) reads as no draft: the creator then simply starts from the
 * saved record.
 */
export class LocalStorageDraftStore implements DraftStore {
  constructor(private readonly storage: Storage = window.localStorage) {}

  read(key: string): StoredDraft | null {
    try {
      const raw = this.storage.getItem(key);
      if (raw === null) return null;
      const result = v.safeParse(storedDraftSchema, JSON.parse(raw));
      return result.success ? result.output : null;
    } catch {
      return null;
    }
  }

  write(key: string, draft: StoredDraft): void {
    try {
      this.storage.setItem(key, JSON.stringify(draft));
    } catch (error) {
      // QuotaExceededError, or storage disabled (some private modes).
      throw new UnexpectedError('draft could not be stored', undefined, { cause: error });
    }
  }

  remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Storage unavailable: nothing was kept either.
    }
  }

  keys(prefix: string): string[] {
    try {
      const found: string[] = [];
      for (let i = 0; i < this.storage.length; i += 1) {
        const key = this.storage.key(i);
        if (key?.startsWith(prefix)) found.push(key);
      }
      return found;
    } catch {
      return [];
    }
  }
}
