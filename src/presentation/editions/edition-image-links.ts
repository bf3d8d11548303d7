import type { BulkImageUploads } from '../../application/images/bulk-image-uploads';
import { nextTask } from '../../application/scheduling/next-task';
import { planningImageUploads, type UploadedFile } from '../../domain/editions/edition-image-plan';
import { uploadedFileName } from '../../domain/validation/media-link';
import { EditionImageUploads } from './edition-image-uploads';
import type { EditionRowStore } from './edition-row-store';

/**
 * Uploaded links land in their rows together, at most this often: each landing is a change of the
 * whole table (its problems, unsaved count and draft follow), so a few hundred images a second land
 * once a second, not one by one. A landing's cost is mostly what does not grow with its rows (the
 * table's counts over every row, React's render of the counts and the grid): at 500 ms, 36–39 landings
 * of about 270 rows took 13 ms each (median, with the render); at 1 s, 19–21 of about 500 took 13–19 ms.
 * Half the landings for about the same cost each: half the tasks a full machine can stretch past 50 ms
 * (docs/performance.md, fifth round).
 */
const LAND_EVERY_MS = 1000;

/**
 * The images of the editions editor's rows: dropped files matched to rows and sent (`uploads`), their
 * links put into the rows in batches, and the creator's file behind each uploaded link (the image
 * column shows its name, not `/local/uploads/<hex>.png`, and a re-picked folder skips the files
 * already sent). Not observable: the rows and `uploads` are.
 */
export class EditionImageLinks {
  readonly uploads: EditionImageUploads;
  /** The creator's file behind each uploaded image link; kept beside the draft. */
  readonly uploadedFiles = new Map<string, UploadedFile>();
  /** Uploaded links waiting to land in their rows, and the timer that lands them. */
  private landing: { key: number; url: string }[] = [];
  private landingTimer: ReturnType<typeof setTimeout> | null = null;
  /** The token id of each row an image was matched to, by the row's key at the time. */
  private readonly tokenIds = new Map<number, string>();
  /** Uploads answered since the editor opened (a pick's share is what it added). */
  private placed = 0;

  constructor(
    private readonly store: EditionRowStore,
    bulk: BulkImageUploads,
  ) {
    this.uploads = new EditionImageUploads(bulk, (key, url, file, size) => this.place(key, url, file, size));
  }

  /** Links kept from earlier visits. */
  remember(names: ReadonlyMap<string, UploadedFile>): void {
    for (const [link, file] of names) this.uploadedFiles.set(link, file);
  }

  /**
   * The creator's file name of an uploaded image link, or null (a link typed or imported shows as it
   * is): kept beside the draft in this browser, else the name the upload's link ends with (any browser).
   */
  fileName(link: string): string | null {
    return this.uploadedFiles.get(link.trim())?.name ?? uploadedFileName(link);
  }

  /**
   * Images matched to rows and uploaded; those whose row already holds the link sent from that same file
   * are not sent again. The matching (in parts) and the queueing run in tasks of their own: Chromium
   * hands a 10,000-file folder over in one long task of its own (a blob registration per file), matching
   * inside the input's change handler made that task longer still, and matching and queueing 10,000
   * together came near 100 ms. `uploads.running` holds from the call on. Resolves, once every file is
   * answered, with how many links it put into rows.
   */
  async add(files: readonly File[]): Promise<number> {
    const matching = this.uploads.matchingStarted();
    const before = this.placed;
    try {
      await nextTask();
      // 취소 pressed (or the editor closed) while they waited: none is queued.
      if (!matching.wanted()) return 0;
      // In parts, each in a task of its own; the rows as they are now (a change meanwhile is a new array).
      const planning = planningImageUploads(files, this.store.rows, this.uploadedFiles);
      let step = planning.next();
      for (; !step.done; step = planning.next()) {
        await nextTask();
        if (!matching.wanted()) return 0;
      }
      const plan = step.value;
      await nextTask();
      if (!matching.wanted()) return 0;
      for (const { key, tokenId } of plan.sending) this.tokenIds.set(key, tokenId);
      await this.uploads.add(plan.sending, plan.unmatched, plan.already);
    } finally {
      matching.done();
    }
    this.land();
    return this.placed - before;
  }

  /**
   * Puts the links uploaded since the last time into their rows, in one change: 10,000 uploads landing
   * one by one rebuilt the table's derived state (unsaved count, problems, draft) 10,000 times. A row
   * that was replaced meanwhile (모두 바꾸기, 복원) has a new key, and is found again by the token id
   * it had when the image was matched.
   */
  land(): void {
    if (this.landingTimer !== null) clearTimeout(this.landingTimer);
    this.landingTimer = null;
    const landing = this.landing;
    if (landing.length === 0) return;
    this.landing = [];
    const patches: { key: number; values: { image: string } }[] = [];
    for (const { key, url } of landing) {
      let target: number | null = key;
      if (this.store.positionOf(key) === null) {
        const tokenId = this.tokenIds.get(key);
        target = tokenId === undefined ? null : this.store.keyOfTokenId(tokenId);
      }
      // An upload lands once: its row's token id is not needed again.
      this.tokenIds.delete(key);
      if (target !== null) patches.push({ key: target, values: { image: url } });
    }
    this.store.patch(patches);
  }

  /** An uploaded image's link goes into its row, with the others that land within LAND_EVERY_MS. */
  private place(key: number, url: string, file: File, size: number): void {
    this.placed++;
    this.uploadedFiles.set(url, { name: file.name, size });
    this.landing.push({ key, url });
    this.landingTimer ??= setTimeout(() => this.land(), LAND_EVERY_MS);
  }
}
