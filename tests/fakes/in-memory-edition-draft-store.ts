import type {
  EditionDraft,
  EditionDraftHeader,
  EditionDraftStore,
  UploadedFile,
} from '../../src/application/ports/edition-draft-store';
import type { EditionValues } from '../../src/domain/editions/edition-values';

/**
 * The editions editor's drafts in Maps, kept as the IndexedDB adapter keeps them (no browser storage in
 * tests): parts under ids, the header naming them, unnamed parts deleted when a header lands.
 */
export class InMemoryEditionDraftStore implements EditionDraftStore {
  /** Parts by `<key>:<id>`. */
  readonly parts = new Map<string, EditionValues[]>();
  readonly headers = new Map<string, EditionDraftHeader>();
  readonly uploadNames = new Map<string, Record<string, UploadedFile>>();
  writes = 0;
  private nextId = 1;

  async read(key: string): Promise<EditionDraft | null> {
    const header = this.headers.get(key);
    if (!header) return null;
    const parts = header.parts.map((id) => this.parts.get(`${key}:${id}`));
    if (parts.some((part) => !part)) return null;
    return { savedAt: header.savedAt, dirty: header.dirty, rows: parts.flatMap((part) => part!) };
  }

  async writePart(key: string, rows: EditionValues[]): Promise<string> {
    this.writes++;
    const id = `p${this.nextId++}`;
    this.parts.set(`${key}:${id}`, rows);
    return id;
  }

  async writeHeader(key: string, header: EditionDraftHeader): Promise<boolean> {
    const named = new Set(header.parts.map((id) => `${key}:${id}`));
    if ([...named].some((part) => !this.parts.has(part))) return false;
    this.headers.set(key, header);
    for (const part of this.partsOf(key)) if (!named.has(part)) this.parts.delete(part);
    return true;
  }

  async remove(key: string): Promise<void> {
    this.headers.delete(key);
    for (const part of this.partsOf(key)) this.parts.delete(part);
  }

  async readUploadNames(key: string): Promise<Record<string, UploadedFile>> {
    return { ...this.uploadNames.get(key) };
  }

  async keepUploadNames(key: string, names: Record<string, UploadedFile>): Promise<void> {
    this.uploadNames.set(key, { ...this.uploadNames.get(key), ...names });
  }

  /** Every stored part of this draft, named or not. */
  partsOf(key: string): string[] {
    return [...this.parts.keys()].filter((part) => part.startsWith(`${key}:`));
  }
}
