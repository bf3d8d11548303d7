import { matchingImages, runToEnd } from './edition-images';

/** The creator's file an uploaded image link came from (its name and size). */
export interface UploadedFile {
  name: string;
  size: number;
}

export interface ImageUploadPlan<F> {
  /** Files to send, each with the row it goes to and that row's token id (to find the row again if it is replaced meanwhile). */
  sending: { key: number; tokenId: string; file: F }[];
  /** Names of the files no row takes. */
  unmatched: string[];
  /** Matched files not sent: their row already holds the link uploaded from that same file. */
  already: number;
}

/**
 * Which of the dropped or picked images to send: each is matched to a row (see `matchImages`), and a
 * file whose row already holds the link uploaded from that same file (its name and size) is not sent
 * again: picking the folder again after a reload sends only the images still missing.
 */
export function planImageUploads<F extends UploadedFile>(
  files: readonly F[],
  rows: readonly { key: number; tokenId: string; image: string }[],
  sent: ReadonlyMap<string, UploadedFile>,
): ImageUploadPlan<F> {
  return runToEnd(planningImageUploads(files, rows, sent));
}

/** `planImageUploads` in parts: it pauses where `matchingImages` does, and returns the plan. */
export function* planningImageUploads<F extends UploadedFile>(
  files: readonly F[],
  rows: readonly { key: number; tokenId: string; image: string }[],
  sent: ReadonlyMap<string, UploadedFile>,
): Generator<void, ImageUploadPlan<F>> {
  const { matches, unmatched } = yield* matchingImages(files, rows);
  const matched = new Set(matches.map((match) => match.key));
  const rowOf = new Map<number, { tokenId: string; image: string }>();
  for (const row of rows) if (matched.has(row.key)) rowOf.set(row.key, row);
  const plan: ImageUploadPlan<F> = { sending: [], unmatched: unmatched.map((i) => files[i]!.name), already: 0 };
  for (const match of matches) {
    const file = files[match.file]!;
    const row = rowOf.get(match.key)!;
    const before = sent.get(row.image.trim());
    if (before && before.name === file.name && before.size === file.size) plan.already++;
    else plan.sending.push({ key: match.key, tokenId: row.tokenId, file });
  }
  return plan;
}
