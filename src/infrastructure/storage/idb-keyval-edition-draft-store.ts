import type { UseStore } from 'idb-keyval';
import * as v from 'valibot';
import { UnexpectedError } from '../../application/errors/app-error';
import type { EditionDraft, EditionDraftHeader, EditionDraftStore } from '../../application/ports/edition-draft-store';
import type { EditionValues } from '../../domain/editions/edition-values';

const cell = v.string();
const partSchema = v.array(v.object({ tokenId: cell, name: cell, description: cell, image: cell, attributes: cell }));
const headerSchema = v.object({ savedAt: v.string(), parts: v.pipe(v.number(), v.integer(), v.minValue(0)), dirty: v.array(v.number()) });

type IdbKeyval = typeof import('idb-keyval');

const partKey = (key: string, index: number) => `${key}:part:${index}`;

/**
 * Editions drafts in IndexedDB through idb-keyval (one database, one object store): a header under
 * the key and the rows in parts beside it. idb-keyval is imported on first use, so it stays out of
 * the app's first route.
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
      const header = v.safeParse(headerSchema, await idb.get(key, store));
      if (!header.success) return null;
      const parts = await idb.getMany(Array.from({ length: header.output.parts }, (_, i) => partKey(key, i)), store);
      const rows: EditionValues[] = [];
      for (const part of parts) {
        const parsed = v.safeParse(partSchema, part);
        if (!parsed.success) return null;
        rows.push(...parsed.output);
      }
      return { savedAt: header.output.savedAt, dirty: header.output.dirty, rows };
    } catch {
      return null;
    }
  }

  async writePart(key: string, index: number, rows: EditionValues[]): Promise<void> {
    await this.put(partKey(key, index), rows);
  }

  async writeHeader(key: string, header: EditionDraftHeader): Promise<void> {
    await this.put(key, header);
  }

  async remove(key: string): Promise<void> {
    try {
      const { idb, store } = await this.db();
      const header = v.safeParse(headerSchema, await idb.get(key, store));
      const parts = header.success ? header.output.parts : 0;
      await idb.delMany([key, ...Array.from({ length: parts }, (_, i) => partKey(key, i))], store);
    } catch {
      // Nothing to do: a draft that stays is offered again and can be discarded then.
    }
  }

  private async put(key: string, value: unknown): Promise<void> {
    try {
      const { idb, store } = await this.db();
      await idb.set(key, value, store);
    } catch (cause) {
      throw new UnexpectedError('the editions draft could not be kept', undefined, { cause });
    }
  }
}
