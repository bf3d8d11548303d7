import * as v from 'valibot';
import {
  baseUpdatedAtSchema,
  boundedArray,
  boundedInteger,
  idSchema,
  nullableTimestampSchema,
  optionalText,
  requiredText,
} from '../validation/common';
import { nullableMediaLinkSchema } from '../validation/media-link';
import { socialLinksSchema, storedSocialLinksSchema } from './social-links';

/** The most editions a multi-edition collection issues. */
export const MAX_SUPPLY = 1_000_000;
/** Single-edition tokens one PATCH may carry (the editions editor saves more in batches). */
export const MAX_TOKENS_PER_REQUEST = 10_000;
/** Single-edition tokens one launchpad may hold in all (the editions editor's scale). */
export const MAX_TOKENS_PER_LAUNCHPAD = 10_000;

export const metadataStatuses = ['DRAFT', 'SUBMITTED'] as const;
export const metadataStatusSchema = v.picklist(metadataStatuses);

/**
 * Year is checked against the current year by the form and the API, each passing its own clock, with
 * the spec's message; this is only the outer bound.
 */
const yearField = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999)));

/**
 * What the API answers: a DRAFT may still lack its name or (multi) its token name and supply. Links
 * are read as stored (older rules may have let through what today's refuse; see storedSocialLinksSchema).
 */
const collectionFields = {
  launchpadId: idSchema,
  name: v.string(),
  description: v.string(),
  imageUrl: v.nullable(v.string()),
  year: yearField,
  links: storedSocialLinksSchema,
};

export const singleMetadataSchema = v.object({
  ...collectionFields,
  status: metadataStatusSchema,
  submittedAt: nullableTimestampSchema,
  updatedAt: nullableTimestampSchema,
});
export type SingleMetadata = v.InferOutput<typeof singleMetadataSchema>;

export const multiMetadataSchema = v.object({
  ...collectionFields,
  tokenName: v.string(),
  tokenDescription: v.string(),
  mediaUrl: v.nullable(v.string()),
  /** Null while a draft has none yet. */
  supply: v.nullable(boundedInteger(0, MAX_SUPPLY)),
  status: metadataStatusSchema,
  submittedAt: nullableTimestampSchema,
  updatedAt: nullableTimestampSchema,
});
export type MultiMetadata = v.InferOutput<typeof multiMetadataSchema>;

export const SUPPLY_MIN = 1;
export const SUPPLY_MAX = MAX_SUPPLY;
export const COLLECTION_NAME_MAX = 100;
export const COLLECTION_DESCRIPTION_MAX = 5000;

const supplySchema = v.pipe(v.number(), v.integer(), v.minValue(SUPPLY_MIN), v.maxValue(SUPPLY_MAX));

/**
 * 제출 (`temporary: false`) needs everything a review needs; 임시저장 (`temporary: true`) keeps a
 * DRAFT and accepts what is still missing (a blank name, no supply yet), but never a wrong value:
 * a bad link, a year out of range or an over-long text is refused either way.
 */
const submittedCollection = {
  launchpadId: idSchema,
  name: requiredText(COLLECTION_NAME_MAX),
  description: optionalText(COLLECTION_DESCRIPTION_MAX),
  imageUrl: nullableMediaLinkSchema,
  year: yearField,
  links: socialLinksSchema,
  baseUpdatedAt: baseUpdatedAtSchema,
};
const draftCollection = { ...submittedCollection, name: optionalText(COLLECTION_NAME_MAX) };

export const submitSingleMetadataInputSchema = v.variant('temporary', [
  v.object({ ...submittedCollection, temporary: v.literal(false) }),
  v.object({ ...draftCollection, temporary: v.literal(true) }),
]);
export type SubmitSingleMetadataInput = v.InferOutput<typeof submitSingleMetadataInputSchema>;

const submittedEdition = {
  tokenName: requiredText(COLLECTION_NAME_MAX),
  tokenDescription: optionalText(COLLECTION_DESCRIPTION_MAX),
  mediaUrl: nullableMediaLinkSchema,
  supply: supplySchema,
};
const draftEdition = {
  ...submittedEdition,
  tokenName: optionalText(COLLECTION_NAME_MAX),
  supply: v.nullable(supplySchema),
};

export const submitMultiMetadataInputSchema = v.variant('temporary', [
  v.object({ ...submittedCollection, ...submittedEdition, temporary: v.literal(false) }),
  v.object({ ...draftCollection, ...draftEdition, temporary: v.literal(true) }),
]);
export type SubmitMultiMetadataInput = v.InferOutput<typeof submitMultiMetadataInputSchema>;

export const tokenAttributeSchema = v.object({
  traitType: requiredText(100),
  value: v.pipe(v.string(), v.maxLength(200)),
});
export type TokenAttribute = v.InferOutput<typeof tokenAttributeSchema>;

const tokenFields = {
  tokenId: boundedInteger(0),
  name: requiredText(200),
  description: optionalText(5000),
  imageUrl: v.nullable(v.string()),
  attributes: boundedArray(tokenAttributeSchema, 50),
};

/** A stored token; `updatedAt` is its version (null: stored before tokens had one; absent from older gateways). */
export const singleTokenSchema = v.object({ ...tokenFields, updatedAt: v.optional(nullableTimestampSchema) });
export type SingleToken = v.InferOutput<typeof singleTokenSchema>;

/**
 * A token as a PATCH sends it: its image follows the one media link rule (https, ipfs, ar, local upload).
 * `baseUpdatedAt` is the token's version as the editor loaded it (null: it found none): a token saved
 * elsewhere since is a conflict at its row, not overwritten, while the other tokens save.
 */
export const singleTokenInputSchema = v.object({
  ...tokenFields,
  imageUrl: nullableMediaLinkSchema,
  baseUpdatedAt: baseUpdatedAtSchema,
});
export type SingleTokenInput = v.InferOutput<typeof singleTokenInputSchema>;

export const upsertSingleTokensInputSchema = v.object({
  launchpadId: idSchema,
  tokens: boundedArray(singleTokenInputSchema, MAX_TOKENS_PER_REQUEST),
});
export type UpsertSingleTokensInput = v.InferOutput<typeof upsertSingleTokensInputSchema>;

/**
 * What a PATCH of single tokens answers: how many were written, their new version, and each token it
 * did not write because it changed since the editor loaded it, with the stored token (null: removed).
 */
export const savedSingleTokensSchema = v.object({
  launchpadId: idSchema,
  count: boundedInteger(0, MAX_TOKENS_PER_REQUEST),
  updatedAt: v.optional(nullableTimestampSchema),
  conflicts: v.optional(
    boundedArray(
      v.object({ tokenId: boundedInteger(0), current: v.nullable(singleTokenSchema) }),
      MAX_TOKENS_PER_REQUEST,
    ),
  ),
});
export type SavedSingleTokens = v.InferOutput<typeof savedSingleTokensSchema>;

export const singleTokenListSchema = v.object({ launchpadId: idSchema, tokens: v.array(singleTokenSchema) });
export type SingleTokenList = v.InferOutput<typeof singleTokenListSchema>;
