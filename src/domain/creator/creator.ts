import * as v from 'valibot';
import {
  baseUpdatedAtSchema,
  idSchema,
  nullableTimestampSchema,
  optionalText,
  requiredText,
  timestampSchema,
} from '../validation/common';
import { instagramLinkSchema, xLinkSchema, youtubeLinkSchema } from '../validation/rules';

export const creatorStatuses = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export const creatorStatusSchema = v.picklist(creatorStatuses);
export type CreatorStatus = v.InferOutput<typeof creatorStatusSchema>;

export const CREATOR_NAME_MAX = 50;
export const CREATOR_DESCRIPTION_MAX = 2000;

export const creatorSchema = v.object({
  id: idSchema,
  name: v.string(),
  description: v.string(),
  imageUrl: v.nullable(v.string()),
  youtubeUrl: v.string(),
  instagramUrl: v.string(),
  xUrl: v.string(),
  status: creatorStatusSchema,
  submittedAt: nullableTimestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Creator = v.InferOutput<typeof creatorSchema>;

export const creatorListSchema = v.object({ items: v.array(creatorSchema) });
export type CreatorList = v.InferOutput<typeof creatorListSchema>;

export const createCreatorInputSchema = v.object({ name: requiredText(CREATOR_NAME_MAX) });
export type CreateCreatorInput = v.InferOutput<typeof createCreatorInputSchema>;

/**
 * The text fields of a creator submit; the image travels beside them as a file (multipart).
 * `baseUpdatedAt` is the profile's `updatedAt` as the form loaded it: a profile submitted elsewhere
 * since is a conflict (409), never overwritten.
 */
export const submitCreatorInputSchema = v.object({
  name: requiredText(CREATOR_NAME_MAX),
  description: optionalText(CREATOR_DESCRIPTION_MAX),
  youtubeUrl: youtubeLinkSchema,
  instagramUrl: instagramLinkSchema,
  xUrl: xLinkSchema,
  baseUpdatedAt: baseUpdatedAtSchema,
});
export type SubmitCreatorInput = v.InferOutput<typeof submitCreatorInputSchema>;
