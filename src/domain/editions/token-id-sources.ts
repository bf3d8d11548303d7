import { mediaFileName } from '../validation/media-link';

/**
 * Where a token's id is read, first found first: `token_id` (this editor, OpenSea), `tokenId`
 * (thirdweb), `id`, and `edition` (the HashLips Art Engine, which writes nothing else).
 */
export const TOKEN_ID_HEADERS = ['token_id', 'tokenid', 'id', 'edition'] as const;

/** The image link's file name as a source (`ipfs://…/17.png` → 17). */
export const IMAGE_NAME_SOURCE = 'image';
/** A per-token metadata file's name as a source (`17.json` → 17). */
export const FILE_NAME_SOURCE = 'file';

export const normalHeader = (header: string) => header.trim().toLowerCase().replace(/\s+/g, '_');

/** The rank of a token id name (`token_id` 0 … `edition` 3), or -1. */
export const tokenIdRank = (header: string) =>
  TOKEN_ID_HEADERS.indexOf(normalHeader(header) as (typeof TOKEN_ID_HEADERS)[number]);

/** A whole number as a token id's text (`17`, `"17"`; not `17.5`, `-1` or `abc`), else null. */
function numberText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (typeof value !== 'string' || !/^\s*\d+\s*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? String(id) : null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A token id one level down, the way forks of the HashLips Art Engine write it: the same names inside
 * an object (`custom_fields.edition`, `properties.edition`, `extra.token_id`), the first object that
 * holds a number, the best-ranked name in it. Null when none does.
 */
export function nestedTokenId(record: Readonly<Record<string, unknown>>): { path: string; value: string } | null {
  for (const [key, inner] of Object.entries(record)) {
    if (!isPlainObject(inner)) continue;
    let best: { rank: number; path: string; value: string } | null = null;
    for (const [name, value] of Object.entries(inner)) {
      const rank = tokenIdRank(name);
      const text = rank < 0 ? null : numberText(value);
      if (text !== null && (!best || rank < best.rank)) best = { rank, path: `${key}.${name}`, value: text };
    }
    if (best) return { path: best.path, value: best.value };
  }
  return null;
}

/** The number an image link's file name is (`ipfs://…/17.png` → `17`), or null (`image.png`, `art.png`). */
export function imageNameTokenId(image: string | undefined): string | null {
  const match = /^(\d+)\.[a-z0-9]{2,5}$/i.exec(mediaFileName(image ?? ''));
  return match ? numberText(match[1]) : null;
}

export interface TokenIdCandidate {
  /** Where it was read: a top-level column as written, a dotted path one level down, or IMAGE/FILE_NAME_SOURCE. */
  source: string;
  value: string;
}

/** A token id cell that holds two sources' ids that disagree: `17 ≠ 18 (edition, image)`. */
const CONFLICT = /^(\d+) ≠ (\d+) \(([^,()]+), ([^,()]+)\)$/;

export function conflictCell(first: TokenIdCandidate, second: TokenIdCandidate): string {
  return `${first.value} ≠ ${second.value} (${first.source}, ${second.source})`;
}

/** The two sources a conflict cell names, or null for any other text. */
export function parseConflictCell(text: string): [TokenIdCandidate, TokenIdCandidate] | null {
  const match = CONFLICT.exec(text.trim());
  if (!match) return null;
  return [
    { value: match[1]!, source: match[3]! },
    { value: match[2]!, source: match[4]! },
  ];
}

export interface TokenIdReading {
  /** The row's token id cell: the first source's id, a conflict cell, or undefined when no source has one. */
  tokenId: string | undefined;
  /** The source it came from, when not a top-level column (said in the import report); null otherwise. */
  from: string | null;
  /** The path read one level down (`custom_fields.edition`), left out of the fields listed as not imported. */
  nestedPath: string | null;
}

/**
 * A row's token id from every place a generator puts it: a top-level column (as read, blank or not a
 * number included: the column is the creator's own), else the same names one level down, a per-token
 * file's name, the number the image link's file name is. Two of them that hold different numbers are
 * a conflict cell, which the row's check names both of.
 */
export function resolveTokenId(
  topLevel: TokenIdCandidate | null,
  record: Readonly<Record<string, unknown>>,
  fileTokenId: string | null,
  image: string | undefined,
): TokenIdReading {
  const nested = nestedTokenId(record);
  const imageId = imageNameTokenId(image);
  const candidates: TokenIdCandidate[] = [
    ...(topLevel ? [topLevel] : []),
    ...(nested ? [{ source: nested.path, value: nested.value }] : []),
    ...(fileTokenId !== null ? [{ source: FILE_NAME_SOURCE, value: fileTokenId }] : []),
    ...(imageId !== null ? [{ source: IMAGE_NAME_SOURCE, value: imageId }] : []),
  ];
  const numbers = candidates.filter((candidate) => numberText(candidate.value) !== null);
  const first = numbers[0];
  const other = first && numbers.find((candidate) => numberText(candidate.value) !== numberText(first.value));
  const nestedPath = nested?.path ?? null;
  if (first && other)
    return {
      tokenId: conflictCell(
        { ...first, value: numberText(first.value)! },
        { ...other, value: numberText(other.value)! },
      ),
      from: null,
      nestedPath,
    };
  // A blank top-level cell gives way to a source that has an id; with none, it stays (blank) as read.
  const chosen = candidates.find((candidate) => candidate.value.trim() !== '') ?? candidates[0];
  if (!chosen) return { tokenId: undefined, from: null, nestedPath };
  return { tokenId: chosen.value, from: chosen === topLevel ? null : chosen.source, nestedPath };
}
