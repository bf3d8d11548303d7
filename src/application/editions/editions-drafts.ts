import { inject, injectable } from 'inversify';
import type { EditionValues } from '../../domain/editions/edition-values';
import { UnexpectedError } from '../errors/app-error';
import { Clock } from '../ports/clock';
import { EDITION_DRAFT_PART_ROWS, EditionDraftStore, type UploadedFile } from '../ports/edition-draft-store';
import { ErrorReporter } from '../ports/error-reporter';
import { nextTask } from '../scheduling/next-task';

/** A row as the draft keeps it: its cells, and whether it changed since the last save. Rows are never mutated, so identity tells what changed. */
export type DraftRow = EditionValues & { readonly dirty: boolean };

/**
 * What one attempt to keep the draft did: `kept` (written, or removed when nothing is unsaved),
 * `failed` (reported; the browser would not keep it), `waiting` (a draft is offered and nothing is
 * typed: the stored one stays for the next visit), `queued` (a write was under way: it writes once more
 * after, and its caller hears how that went).
 */
export type DraftKeeping = 'kept' | 'failed' | 'waiting' | 'queued';

/** What the draft is to hold now: read when a write begins, not when it was asked for. */
export type DraftSnapshot = () => {
  rows: readonly DraftRow[];
  uploads: ReadonlyMap<string, UploadedFile>;
  offered?: boolean;
};

/** The editions editor's drafts: one session per visit of one creator's launchpad. */
@injectable()
export class EditionsDrafts {
  constructor(
    @inject(EditionDraftStore) private readonly store: EditionDraftStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  /** The session that keeps the draft under `key`; `uploadNames` are the names already stored beside it. */
  session(key: string, uploadNames: ReadonlyMap<string, UploadedFile>): EditionDraftSession {
    return new EditionDraftSession(
      this.store,
      this.clock,
      this.reporter,
      key,
      uploadNames.size,
      new Set(uploadNames.keys()),
    );
  }
}

/**
 * Keeps a visit's unsaved rows in the draft store: only the parts whose row objects changed since the
 * last write are written (an edit rewrites 500 rows, not 10,000), one part per task so typing and
 * scrolling never wait for a long write. A change during a write runs one more pass after it. Beside
 * the draft, the creator's file names of the uploaded images the rows hold (they outlive the draft).
 */
export class EditionDraftSession {
  /** Each stored part as last written: its row objects (identity tells what changed) and its id. */
  private written: { rows: readonly DraftRow[]; id: string }[] = [];
  private busy = false;
  private again: DraftSnapshot | null = null;

  constructor(
    private readonly store: EditionDraftStore,
    private readonly clock: Clock,
    private readonly reporter: ErrorReporter,
    readonly key: string,
    /** How many upload names the store holds (names are only added). */
    private uploadNamesSeen: number,
    /** The links whose names the store holds already. */
    private readonly namesWritten: Set<string> = new Set(),
  ) {}

  /**
   * Keeps the rows `current()` gives (read when the write begins, and again for a pass queued
   * meanwhile). While a draft is offered and nothing is typed, the stored draft stays for the next
   * visit; typing while it is offered makes the newest typing the stored draft (as the other forms'
   * FormDraft does), the offer staying restorable from memory until the page is left.
   */
  async keep(current: DraftSnapshot): Promise<DraftKeeping> {
    const first = current();
    if (first.offered && !first.rows.some((row) => row.dirty)) return 'waiting';
    if (this.busy) {
      this.again = current;
      return 'queued';
    }
    this.busy = true;
    try {
      let next: DraftSnapshot | null = () => first;
      while (next) {
        const { rows, uploads } = next();
        this.again = null;
        await this.write(rows, uploads);
        next = this.again;
      }
      return 'kept';
    } catch (caught) {
      this.written = [];
      this.reporter.report(caught, { area: 'editions', action: 'keep-draft' });
      return 'failed';
    } finally {
      this.again = null;
      this.busy = false;
    }
  }

  /** The offered draft was dropped: the next keep writes every part anew. */
  forget(): void {
    this.written = [];
  }

  private async write(rows: readonly DraftRow[], uploads: ReadonlyMap<string, UploadedFile>): Promise<void> {
    await this.keepUploadNames(rows, uploads);
    if (!rows.some((row) => row.dirty)) {
      this.written = [];
      await this.store.remove(this.key);
      return;
    }
    // Twice at most: a header refused because another tab's draft replaced the parts it reused is
    // written again from new parts only.
    for (let attempt = 0; attempt < 2; attempt++) {
      const parts = await this.writeParts(rows);
      const dirty: number[] = [];
      rows.forEach((row, i) => row.dirty && dirty.push(i));
      if (
        await this.store.writeHeader(this.key, {
          savedAt: this.clock.now().toISOString(),
          parts: parts.map((part) => part.id),
          dirty,
        })
      ) {
        this.written = parts;
        return;
      }
      this.written = [];
    }
    throw new UnexpectedError('the editions draft was replaced while it was written, twice');
  }

  /**
   * The creator's file names of the uploaded images the rows hold: after a reload, saved or not, the
   * image column still names them and a re-picked folder skips them. Only those not written yet, and only
   * when an upload has landed since the last write: 10,000 written anew on each keep held the page.
   */
  private async keepUploadNames(rows: readonly DraftRow[], uploads: ReadonlyMap<string, UploadedFile>): Promise<void> {
    if (this.uploadNamesSeen === uploads.size) return;
    this.uploadNamesSeen = uploads.size;
    const names: Record<string, UploadedFile> = {};
    for (const row of rows) {
      const file = uploads.get(row.image);
      if (file && !this.namesWritten.has(row.image)) names[row.image] = file;
    }
    await this.store.keepUploadNames(this.key, names);
    for (const link of Object.keys(names)) this.namesWritten.add(link);
  }

  /** Writes the parts whose rows changed since the last kept draft, one per task; the others keep their ids. */
  private async writeParts(rows: readonly DraftRow[]): Promise<{ rows: readonly DraftRow[]; id: string }[]> {
    const parts: { rows: readonly DraftRow[]; id: string }[] = [];
    for (let i = 0; i * EDITION_DRAFT_PART_ROWS < rows.length; i++) {
      const part = rows.slice(i * EDITION_DRAFT_PART_ROWS, (i + 1) * EDITION_DRAFT_PART_ROWS);
      const before = this.written[i];
      if (before && before.rows.length === part.length && part.every((row, j) => row === before.rows[j])) {
        parts.push(before);
        continue;
      }
      parts.push({ rows: part, id: await this.store.writePart(this.key, part.map(cellsOf)) });
      await nextTask();
    }
    return parts;
  }
}

/** A row's cells only, as the draft stores them. */
function cellsOf(row: DraftRow): EditionValues {
  return {
    tokenId: row.tokenId,
    name: row.name,
    description: row.description,
    image: row.image,
    attributes: row.attributes,
  };
}
