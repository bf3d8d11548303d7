import * as v from 'valibot';
import { singleTokenSchema, type SingleToken } from '../metadata/collection-metadata';
import { classifyMediaLink, mediaFileName } from '../validation/media-link';
import { LINK_MAX_LENGTH } from '../validation/rules';
import { attributesJsonProblem, parseAttributes, type EditionColumn, type EditionValues } from './edition-values';
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

const SCHEMA_COLUMN: Record<string, EditionColumn> = {
  tokenId: 'tokenId',
  name: 'name',
  description: 'description',
  imageUrl: 'image',
  attributes: 'attributes',
};

/** A token id as typed: digits only, a safe integer. */
export function parseTokenId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Checks one row on its own (uniqueness of token ids is the row store's, across rows).
 * The image cell holds a link, or the file name of an image still to upload (kept as typed).
 */
export function checkEdition(values: EditionValues): EditionCheck {
  const problems: EditionProblems = {};
  const tokenId = parseTokenId(values.tokenId);
  if (values.tokenId.trim() === '') problems.tokenId = { code: 'token-id-required' };
  else if (tokenId === null) {
    const conflict = parseConflictCell(values.tokenId);
    problems.tokenId = conflict
      ? { code: 'token-id-conflict', first: conflict[0], second: conflict[1] }
      : { code: 'token-id-not-integer' };
  }

  const attributes = parseAttributes(values.attributes);
  if (attributes === null)
    problems.attributes = attributesJsonProblem(values.attributes) ?? { code: 'attributes-format' };
  else if (attributes.length > MAX_ATTRIBUTES) problems.attributes = { code: 'attributes-too-many' };

  const image = values.image.trim();
  const length = v.safeParse(imageSchema, image);
  const kind = image === '' ? null : classifyMediaLink(image);
  if (!length.success) problems.image = { code: 'schema', message: length.issues[0].message };
  else if (kind === 'refused') problems.image = { code: 'image-refused' };
  // Never sent as the token's image: a name or a placeholder is not a link anyone can open.
  else if (kind === 'file-name' || kind === 'ipfs-placeholder')
    problems.image = { code: 'image-needed', fileName: mediaFileName(image) };

  const candidate = {
    tokenId: tokenId ?? 0,
    name: values.name,
    description: values.description,
    imageUrl: image === '' ? null : image,
    attributes: attributes ?? [],
  };
  const result = v.safeParse(singleTokenSchema, candidate);
  if (!result.success) {
    for (const issue of result.issues) {
      const column = SCHEMA_COLUMN[String((issue.path?.[0]?.key as PropertyKey | undefined) ?? '')];
      if (!column || problems[column]) continue;
      const key = issue.path?.[1]?.key;
      const index = typeof key === 'number' ? key : -1;
      const part = issue.path?.[2]?.key;
      const trait = column === 'attributes' ? attributes?.[index] : undefined;
      problems[column] =
        trait && (part === 'traitType' || part === 'value')
          ? {
              code: 'attribute-schema',
              trait: trait.traitType.trim() || `${index + 1}번째 속성`,
              part,
              message: issue.message,
            }
          : { code: 'schema', message: issue.message };
    }
  }
  const valid = Object.keys(problems).length === 0;
  return { token: valid && result.success ? result.output : null, problems: valid ? null : problems };
}
