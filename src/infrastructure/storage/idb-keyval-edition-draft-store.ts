import type { UseStore } from 'idb-keyval';
import * as v from 'valibot';
import { UnexpectedError } from '../../application/errors/app-error';
import type {
  EditionDraft,
  EditionDraftHeader,
  EditionDraftStore,
  UploadedFile,
} from '../../application/ports/edition-draft-store';
import type { EditionValues } from '../../domain/editions/edition-values';

const cell = v.string();
const partSchema = v.array(v.object({ tokenId: cell, name: cell, description: cell, image: cell, attributes: cell }));
const headerSchema = v.object({
  savedAt: v.string(),
  // A count: a draft kept before parts had ids, its parts under 0, 1, … (read as such, replaced by the next write).
  parts: v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.array(v.string())]),
  dirty: v.array(v.number()),
});
const uploadNamesSchema = v.record(v.string(), v.object({ name: v.string(), size: v.number() }));
/** Beside the draft, not among its parts: a removed draft leaves them. */
const uploadNamesKey = (key: string) => `${key}:uploads`;
/** Names are added a few at a time, each addition under a key of its own (writing them all anew each time held the page 10–30 ms at 10,000). */
const uploadNamesRange = (key: string) => IDBKeyRange.bound(uploadNamesKey(key), `${uploadNamesKey(key)}\uffff`);
let namesAdded = 0;

type IdbKeyval = typeof import('idb-keyval');

const partPrefix = (key: string) => `${key}:part:`;
const partKey = (key: string, id: string) => `${partPrefix(key)}${id}`;
/** Every part stored for a draft, named or not (the colon after the key keeps launchpad 1 apart from 12). */
const partRange = (key: string) => IDBKeyRange.bound(partPrefix(key), `${partPrefix(key)}\uffff`);

/** The part ids a header names. */
const partIds = (parts: number | string[]) =>
  typeof parts === 'number' ? Array.from({ length: parts }, (_, i) => String(i)) : parts;

/** A new part's id: never a plain number (the old parts' ids), and unlike another tab's. */
const newPartId = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * Editions drafts in IndexedDB through idb-keyval (one database, one object store): a header under
 * the key and the rows in parts beside it, each under its own id. idb-keyval is imported on first
 * use, so it stays out of the app's first route.
 */
export class IdbKeyvalEditionDraftStore implements EditionDraftStore {
  private opened: Promise<{ idb: IdbKeyval; store: UseStore }> | null = null;

  private db(): Promise<{ idb: IdbKeyval; store: UseStore }> {
    this.opened ??= import('idb-keyval').then((idb) => ({
      idb,
      store: idb.createStore('creators-lab-drafts', 'editions'),
    }));
    return this.opened;
  }

  async read(key: string): Promise<EditionDraft | null> {
    try {
      const { idb, store } = await this.db();
      const header = v.safeParse(headerSchema, await idb.get(key, store));
      if (!header.success) return null;
      const parts = await idb.getMany(
        partIds(header.output.parts).map((id) => partKey(key, id)),
        store,
      );
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

  async writePart(key: string, rows: EditionValues[]): Promise<string> {
    const id = newPartId();
    await this.keeping(({ idb, store }) => idb.set(partKey(key, id), rows, store));
    return id;
  }

  async writeHeader(key: string, header: EditionDraftHeader): Promise<boolean> {
    return this.keeping(({ idb, store }) =>
      // One transaction: the check, the switch and the clean-up happen together or not at all.
      store('readwrite', (parts) => {
        const listed = parts.getAllKeys(partRange(key));
        return new Promise<boolean>((resolve, reject) => {
          listed.onerror = () => reject(listed.error ?? new Error('the draft parts could not be listed'));
          listed.onsuccess = () => {
            const stored = new Set(listed.result.map(String));
            const named = new Set(header.parts.map((id) => partKey(key, id)));
            if ([...named].some((part) => !stored.has(part))) {
              resolve(false);
              return;
            }
            parts.put(header, key);
            // The replaced draft's parts, and any a write cut off by a reload left unnamed.
            for (const part of stored) if (!named.has(part)) parts.delete(part);
            idb.promisifyRequest(parts.transaction).then(() => resolve(true), reject);
          };
        });
      }),
    );
  }

  async remove(key: string): Promise<void> {
    try {
      const { idb, store } = await this.db();
      await store('readwrite', (parts) => {
        parts.delete(key);
        parts.delete(partRange(key));
        return idb.promisifyRequest(parts.transaction);
      });
    } catch {
      // Nothing to do: a draft that stays is offered again and can be discarded then.
    }
  }

  async readUploadNames(key: string): Promise<Record<string, UploadedFile>> {
    try {
      const { idb, store } = await this.db();
      const chunks = await store('readonly', (names) => idb.promisifyRequest(names.getAll(uploadNamesRange(key))));
      const merged: Record<string, UploadedFile> = {};
      for (const chunk of chunks) {
        const names = v.safeParse(uploadNamesSchema, chunk);
        if (names.success) Object.assign(merged, names.output);
      }
      return merged;
    } catch {
      return {};
    }
  }

  async keepUploadNames(key: string, names: Record<string, UploadedFile>): Promise<void> {
    if (Object.keys(names).length === 0) return;
    try {
      const { idb, store } = await this.db();
      await idb.set(`${uploadNamesKey(key)}:${Date.now().toString(36)}-${(++namesAdded).toString(36)}`, names, store);
    } catch {
      // Names only label images and spare uploads: without them the links show as they are.
    }
  }

  /** A write of the draft: any failure (quota, private mode) is an UnexpectedError, as the port says. */
  private async keeping<T>(write: (db: { idb: IdbKeyval; store: UseStore }) => Promise<T>): Promise<T> {
    try {
      return await write(await this.db());
    } catch (cause) {
      throw new UnexpectedError('the editions draft could not be kept', undefined, { cause });
    }
  }
}
