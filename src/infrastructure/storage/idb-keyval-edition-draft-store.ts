import type { UseStore } from 'idb-keyval';
import * as v from 'valibot';
import { UnexpectedError } from '../../application/errors/app-error';
import type { EditionDraft, EditionDraftStore } from '../../application/ports/edition-draft-store';

const cell = v.string();
const draftSchema = v.object({
  savedAt: v.string(),
  rows: v.array(v.object({ tokenId: cell, name: cell, description: cell, image: cell, attributes: cell })),
  dirty: v.array(v.number()),
});

type IdbKeyval = typeof import('idb-keyval');

/**
 * Editions drafts in IndexedDB through idb-keyval (one database, one object store), imported on
 * first use so it stays out of the app's first route.
 */
export class IdbKeyvalEditionDraftStore implements EditionDraftStore {
  private opened: Promise<{ idb: IdbKeyval; store: UseStore }> | null = null;

  private db(): Promise<{ idb: IdbKeyval; store: UseStore }> {
    this.opened ??= import('idb-keyval').then((idb) => ({ idb, store: idb.createStore('creators-lab-drafts', 'editions') }));
    return this.opened;
  }

  async read(key: string): Promise<EditionDraft | null> {
    try {
      const { idb, store } = await this.db();
      const value: unknown = await idb.get(key, store);
      const parsed = v.safeParse(draftSchema, value);
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  }

  async write(key: string, draft: EditionDraft): Promise<void> {
    try {
      const { idb, store } = await this.db();
      await idb.set(key, draft, store);
    } catch (cause) {
      throw new UnexpectedError('the editions draft could not be kept', undefined, { cause });
    }
  }

  async remove(key: string): Promise<void> {
    try {
      const { idb, store } = await this.db();
      await idb.del(key, store);
    } catch {
      // Nothing to do: a draft that stays is offered again and can be discarded then.
    }
  }
}
