import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { EditionSheets } from '../../application/editions/edition-sheets';
import { OpenEditions } from '../../application/editions/open-editions';
import { SaveEditedRows, type EditedRowsOutcome } from '../../application/editions/save-edited-rows';
import type { AppError } from '../../application/errors/app-error';
import { UploadImage } from '../../application/images/upload-image';
import type { EditionFileFormat } from '../../application/ports/edition-files';
import { emptyEditionValues, type EditionColumn } from '../../domain/editions/edition-values';
import { classifyMediaLink, isStorableMediaLink } from '../../domain/validation/media-link';
import { editionsCopy } from '../shared/copy/editions-copy';
import { FormKit } from '../shared/forms/form-kit';
import { notObserved } from '../shared/view-models/not-observed';
import { EditionDraftKeeping } from './edition-draft-keeping';
import { EditionsOpening } from './editions-opening';
import { EditionImageLinks } from './edition-image-links';
import type { EditionImageUploads } from './edition-image-uploads';
import { EditionImport } from './edition-import';
import { EditionRowStore, tokenOf, type EditionRow } from './edition-row-store';

export type EditionFilter = 'all' | 'errors' | 'noImage';

/**
 * /launchpads/{id}/collection-metadata/single/editions-editor: the launchpad's tokens as plain rows
 * (opened once from the page's read, never made observable), edited in a grid, imported and exported
 * as CSV/JSON, images matched by file name, saved in batches (SaveEditions), and kept as a draft per
 * user and launchpad while unsaved (OpenEditions, EditionsDrafts). This class keeps the view's state.
 */
@injectable()
export class EditionsEditorViewModel {
  readonly store = new EditionRowStore();
  readonly images: EditionImageLinks;
  readonly importer: EditionImport;
  readonly draft: EditionDraftKeeping;
  readonly opening: EditionsOpening;
  search = '';
  filter: EditionFilter = 'all';
  /** The row and column of the grid's active cell (행 삭제 acts on the row; the cell's message shows above the grid). */
  activeKey: number | null = null;
  activeColumn: EditionColumn | null = null;
  /** The image link shown large (미리보기), or null. */
  preview: string | null = null;
  /** Tokens accepted and total while saving; null otherwise. */
  saveProgress: { done: number; total: number } | null = null;
  /** A row the summary asked the grid to show (a new object each time, so the same row can be asked again). */
  jumpTarget: { key: number; column: EditionColumn } | null = null;
  private launchpadId = 0;

  constructor(
    @inject(FormKit) private readonly kit: FormKit,
    @inject(OpenEditions) openEditions: OpenEditions,
    @inject(SaveEditedRows) private readonly saveRows: SaveEditedRows,
    @inject(EditionSheets) private readonly sheets: EditionSheets,
    @inject(UploadImage) uploadImage: UploadImage,
  ) {
    this.images = new EditionImageLinks(this.store, uploadImage);
    this.importer = new EditionImport(sheets, this.store);
    this.draft = new EditionDraftKeeping(this.store, this.images.uploadedFiles);
    this.opening = new EditionsOpening(kit, openEditions, (opened) => {
      this.images.remember(opened.uploadNames);
      this.store.replaceAll(opened.saved, () => false);
      this.store.setSaved();
      this.draft.open(opened.drafts, opened.offer);
    });
    makeAutoObservable<this, 'kit' | 'saveRows' | 'sheets' | 'launchpadId'>(
      this,
      { ...notObserved('store', 'images', 'importer', 'draft', 'opening', 'kit', 'saveRows', 'sheets', 'launchpadId'), jumpTarget: observableRef },
      { autoBind: true },
    );
  }

  start(launchpadId: number): () => void {
    this.launchpadId = launchpadId;
    const stops = [this.opening.start(launchpadId), this.draft.start()];
    return () => {
      stops.forEach((stop) => stop());
      this.uploads.cancel();
      this.images.land();
    };
  }

  get status(): EditionsOpening['status'] {
    return this.opening.status;
  }

  get loadError(): AppError | null {
    return this.opening.error;
  }

  /** 다시 시도 after a failed load. */
  load(): void {
    this.opening.load();
  }

  get uploads(): EditionImageUploads {
    return this.images.uploads;
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

  imageFileName(link: string): string | null {
    return this.images.fileName(link);
  }

  /** The link a row's image can be shown large from: only links the page can show (uploads and https), else null. */
  previewable(link: string | null): string | null {
    const kind = link ? classifyMediaLink(link) : null;
    return kind === 'local-upload' || kind === 'https' ? link!.trim() : null;
  }

  /** Opens the image of a row large (or closes it, given null or a link the page cannot show). */
  showPreview(link: string | null): void {
    this.preview = this.previewable(link);
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

  /** Files dropped or picked: the sheet is imported (after 합치기/바꾸기, if asked), then images matched to the rows that result. */
  async addFiles(files: readonly File[]): Promise<void> {
    const { sheet, images } = this.sheets.sort(files);
    if (sheet.length > 0) await this.importer.readAll(sheet);
    if (images.length > 0) await this.addImages(images);
  }

  addImages(files: readonly File[]): Promise<void> {
    return this.images.add(files);
  }

  exportFile(format: EditionFileFormat): Promise<{ blob: Blob; name: string }> {
    return this.sheets.export(this.store.values(), format, this.launchpadId);
  }

  /** Saves every changed, valid row in batches; refused rows are marked, the others are never lost. */
  async save(): Promise<void> {
    if (this.saving || this.uploads.running) return;
    // A link that came back in the last moments goes into its row before the rows are sent.
    this.images.land();
    const dirty = this.store.dirtyRows;
    const sendable = dirty.flatMap((row) => {
      const token = tokenOf(row);
      return token ? [{ row, token }] : [];
    });
    // The button is disabled then; the bar says why.
    if (sendable.length === 0) return;
    this.store.settleImport();
    this.saveProgress = { done: 0, total: sendable.length };
    const onProgress = (done: number, total: number) => runInAction(() => (this.saveProgress = { done, total }));
    const { saved, refused, outcome } = await this.saveRows.execute(this.launchpadId, sendable, onProgress);
    runInAction(() => {
      this.store.markSaved(saved);
      this.store.markRefused(refused.map(({ row, column, message }) => ({ key: row.key, column, problem: { code: 'schema' as const, message } })));
      this.saveProgress = null;
    });
    this.tell(outcome, dirty.length - sendable.length);
    void this.draft.keep();
  }

  private tell(outcome: EditedRowsOutcome, invalid: number): void {
    const { save } = editionsCopy;
    if (outcome.kind === 'saved') this.kit.notices.success(save.saved(outcome.saved) + (invalid ? ` ${save.skippedInvalid(invalid)}` : ''));
    else if (outcome.kind === 'partly') this.kit.notices.failure(save.partly(outcome.saved, outcome.failed, outcome.refused), outcome.error);
    else this.kit.notices.failure(save.failed, outcome.error);
  }
}
