import * as v from 'valibot';
import { singleTokenSchema, type SingleToken, type TokenAttribute } from '../metadata/collection-metadata';
import { classifyMediaLink, mediaFileName } from '../validation/media-link';
import { LINK_MAX_LENGTH } from '../validation/rules';
import {
  attributesJsonProblem,
  EDITION_COLUMNS,
  parseAttributes,
  type EditionColumn,
  type EditionValues,
} from './edition-values';
import { parseConflictCell, type TokenIdCandidate } from './token-id-sources';

/** Most attributes one token may have (the contract's `singleTokenSchema`). */
export const MAX_ATTRIBUTES = 50;

/**
 * Why a cell is refused. Codes are the editor's own rules (worded by the presentation's copy);
 * `schema` carries the shared schema's message, already Korean (requirements §5 global messages).
 */
export type EditionProblem =
  | { code: 'token-id-required' }
  | { code: 'token-id-not-integer' }
  | { code: 'token-id-duplicate' }
  /** Two places of the file gave the row different ids (`edition` 17, the image `18.png`): both are named. */
  | { code: 'token-id-conflict'; first: TokenIdCandidate; second: TokenIdCandidate }
  | { code: 'attributes-format' }
  /** An `attributes` cell that starts like JSON: `at` is the 1-based character near which it breaks, or the item that is not a trait. */
  | { code: 'attributes-json'; at: number | null; item: number | null }
  | { code: 'attributes-too-many' }
  /** A trait refused by the shared schema, named, so the creator knows which of 50 to fix. */
  | { code: 'attribute-schema'; trait: string; part: 'traitType' | 'value'; message: string }
  /** A link the one media rule refuses (`javascript:`, `data:`, `http://`, `//host`, …). */
  | { code: 'image-refused' }
  /** A file name, or a generator's placeholder link (`ipfs://NewUriToReplace/1.png`), whose image has not been uploaded yet. */
  | { code: 'image-needed'; fileName: string }
  | { code: 'schema'; message: string };

export type EditionProblems = Partial<Record<EditionColumn, EditionProblem>>;

export interface EditionCheck {
  /** The token to send, when every cell is valid. */
  token: SingleToken | null;
  problems: EditionProblems | null;
}

/** The contract leaves `imageUrl` free; links elsewhere are at most LINK_MAX_LENGTH, and so is this. */
const imageSchema = v.pipe(v.string(), v.maxLength(LINK_MAX_LENGTH));

/** A token id as typed: digits only, a safe integer. */
export function parseTokenId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) ? id : null;
}

/** Each column's entry in the shared token schema. */
const SCHEMA_ENTRY = {
  tokenId: 'tokenId',
  name: 'name',
  description: 'description',
  image: 'imageUrl',
  attributes: 'attributes',
} as const satisfies Record<EditionColumn, keyof typeof singleTokenSchema.entries>;

interface ColumnCheck {
  problem: EditionProblem | undefined;
  /** What the shared schema made of the cell, when it has no problem (the token's field). */
  output: unknown;
}

/**
 * One cell's check: the editor's own rule first, then the shared schema's entry for that field. The
 * schema's object checks each entry on its own, so a row's problems are its cells' problems, and a
 * change of one cell (an uploaded image landing) rechecks that cell alone.
 */
function checkColumn(column: EditionColumn, values: EditionValues): ColumnCheck {
  let own: EditionProblem | undefined;
  let input: unknown;
  let attributes: TokenAttribute[] | null = null;
  if (column === 'tokenId') {
    const tokenId = parseTokenId(values.tokenId);
    if (values.tokenId.trim() === '') own = { code: 'token-id-required' };
    else if (tokenId === null) {
      const conflict = parseConflictCell(values.tokenId);
      own = conflict
        ? { code: 'token-id-conflict', first: conflict[0], second: conflict[1] }
        : { code: 'token-id-not-integer' };
    }
    input = tokenId ?? 0;
  } else if (column === 'attributes') {
    attributes = parseAttributes(values.attributes);
    if (attributes === null) own = attributesJsonProblem(values.attributes) ?? { code: 'attributes-format' };
    else if (attributes.length > MAX_ATTRIBUTES) own = { code: 'attributes-too-many' };
    input = attributes ?? [];
  } else if (column === 'image') {
    const image = values.image.trim();
    const length = v.safeParse(imageSchema, image);
    const kind = image === '' ? null : classifyMediaLink(image);
    if (!length.success) own = { code: 'schema', message: length.issues[0].message };
    else if (kind === 'refused') own = { code: 'image-refused' };
    // Never sent as the token's image: a name or a placeholder is not a link anyone can open.
    else if (kind === 'file-name' || kind === 'ipfs-placeholder')
      own = { code: 'image-needed', fileName: mediaFileName(image) };
    input = image === '' ? null : image;
  } else {
    input = values[column];
  }
  if (own) return { problem: own, output: undefined };
  const result = v.safeParse(singleTokenSchema.entries[SCHEMA_ENTRY[column]], input);
  if (result.success) return { problem: undefined, output: result.output };
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  const index = typeof key === 'number' ? key : -1;
  const part = issue.path?.[1]?.key;
  const trait = attributes?.[index];
  return {
    problem:
      trait && (part === 'traitType' || part === 'value')
        ? {
            code: 'attribute-schema',
            trait: trait.traitType.trim() || `${index + 1}번째 속성`,
            part,
            message: issue.message,
          }
        : { code: 'schema', message: issue.message },
    output: undefined,
  };
}

/** One cell's problem, if it has one (the other cells are not looked at). */
export function cellProblem(values: EditionValues, column: EditionColumn): EditionProblem | undefined {
  return checkColumn(column, values).problem;
}

/**
 * Checks one row on its own (uniqueness of token ids is the row store's, across rows).
 * The image cell holds a link, or the file name of an image still to upload (kept as typed).
 */
export function checkEdition(values: EditionValues): EditionCheck {
  let problems: EditionProblems | null = null;
  const token: Record<string, unknown> = {};
  for (const column of EDITION_COLUMNS) {
    const { problem, output } = checkColumn(column, values);
    if (problem) (problems ??= {})[column] = problem;
    else token[SCHEMA_ENTRY[column]] = output;
  }
  return { token: problems ? null : (token as SingleToken), problems };
}
