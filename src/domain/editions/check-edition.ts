import * as v from 'valibot';
import { singleTokenSchema, type SingleToken } from '../metadata/collection-metadata';
import { LINK_MAX_LENGTH } from '../validation/rules';
import { parseAttributes, type EditionColumn, type EditionValues } from './edition-values';

/** Most attributes one token may have (the contract's `singleTokenSchema`). */
export const MAX_ATTRIBUTES = 50;

/**
 * Why a cell is refused. Codes are the editor's own rules (worded by the presentation's copy);
 * `schema` carries the shared schema's message, already Korean (spec §5 global messages).
 */
export type EditionProblem =
  | { code: 'token-id-required' }
  | { code: 'token-id-not-integer' }
  | { code: 'token-id-duplicate' }
  | { code: 'attributes-format' }
  | { code: 'attributes-too-many' }
  | { code: 'image-not-https' }
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
  else if (tokenId === null) problems.tokenId = { code: 'token-id-not-integer' };

  const attributes = parseAttributes(values.attributes);
  if (attributes === null) problems.attributes = { code: 'attributes-format' };
  else if (attributes.length > MAX_ATTRIBUTES) problems.attributes = { code: 'attributes-too-many' };

  const image = values.image.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(image) && !/^https:\/\/\S+$/.test(image)) problems.image = { code: 'image-not-https' };
  else {
    const length = v.safeParse(imageSchema, image);
    if (!length.success) problems.image = { code: 'schema', message: length.issues[0].message };
  }

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
      if (column && !problems[column]) problems[column] = { code: 'schema', message: issue.message };
    }
  }
  const valid = Object.keys(problems).length === 0;
  return { token: valid && result.success ? result.output : null, problems: valid ? null : problems };
}
