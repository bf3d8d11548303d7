import * as v from 'valibot';
import { socialLinksSchema } from '../metadata/social-links';
import { boundedArray, idSchema, nullableTimestampSchema, optionalText, requiredText } from '../validation/common';

export const auctionItemSchema = v.object({
  name: requiredText(200),
  description: optionalText(2000),
  imageUrl: v.nullable(v.string()),
});
export type AuctionItem = v.InferOutput<typeof auctionItemSchema>;

const auctionFields = {
  launchpadId: idSchema,
  title: requiredText(100),
  artistName: requiredText(100),
  summary: optionalText(1000),
  items: boundedArray(auctionItemSchema, 100),
  /** 노출 여부: whether the description is shown on the exchange. */
  visible: v.boolean(),
  projectInfo: optionalText(10_000),
  links: socialLinksSchema,
};

export const auctionDescriptionStatuses = ['DRAFT', 'SUBMITTED'] as const;

export const auctionDescriptionSchema = v.object({
  id: idSchema,
  ...auctionFields,
  status: v.picklist(auctionDescriptionStatuses),
  updatedAt: nullableTimestampSchema,
  submittedAt: nullableTimestampSchema,
});
export type AuctionDescription = v.InferOutput<typeof auctionDescriptionSchema>;

export const auctionDescriptionListSchema = v.object({ items: v.array(auctionDescriptionSchema) });

/** `temporary: true` is 임시저장 (kept as a draft); false is 제출. */
export const submitAuctionDescriptionInputSchema = v.object({ ...auctionFields, temporary: v.boolean() });
export type SubmitAuctionDescriptionInput = v.InferOutput<typeof submitAuctionDescriptionInputSchema>;

export const previewKeySchema = v.object({ key: v.string(), expiresAt: v.string() });
export type PreviewKey = v.InferOutput<typeof previewKeySchema>;
