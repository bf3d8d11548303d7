import * as v from 'valibot';
import { boundedArray, boundedInteger, idSchema, nullableTimestampSchema, optionalText, requiredText } from '../validation/common';
import { httpsLinkSchema } from '../validation/rules';
import { socialLinksSchema } from './social-links';

/** The most editions a multi-edition collection issues. */
export const MAX_SUPPLY = 1_000_000;
/** Single-edition tokens one PATCH may carry (the editions editor saves more in batches). */
export const MAX_TOKENS_PER_REQUEST = 10_000;

export const metadataStatuses = ['DRAFT', 'SUBMITTED'] as const;
export const metadataStatusSchema = v.picklist(metadataStatuses);

/** Year is checked against the current year by the form and the API, each passing its own clock. */
const collectionFields = {
  launchpadId: idSchema,
  name: requiredText(100),
  description: optionalText(5000),
  imageUrl: v.nullable(v.string()),
  // The API and the form check it against the current year with the spec's message; this is the outer bound.
  year: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999))),
  links: socialLinksSchema,
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
  supply: boundedInteger(0, MAX_SUPPLY),
  status: metadataStatusSchema,
  submittedAt: nullableTimestampSchema,
  updatedAt: nullableTimestampSchema,
});
export type MultiMetadata = v.InferOutput<typeof multiMetadataSchema>;

export const submitSingleMetadataInputSchema = v.object({ ...collectionFields, imageUrl: v.nullable(httpsOrLocal()) });
export type SubmitSingleMetadataInput = v.InferOutput<typeof submitSingleMetadataInputSchema>;

export const submitMultiMetadataInputSchema = v.object({
  ...collectionFields,
  imageUrl: v.nullable(httpsOrLocal()),
  tokenName: requiredText(100),
  tokenDescription: optionalText(5000),
  mediaUrl: v.nullable(httpsOrLocal()),
  supply: boundedInteger(1, MAX_SUPPLY),
});
export type SubmitMultiMetadataInput = v.InferOutput<typeof submitMultiMetadataInputSchema>;

/** Uploaded media comes back as an https URL, or a same-origin path from the local API. */
function httpsOrLocal() {
  return v.union([httpsLinkSchema, v.pipe(v.string(), v.regex(/^\/local\/uploads\/[A-Za-z0-9._-]+$/))]);
}

export const tokenAttributeSchema = v.object({
  traitType: requiredText(100),
  value: v.pipe(v.string(), v.maxLength(200)),
});
export type TokenAttribute = v.InferOutput<typeof tokenAttributeSchema>;

export const singleTokenSchema = v.object({
  tokenId: boundedInteger(0),
  name: requiredText(200),
  description: optionalText(5000),
  imageUrl: v.nullable(v.string()),
  attributes: boundedArray(tokenAttributeSchema, 50),
});
export type SingleToken = v.InferOutput<typeof singleTokenSchema>;

export const upsertSingleTokensInputSchema = v.object({
  launchpadId: idSchema,
  tokens: boundedArray(singleTokenSchema, MAX_TOKENS_PER_REQUEST),
});
export type UpsertSingleTokensInput = v.InferOutput<typeof upsertSingleTokensInputSchema>;

export const singleTokenListSchema = v.object({ launchpadId: idSchema, tokens: v.array(singleTokenSchema) });
export type SingleTokenList = v.InferOutput<typeof singleTokenListSchema>;
