import type { EditionDraft, EditionDraftHeader, EditionDraftStore } from '../../src/application/ports/edition-draft-store';
import type { EditionValues } from '../../src/domain/editions/edition-values';

/** The editions editor's drafts in Maps, as IndexedDB would keep them (no browser storage in tests). */
export class InMemoryEditionDraftStore implements EditionDraftStore {
  readonly parts = new Map<string, EditionValues[]>();
  readonly headers = new Map<string, EditionDraftHeader>();
  writes = 0;
  async read(key: string): Promise<EditionDraft | null> {
    const header = this.headers.get(key);
    if (!header) return null;
    const rows = Array.from({ length: header.parts }, (_, i) => this.parts.get(`${key}:${i}`) ?? []).flat();
    return { savedAt: header.savedAt, dirty: header.dirty, rows };
  }
  async writePart(key: string, index: number, rows: EditionValues[]) {
    this.writes++;
    this.parts.set(`${key}:${index}`, rows);
  }
  async writeHeader(key: string, header: EditionDraftHeader) {
    this.headers.set(key, header);
  }
  async remove(key: string) {
    this.headers.delete(key);
  }
}
