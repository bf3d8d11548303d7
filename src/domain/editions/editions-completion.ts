import { isStorableMediaLink } from '../validation/media-link';

/** How far a single edition's tokens are: rows, those with their image, those saved. */
export interface EditionsCompletion {
  rows: number;
  withImage: number;
  unsaved: number;
  /** Every token saved, each with its image: the editions step is done. */
  done: boolean;
}

/**
 * The editions step's state from the server's tokens (`image` their imageUrl; a token is saved unless
 * `dirty`): done once there are tokens, none is unsaved, and each has an image that may be stored (an
 * upload or a link), not a file name still to come. The editor keeps the same counts as its rows change
 * (EditionTally) and reads `completionOf` them.
 */
export function editionsCompletion(rows: readonly { image: string | null; dirty?: boolean }[]): EditionsCompletion {
  let withImage = 0;
  let unsaved = 0;
  for (const row of rows) {
    if (row.image && isStorableMediaLink(row.image)) withImage++;
    if (row.dirty) unsaved++;
  }
  return completionOf({ rows: rows.length, withImage, unsaved });
}

/** The completion from the counts (the editor keeps them as its rows change). */
export function completionOf({ rows, withImage, unsaved }: Omit<EditionsCompletion, 'done'>): EditionsCompletion {
  return { rows, withImage, unsaved, done: rows > 0 && unsaved === 0 && withImage === rows };
}
