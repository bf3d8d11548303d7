import { checkProfileImageFile, type ProfileImageProblem } from '../creator/profile-image-rules';
import { classifyMediaLink, mediaFileName } from '../validation/media-link';
import { parseTokenId } from './check-edition';

/**
 * Token images: the type and 10 MB limits are the upload contract's (shared with profile images);
 * the sides are the editor's own: large enough to show on a marketplace, small enough to decode.
 */
export const EDITION_IMAGE_MIN_SIDE = 100;
export const EDITION_IMAGE_MAX_SIDE = 8192;

/**
 * Images one batch upload carries at most (the editions editor's folder): the API contract's limit
 * (MAX_BATCH_IMAGES) and what the editor puts in a request, so the two cannot drift apart.
 */
export const EDITION_IMAGES_PER_BATCH = 20;

export type EditionImageProblem =
  Extract<ProfileImageProblem, 'type' | 'size' | 'unreadable'> | 'too-small' | 'too-large';

export function checkEditionImageFile(file: { type: string; size: number }): EditionImageProblem | null {
  return checkProfileImageFile(file);
}

export function checkEditionImageDimensions(size: { width: number; height: number }): EditionImageProblem | null {
  if (size.width < EDITION_IMAGE_MIN_SIDE || size.height < EDITION_IMAGE_MIN_SIDE) return 'too-small';
  if (size.width > EDITION_IMAGE_MAX_SIDE || size.height > EDITION_IMAGE_MAX_SIDE) return 'too-large';
  return null;
}

export interface ImageMatch {
  /** Index into the files given. */
  file: number;
  key: number;
}

/**
 * The last part of a path or link (`art/1.png` → `1.png`), lower-cased for matching. Composed (NFC):
 * macOS hands over Hangul file names decomposed, while a spreadsheet cell holds them composed.
 */
export function fileNameOf(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1).trim();
  // Printable ASCII is composed already: only other names pay for normalizing (10,000 are matched at once).
  return (NOT_ASCII.test(name) ? name.normalize('NFC') : name).toLowerCase();
}

const NOT_ASCII = /[^ -~]/;

const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp)$/i;

/**
 * Matches dropped files to rows by file name: first the name in a row's image cell, the last path
 * segment of a link included (`ipfs://NewUriToReplace/1.png` takes `1.png`), then `{tokenId}.png`
 * (or .jpg, .jpeg, .gif, .webp). One file per row; the rest are unmatched. An uploaded image's
 * stored name (`/local/uploads/<hex>.png`) is no creator's file name and is not matched by name.
 */
export function matchImages(
  files: readonly { name: string }[],
  rows: readonly { key: number; tokenId: string; image: string }[],
): { matches: ImageMatch[]; unmatched: number[] } {
  return runToEnd(matchingImages(files, rows));
}

/**
 * Rows indexed or files matched between two pauses of `matchingImages`: matching 10,000 files to
 * 10,000 rows in one go held the page 37 ms, and 70 ms on a busy machine.
 */
export const MATCHED_A_PART = 2000;

/**
 * `matchImages` in parts: it pauses (yields) after every MATCHED_A_PART rows indexed and files
 * matched, so that the page can run what waits between them, and returns what `matchImages` returns.
 */
export function* matchingImages(
  files: readonly { name: string }[],
  rows: readonly { key: number; tokenId: string; image: string }[],
): Generator<void, { matches: ImageMatch[]; unmatched: number[] }> {
  const byImageName = new Map<string, number>();
  const byTokenId = new Map<number, number>();
  let done = 0;
  for (const row of rows) {
    const image = row.image.trim();
    const kind = image === '' ? null : classifyMediaLink(image);
    if (kind !== null && kind !== 'local-upload' && kind !== 'refused') {
      const name = fileNameOf(mediaFileName(image));
      if (!byImageName.has(name)) byImageName.set(name, row.key);
    }
    const id = parseTokenId(row.tokenId);
    if (id !== null && !byTokenId.has(id)) byTokenId.set(id, row.key);
    if (++done % MATCHED_A_PART === 0) yield;
  }
  const taken = new Set<number>();
  const matches: ImageMatch[] = [];
  const unmatched: number[] = [];
  for (const [index, file] of files.entries()) {
    const name = fileNameOf(file.name);
    const extension = IMAGE_EXTENSION.exec(name);
    const id = extension ? parseTokenId(name.slice(0, extension.index)) : null;
    const key = byImageName.get(name) ?? (id === null ? undefined : byTokenId.get(id));
    if (key === undefined || taken.has(key)) unmatched.push(index);
    else {
      taken.add(key);
      matches.push({ file: index, key });
    }
    if (++done % MATCHED_A_PART === 0) yield;
  }
  return { matches, unmatched };
}

/** Runs work given in parts (a generator that pauses between them) to its end, without pausing. */
export function runToEnd<T>(parts: Generator<void, T>): T {
  for (;;) {
    const step = parts.next();
    if (step.done) return step.value;
  }
}
