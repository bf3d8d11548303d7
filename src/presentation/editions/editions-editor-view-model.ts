import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { SaveEditions } from '../../application/editions/save-editions';
import { toAppError, UnexpectedError, ValidationError, type AppError } from '../../application/errors/app-error';
import { Clock } from '../../application/ports/clock';
import { ContractsApi } from '../../application/ports/contracts-api';
import { ImageUploadApi } from '../../application/ports/image-upload-api';
import { UserApi } from '../../application/ports/user-api';
import { EDITION_DRAFT_PART_ROWS, EditionDraftStore, editionDraftKey, type EditionDraft, type UploadedFile } from '../../application/ports/edition-draft-store';
import { EditionFiles, type EditionFileFormat } from '../../application/ports/edition-files';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { matchImages } from '../../domain/editions/edition-images';
import { emptyEditionValues, formatAttributes, type EditionColumn } from '../../domain/editions/edition-values';
import { classifyMediaLink, isStorableMediaLink } from '../../domain/validation/media-link';
import type { SingleToken } from '../../domain/metadata/collection-metadata';
import { editionsCopy } from '../shared/copy/editions-copy';
import { draftUserId } from '../shared/forms/draft-user-id';
import { Notices } from '../shared/forms/notices';
import { ImageSizeReader } from '../../application/ports/image-size-reader';
import { contractMetadataQuery, launchpadKeys } from '../../application/reads/launchpad-reads';
import { QueryClientToken } from '../shared/queries/query-client-token';
import { EditionImageUploads } from './edition-image-uploads';
import { EditionImport } from './edition-import';
import { EditionRowStore, tokenOf, valuesOf, type EditionRow } from './edition-row-store';

export type EditionFilter = 'all' | 'errors' | 'noImage';

/** Uploaded links land in their rows together, at most this often. */
const LAND_EVERY_MS = 150;

/** How long typing pauses before the draft is written (10,000 rows are not cloned on every key). */
const DRAFT_DELAY_MS = 800;

const SERVER_FIELD: Record<string, EditionColumn> = {
  tokenId: 'tokenId',
  name: 'name',
  description: 'description',
  imageUrl: 'image',
  attributes: 'attributes',
};

/**
 * /launchpads/{id}/collection-metadata/single/editions-editor: the launchpad's tokens as plain rows
 * (loaded once from the query cache, never made observable), edited in a grid, imported and
 * exported as CSV/JSON, images matched by file name, saved in batches, and kept as an IndexedDB
 * draft per user and launchpad while unsaved.
 */
@injectable()
export class EditionsEditorViewModel {
  readonly store = new EditionRowStore();
  readonly uploads: EditionImageUploads;
  readonly importer: EditionImport;
  status: 'loading' | 'ready' | 'error' = 'loading';
  loadError: AppError | null = null;
  search = '';
  filter: EditionFilter = 'all';
  /** The row of the grid's active cell (행 삭제 acts on it). */
  activeKey: number | null = null;
  /** The column of the grid's active cell: its message shows above the grid, without hovering. */
  activeColumn: EditionColumn | null = null;
  /** The image link shown large (미리보기), or null. */
  preview: string | null = null;
  /**
   * The creator's file behind each uploaded image link: the image column shows its name, not
   * `/local/uploads/<hex>.png`, and a re-picked folder skips the files already sent. Kept in the draft.
   */
  readonly uploadedFiles = new Map<string, UploadedFile>();
  /** Tokens accepted and total while saving; null otherwise. */
  saveProgress: { done: number; total: number } | null = null;
  draftOffer: EditionDraft | null = null;
  /** A row the summary asked the grid to show (a new object each time, so the same row can be asked again). */
  jumpTarget: { key: number; column: EditionColumn } | null = null;
  draftFailed = false;
  private launchpadId = 0;
  private draftKey: string | null = null;
  /** Each stored draft part as last written: its row objects (identity tells what changed) and its id. */
  private written: { rows: readonly EditionRow[]; id: string }[] = [];
  private draftBusy = false;
  private draftAgain = false;
  /** How many upload names the last `keepUploadNames` saw (names are only added). */
  private uploadNamesWritten = 0;
  /** Uploaded links waiting to land in their rows, and the timer that lands them. */
  private landing: { key: number; url: string }[] = [];
  private landingTimer: ReturnType<typeof setTimeout> | null = null;
  /** The token id of each row an image was matched to, by the row's key at the time. */
  private readonly uploadTokenIds = new Map<number, string>();

  constructor(
    @inject(ContractsApi) private readonly contractsApi: ContractsApi,
    @inject(UserApi) private readonly userApi: UserApi,
    @inject(ImageUploadApi) imageUploadApi: ImageUploadApi,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
    @inject(SaveEditions) private readonly saveEditions: SaveEditions,
    @inject(EditionFiles) private readonly files: EditionFiles,
    @inject(EditionDraftStore) private readonly drafts: EditionDraftStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(Notices) private readonly notices: Notices,
    @inject(ImageSizeReader) readImageSize: ImageSizeReader,
  ) {
    this.uploads = new EditionImageUploads(imageUploadApi, readImageSize, reporter, (key, url, file) => this.placeUpload(key, url, file));
    this.importer = new EditionImport(files, this.store);
    makeAutoObservable<this, 'contractsApi' | 'userApi' | 'queryClient' | 'saveEditions' | 'files' | 'drafts' | 'clock' | 'reporter' | 'notices' | 'launchpadId' | 'draftKey' | 'written' | 'draftBusy' | 'draftAgain' | 'uploadTokenIds' | 'uploadNamesWritten' | 'landing' | 'landingTimer'>(
      this,
      {
        jumpTarget: observableRef,
        store: false,
        uploads: false,
        importer: false,
        contractsApi: false,
        userApi: false,
        queryClient: false,
        saveEditions: false,
        files: false,
        drafts: false,
        clock: false,
        reporter: false,
        notices: false,
        launchpadId: false,
        draftKey: false,
        written: false,
        draftBusy: false,
        draftAgain: false,
        uploadTokenIds: false,
        uploadedFiles: false,
        uploadNamesWritten: false,
        landing: false,
        landingTimer: false,
      },
      { autoBind: true },
    );
  }

  start(launchpadId: number): () => void {
    this.launchpadId = launchpadId;
    let stopped = false;
    void this.load(() => stopped);
    const stopDrafts = reaction(
      () => this.store.rows,
      () => void this.keepDraft(),
      { delay: DRAFT_DELAY_MS },
    );
    return () => {
      stopped = true;
      stopDrafts();
      this.uploads.cancel();
      this.landUploads();
    };
  }

  async load(stopped: () => boolean = () => false): Promise<void> {
    this.status = 'loading';
    try {
      const [data, userId] = await Promise.all([
        this.queryClient.fetchQuery(contractMetadataQuery(this.contractsApi, this.launchpadId)),
        draftUserId(this.queryClient, this.userApi),
      ]);
      if (stopped()) return;
      this.draftKey = editionDraftKey(userId, this.launchpadId);
      const [draft, names] = await Promise.all([this.drafts.read(this.draftKey), this.drafts.readUploadNames(this.draftKey)]);
      if (stopped()) return;
      for (const [link, file] of Object.entries(names)) this.uploadedFiles.set(link, file);
      this.uploadNamesWritten = this.uploadedFiles.size;
      runInAction(() => {
        this.store.replaceAll(data.tokens.map(valuesOfToken), () => false);
        this.store.setSaved();
        // A draft the server already holds (saved, then the tab closed before the draft was removed) is no draft.
        const stale = draft !== null && draft.rows.length === data.tokens.length && draft.dirty.every((i) => draft.rows[i] && this.store.isSaved(draft.rows[i]));
        if (stale) void this.drafts.remove(this.draftKey!);
        this.draftOffer = stale ? null : draft;
        this.status = 'ready';
      });
    } catch (caught) {
      const error = toAppError(caught);
      this.reporter.report(error, { area: 'editions', action: 'load', launchpadId: this.launchpadId });
      runInAction(() => {
        this.loadError = error;
        this.status = 'error';
      });
    }
  }

  /** Rows the grid shows: the search (token id or name) and the filter. */
  get visibleRows(): readonly EditionRow[] {
    const rows = this.store.rows;
    const query = this.search.trim().toLowerCase();
    if (!query && this.filter === 'all') return rows;
    return rows.filter((row) => {
      if (this.filter === 'errors' && !row.problems && !row.serverProblem) return false;
      // A file name still to upload, or a generator's placeholder, is no image yet.
      if (this.filter === 'noImage' && isStorableMediaLink(row.image)) return false;
      return !query || row.tokenId.includes(query) || row.name.toLowerCase().includes(query);
    });
  }

  /** Edits or uploads not yet saved: leaving asks first. */
  get hasUnsaved(): boolean {
    return this.store.isDirty || this.uploads.running;
  }

  /** Changed rows without a problem: what 저장 sends. */
  get sendableCount(): number {
    return this.store.dirtyRows.reduce((n, row) => (row.problems ? n : n + 1), 0);
  }

  get saving(): boolean {
    return this.saveProgress !== null;
  }

  setSearch(value: string): void {
    this.search = value;
  }

  setFilter(value: EditionFilter): void {
    this.filter = value;
  }

  /** Shows a row of the summary in the grid: the search is cleared if it hid the row. */
  jumpTo(key: number, column: EditionColumn): void {
    if (!this.visibleRows.some((row) => row.key === key)) {
      this.search = '';
      if (this.filter === 'noImage') this.filter = 'all';
    }
    this.jumpTarget = { key, column };
  }

  setActiveKey(key: number | null, column: EditionColumn | null = null): void {
    this.activeKey = key;
    this.activeColumn = column;
  }

  /** The creator's file name of an uploaded image link, or null (a link typed or imported shows as it is). */
  imageFileName(link: string): string | null {
    return this.uploadedFiles.get(link.trim())?.name ?? null;
  }

  /** Opens the image of a row large; only links the page can show (uploads and https). */
  showPreview(link: string | null): void {
    const kind = link ? classifyMediaLink(link) : null;
    this.preview = kind === 'local-upload' || kind === 'https' ? link!.trim() : null;
  }

  addRow(): number {
    const [key] = this.store.append([{ ...emptyEditionValues(), tokenId: String(this.store.nextTokenId) }]);
    // A new row must be visible to be typed into.
    this.search = '';
    this.filter = 'all';
    return key!;
  }

  deleteActiveRow(): void {
    if (this.activeKey === null) return;
    this.store.remove([this.activeKey]);
    this.activeKey = null;
  }

  restoreDraft(): void {
    const draft = this.draftOffer;
    if (!draft) return;
    const dirty = new Set(draft.dirty);
    this.store.replaceAll(draft.rows, (i) => dirty.has(i));
    this.draftOffer = null;
  }

  /** Drops the offered draft. What was typed since opening stays, and stays the draft (as FormDraft does). */
  discardDraft(): void {
    this.draftOffer = null;
    this.written = [];
    void this.keepDraft();
  }

  /** Files dropped or picked: spreadsheets are imported, images matched to rows. */
  async addFiles(files: readonly File[]): Promise<void> {
    const images = files.filter((file) => file.type.startsWith('image/') || /\.(png|jpe?g|gif|webp)$/i.test(file.name));
    const others = files.filter((file) => !images.includes(file));
    // Several JSON files are per-token metadata (`1.json … N.json`): one sheet. Otherwise the first sheet.
    const json = others.filter((file) => /\.json$/i.test(file.name) || file.type === 'application/json');
    if (json.length > 1) await this.importer.readAll(json);
    else if (others[0]) await this.importer.read(others[0]);
    if (images.length > 0) await this.addImages(images);
  }

  /**
   * Images matched to rows and uploaded. A file whose row already holds the link uploaded from that
   * same file (its name and size) is not sent again: picking the folder again after a reload sends
   * only the images still missing.
   */
  async addImages(files: readonly File[]): Promise<void> {
    const { matches, unmatched } = matchImages(files, this.store.rows);
    const sending: { key: number; file: File }[] = [];
    let already = 0;
    for (const match of matches) {
      const file = files[match.file]!;
      const position = this.store.positionOf(match.key);
      if (position === null) continue;
      const row = this.store.rows[position]!;
      const uploaded = this.uploadedFiles.get(row.image.trim());
      if (uploaded && uploaded.name === file.name && uploaded.size === file.size) {
        already++;
        continue;
      }
      this.uploadTokenIds.set(match.key, row.tokenId);
      sending.push({ key: match.key, file });
    }
    await this.uploads.add(
      sending,
      unmatched.map((i) => files[i]!.name),
      already,
    );
    this.landUploads();
  }

  async exportFile(format: EditionFileFormat): Promise<{ blob: Blob; name: string }> {
    const blob = await this.files.write(this.store.values(), format);
    return { blob, name: `editions-${this.launchpadId}.${format}` };
  }

  /** Saves every changed, valid row in batches; refused rows are marked, the others are never lost. */
  async save(): Promise<void> {
    if (this.saving || this.uploads.running) return;
    // A link that came back in the last moments goes into its row before the rows are sent.
    this.landUploads();
    const dirty = this.store.dirtyRows;
    const sendable: { row: EditionRow; token: SingleToken }[] = [];
    for (const row of dirty) {
      const token = tokenOf(row);
      if (token) sendable.push({ row, token });
    }
    const invalid = dirty.length - sendable.length;
    // The button is disabled then; the bar says why.
    if (sendable.length === 0) return;
    this.store.settleImport();
    this.saveProgress = { done: 0, total: sendable.length };
    try {
      const result = await this.saveEditions.execute(
        this.launchpadId,
        sendable.map((s) => s.token),
        { onProgress: (done, total) => runInAction(() => (this.saveProgress = { done, total })) },
      );
      runInAction(() => {
        this.store.markSaved(result.saved.map((i) => sendable[i]!.row));
        this.store.markRefused(
          result.failed
            .filter((f) => f.error instanceof ValidationError)
            .map((f) => ({
              key: sendable[f.index]!.row.key,
              column: SERVER_FIELD[f.field ?? ''] ?? 'tokenId',
              problem: { code: 'schema' as const, message: (f.error as ValidationError).userMessage },
            })),
        );
      });
      void this.queryClient.invalidateQueries({ queryKey: launchpadKeys.contractMetadata(this.launchpadId), refetchType: 'none' });
      if (result.failed.length > 0) {
        this.reporter.report(result.failed[0]!.error, { area: 'editions', action: 'save', failed: result.failed.length, saved: result.saved.length });
        const refused = result.failed.every((f) => f.error instanceof ValidationError);
        this.notices.failure(editionsCopy.save.partly(result.saved.length, result.failed.length, refused), result.failed[0]!.error);
      } else {
        this.notices.success(editionsCopy.save.saved(result.saved.length) + (invalid ? ` ${editionsCopy.save.skippedInvalid(invalid)}` : ''));
      }
    } catch (caught) {
      const error = toAppError(caught);
      this.reporter.report(error, { area: 'editions', action: 'save' });
      this.notices.failure(editionsCopy.save.failed, error);
    } finally {
      runInAction(() => (this.saveProgress = null));
      void this.keepDraft();
    }
  }

  /**
   * An uploaded image's link goes into its row, with the others that land within LAND_EVERY_MS; a row
   * that was replaced meanwhile (모두 바꾸기, 복원) has a new key, and is found again by the token id it
   * had when the image was matched.
   */
  private placeUpload(key: number, url: string, file: File): void {
    this.uploadedFiles.set(url, { name: file.name, size: file.size });
    this.landing.push({ key, url });
    this.landingTimer ??= setTimeout(() => this.landUploads(), LAND_EVERY_MS);
  }

  /**
   * Puts the links uploaded since the last time into their rows, in one change: 10,000 uploads landing
   * one by one rebuilt the table's derived state (unsaved count, problems, draft) 10,000 times.
   */
  landUploads(): void {
    if (this.landingTimer !== null) clearTimeout(this.landingTimer);
    this.landingTimer = null;
    const landing = this.landing;
    if (landing.length === 0) return;
    this.landing = [];
    const patches: { key: number; values: { image: string } }[] = [];
    for (const { key, url } of landing) {
      let target: number | null = key;
      if (this.store.positionOf(key) === null) {
        const tokenId = this.uploadTokenIds.get(key);
        target = tokenId === undefined ? null : this.store.keyOfTokenId(tokenId);
      }
      // An upload lands once: its row's token id is not needed again.
      this.uploadTokenIds.delete(key);
      if (target !== null) patches.push({ key: target, values: { image: url } });
    }
    this.store.patch(patches);
  }


  /**
   * Keeps the unsaved rows in IndexedDB: only the parts whose row objects changed since the last
   * write are written (an edit rewrites 500 rows, not 10,000), one part per task so typing and
   * scrolling never wait for a long write. A change during a write runs one more pass after it.
   */
  private async keepDraft(): Promise<void> {
    const key = this.draftKey;
    // While a draft is offered and nothing is typed, the stored draft stays for the next visit. Typing
    // while it is offered makes the newest typing the stored draft (as the other forms' FormDraft
    // does): the offer stays restorable from memory until the page is left.
    if (!key || (this.draftOffer && !this.store.isDirty)) return;
    if (this.draftBusy) {
      this.draftAgain = true;
      return;
    }
    this.draftBusy = true;
    try {
      do {
        this.draftAgain = false;
        await this.writeDraft(key);
      } while (this.draftAgain);
      runInAction(() => (this.draftFailed = false));
    } catch (caught) {
      this.written = [];
      this.reporter.report(caught, { area: 'editions', action: 'keep-draft' });
      runInAction(() => (this.draftFailed = true));
    } finally {
      this.draftBusy = false;
    }
  }

  private async writeDraft(key: string): Promise<void> {
    const rows = this.store.rows;
    await this.keepUploadNames(key, rows);
    if (!rows.some((row) => row.dirty)) {
      this.written = [];
      await this.drafts.remove(key);
      return;
    }
    // Twice at most: a header refused because another tab's draft replaced the parts it reused is
    // written again from new parts only.
    for (let attempt = 0; attempt < 2; attempt++) {
      const parts = await this.writeParts(key, rows);
      const dirty: number[] = [];
      rows.forEach((row, i) => row.dirty && dirty.push(i));
      if (await this.drafts.writeHeader(key, { savedAt: this.clock.now().toISOString(), parts: parts.map((part) => part.id), dirty })) {
        this.written = parts;
        return;
      }
      this.written = [];
    }
    throw new UnexpectedError('the editions draft was replaced while it was written, twice');
  }

  /**
   * The creator's file names of the uploaded images the rows hold, kept beside the draft and outliving
   * it: after a reload, saved or not, the image column still names them and a re-picked folder skips them.
   * Written only when an upload has landed since the last write.
   */
  private async keepUploadNames(key: string, rows: readonly EditionRow[]): Promise<void> {
    if (this.uploadNamesWritten === this.uploadedFiles.size) return;
    this.uploadNamesWritten = this.uploadedFiles.size;
    const names: Record<string, UploadedFile> = {};
    for (const row of rows) {
      const file = this.uploadedFiles.get(row.image);
      if (file) names[row.image] = file;
    }
    await this.drafts.keepUploadNames(key, names);
  }

  /** Writes the parts whose rows changed since the last kept draft, one per task; the others keep their ids. */
  private async writeParts(key: string, rows: readonly EditionRow[]): Promise<{ rows: readonly EditionRow[]; id: string }[]> {
    const parts: { rows: readonly EditionRow[]; id: string }[] = [];
    for (let i = 0; i * EDITION_DRAFT_PART_ROWS < rows.length; i++) {
      const part = rows.slice(i * EDITION_DRAFT_PART_ROWS, (i + 1) * EDITION_DRAFT_PART_ROWS);
      const before = this.written[i];
      if (before && before.rows.length === part.length && part.every((row, j) => row === before.rows[j])) {
        parts.push(before);
        continue;
      }
      parts.push({ rows: part, id: await this.drafts.writePart(key, part.map(valuesOf)) });
      await new Promise((resolve) => setTimeout(resolve));
    }
    return parts;
  }
}

function valuesOfToken(token: SingleToken) {
  return {
    tokenId: String(token.tokenId),
    name: token.name,
    description: token.description,
    image: token.imageUrl ?? '',
    attributes: formatAttributes(token.attributes),
  };
}
