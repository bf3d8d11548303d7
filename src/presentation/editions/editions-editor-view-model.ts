import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { EditionSheets } from '../../application/editions/edition-sheets';
import { OpenEditions } from '../../application/editions/open-editions';
import { SaveEditedRows } from '../../application/editions/save-edited-rows';
import { ValidationError, type AppError } from '../../application/errors/app-error';
import { BulkImageUploads } from '../../application/images/bulk-image-uploads';
import type { EditionFileFormat } from '../../application/ports/edition-files';
import { emptyEditionValues, type EditionColumn } from '../../domain/editions/edition-values';
import { showableImageLink } from '../../domain/editions/edition-row';
import { editionsCopy } from '../shared/copy/editions-copy';
import { FormServices } from '../shared/forms/form-services';
import { notObserved } from '../shared/view-models/not-observed';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import { EditionDraftKeeping } from './edition-draft-keeping';
import { EditionsOpening } from './editions-opening';
import { EditionImageLinks } from './edition-image-links';
import type { EditionImageUploads } from './edition-image-uploads';
import { EditionImport } from './edition-import';
import { EditionRowStore } from './edition-row-store';
import { EditionRowsShown } from './edition-rows-shown';
import { EditionSaving } from './edition-saving';
import { filesOfHandles } from './folder-handles';

/**
 * /launchpads/{id}/collection-metadata/single/editions-editor: the launchpad's tokens as plain rows
 * (opened once from the page's read, never made observable), edited in a grid, imported and exported
 * as CSV/JSON (EditionSheets), images matched by file name and sent (UploadImage), saved in batches
 * (SaveEditedRows), and kept as a draft per user and launchpad while unsaved (OpenEditions,
 * EditionsDrafts). This class keeps the view's state; its parts (opening, draft, images, saver) theirs.
 */
@injectable()
export class EditionsEditorViewModel {
  readonly store = new EditionRowStore();
  readonly images: EditionImageLinks;
  readonly importer: EditionImport;
  readonly draft: EditionDraftKeeping;
  readonly opening: EditionsOpening;
  readonly saver: EditionSaving;
  /** Which rows the grid shows (search, filter, a row the summary asked for). */
  readonly shown = new EditionRowsShown(this.store);
  /** The row and column of the grid's active cell (행 삭제 acts on the row; the cell's message shows above the grid). */
  activeKey: number | null = null;
  activeColumn: EditionColumn | null = null;
  /** The image link shown large (미리보기), or null. */
  preview: string | null = null;
  private launchpadId = 0;
  private page: LaunchpadPage | null = null; // the frame's: the saved tokens, and whether they may change

  constructor(
    @inject(FormServices) private readonly forms: FormServices,
    @inject(OpenEditions) openEditions: OpenEditions,
    @inject(SaveEditedRows) saveRows: SaveEditedRows,
    @inject(EditionSheets) private readonly sheets: EditionSheets,
    @inject(BulkImageUploads) bulk: BulkImageUploads,
  ) {
    this.images = new EditionImageLinks(this.store, bulk);
    this.importer = new EditionImport(sheets, this.store);
    this.draft = new EditionDraftKeeping(this.store, this.images.uploadedFiles);
    this.opening = new EditionsOpening(forms, openEditions, (opened) => {
      this.images.remember(opened.uploadNames);
      this.store.replaceAll(opened.saved, () => false);
      this.store.setSaved();
      this.draft.open(opened.drafts, opened.offer);
    });
    this.saver = new EditionSaving(this.store, this.images, saveRows, forms.notices, this.draft);
    makeAutoObservable<this, 'sheets' | 'launchpadId' | 'page' | 'forms'>(
      this,
      {
        ...notObserved(
          'store',
          'shown',
          'images',
          'importer',
          'draft',
          'opening',
          'saver',
          'sheets',
          'launchpadId',
          'forms',
        ),
        page: observableRef,
      },
      { autoBind: true },
    );
  }

  start(page: LaunchpadPage): () => void {
    [this.launchpadId, this.page] = [page.launchpad.id, page];
    const stops = [this.opening.start(page), this.draft.start()];
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

  /** The launch lets its tokens change (not from 승인됨 on): every editing control of the editor follows it. */
  get editable(): boolean {
    return this.page?.canChange('content') ?? true;
  }

  get uploads(): EditionImageUploads {
    return this.images.uploads;
  }

  /** Edits or uploads not yet saved: leaving asks first. */
  get hasUnsaved(): boolean {
    return this.store.isDirty || this.uploads.running;
  }

  /**
   * Whether picking the image folder is the step's next action: some rows still lack their image and no
   * pick is uploading. It is then the screen's one filled button, and 저장 steps back (the rows save by
   * themselves after the last image while the launch is 작성 중). A computed yes or no, so the bar and
   * the images panel render again when it turns, not at every landing of uploaded links.
   */
  get imagesComeFirst(): boolean {
    const { rows, withImage } = this.store.completion;
    return this.editable && withImage < rows && !this.uploads.running;
  }

  /** Changed rows without a problem: what 저장 sends. */
  get sendableCount(): number {
    return this.store.counts.sendable;
  }

  /** Whether 저장 has anything to send: a yes or no, so 저장 renders again when it turns, not at every count. */
  get hasSendable(): boolean {
    return this.sendableCount > 0;
  }

  setActiveKey(key: number | null, column: EditionColumn | null = null): void {
    this.activeKey = key;
    this.activeColumn = column;
  }

  imageFileName(link: string): string | null {
    return this.images.fileName(link);
  }

  /** Opens the image of a row large (or closes it, given null or a link the page cannot show). */
  showPreview(link: string | null): void {
    this.preview = showableImageLink(link);
  }

  addRow(): number {
    const [key] = this.store.append([{ ...emptyEditionValues(), tokenId: String(this.store.nextTokenId) }]);
    this.shown.showAll();
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

  /** Images matched and uploaded; once the pick's last one is answered, the rows are saved (or 저장 is asked for). */
  async addImages(files: readonly File[]): Promise<void> {
    const landed = await this.images.add(files);
    // The rows save by themselves after a pick's last image only while the launch is 작성 중 (docs/editions-files.md).
    if (landed > 0) await this.saver.afterUploads(this.launchpadId, this.page?.launchpad.status === 'DRAFT');
  }

  /**
   * The image folder the creator picks in the browser's folder picker (Chromium), read through its handle
   * (folder-handles.ts), then as addImages. The dialog does not count as an upload (a pick still going
   * on saves by itself behind it); a closed dialog does nothing, and a folder the browser will not open
   * is reported and said in a notice.
   */
  async addImageFolder(pick: () => Promise<FileSystemDirectoryHandle | null>): Promise<void> {
    let folder: FileSystemDirectoryHandle | null;
    try {
      folder = await pick();
    } catch (error) {
      this.unreadable(error, editionsCopy.images.folderUnreadable);
      return;
    }
    if (folder) await this.whenRead(filesOfHandles([folder]), editionsCopy.images.folderUnreadable, this.addImages);
  }

  /** A drop's files, read while the drop is handled (edition-drop.ts), then as addFiles. */
  async addDropped(reading: Promise<readonly File[]>): Promise<void> {
    await this.whenRead(reading, editionsCopy.images.dropUnreadable, this.addFiles);
  }

  /**
   * Files the browser is still reading (a folder's handles, a drop's entries: a second or two for
   * 10,000), then given to `next`. The read counts as matching: the upload is `running`, and 취소 shows, from
   * then on. Files that cannot be read are reported and said under `title`; files read after 취소, the
   * editor's close or the launch's lock are not given on. `next` starts before the read stops counting, so
   * `running` does not drop in between. An empty read is used too: the last pick's lines give way to it.
   */
  private async whenRead(
    reading: Promise<readonly File[]>,
    title: string,
    next: (files: readonly File[]) => Promise<void>,
  ): Promise<void> {
    const matching = this.uploads.matchingStarted();
    let files: readonly File[] | null = null;
    try {
      files = await reading;
    } catch (error) {
      this.unreadable(error, title);
    }
    const using = files && matching.wanted() && this.editable ? next(files) : null;
    matching.done();
    await using;
  }

  /** A folder or drop the browser would not give: reported, and said with what to do. */
  private unreadable(error: unknown, title: string): void {
    this.forms.reporter.report(error, { area: 'editions', action: 'read-files', launchpadId: this.launchpadId });
    this.forms.notices.failure(title, new ValidationError(editionsCopy.images.folderHint, undefined, { cause: error }));
  }

  exportFile(format: EditionFileFormat): Promise<{ blob: Blob; name: string }> {
    return this.sheets.export(this.store.values(), format, this.launchpadId);
  }

  async save(): Promise<void> {
    await this.saver.save(this.launchpadId);
  }
}
