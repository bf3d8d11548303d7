import * as v from 'valibot';
import { socialLinksSchema, storedSocialLinksSchema } from '../metadata/social-links';
import { nullableMediaLinkSchema } from '../validation/media-link';
import {
  baseUpdatedAtSchema,
  boundedArray,
  idSchema,
  nullableTimestampSchema,
  optionalText,
  requiredText,
} from '../validation/common';

/** Limits of an auction description (the form shows them as counters; the API refuses more). */
export const AUCTION_LIMITS = {
  title: 100,
  artistName: 100,
  summary: 1000,
  projectInfo: 10_000,
  itemName: 200,
  itemDescription: 2000,
  items: 100,
} as const;

/** An item as the form and a save send it: its image follows the one media link rule. */
export const auctionItemSchema = v.object({
  name: requiredText(AUCTION_LIMITS.itemName),
  description: optionalText(AUCTION_LIMITS.itemDescription),
  imageUrl: nullableMediaLinkSchema,
});
export type AuctionItem = v.InferOutput<typeof auctionItemSchema>;

/** An item as the API answers it: read as stored (an older record may hold a link today's rule refuses). */
const storedAuctionItemSchema = v.object({
  name: v.string(),
  description: v.string(),
  imageUrl: v.nullable(v.string()),
});

const auctionFields = {
  launchpadId: idSchema,
  title: requiredText(AUCTION_LIMITS.title),
  artistName: requiredText(AUCTION_LIMITS.artistName),
  summary: optionalText(AUCTION_LIMITS.summary),
  items: boundedArray(auctionItemSchema, AUCTION_LIMITS.items),
  /** 노출 여부: whether the description is shown on the exchange. */
  visible: v.boolean(),
  projectInfo: optionalText(AUCTION_LIMITS.projectInfo),
  links: socialLinksSchema,
};

export const auctionDescriptionStatuses = ['DRAFT', 'SUBMITTED'] as const;

/** What the API answers: a DRAFT may still lack its title or artist name (임시저장 keeps blanks). */
export const auctionDescriptionSchema = v.object({
  id: idSchema,
  ...auctionFields,
  title: optionalText(AUCTION_LIMITS.title),
  artistName: optionalText(AUCTION_LIMITS.artistName),
  items: v.array(storedAuctionItemSchema),
  links: storedSocialLinksSchema,
  status: v.picklist(auctionDescriptionStatuses),
  updatedAt: nullableTimestampSchema,
  submittedAt: nullableTimestampSchema,
});
export type AuctionDescription = v.InferOutput<typeof auctionDescriptionSchema>;

export const auctionDescriptionListSchema = v.object({ items: v.array(auctionDescriptionSchema) });

/**
 * `temporary: true` is 임시저장 (kept as a draft); false is 제출. A draft accepts what is still
 * missing (a blank title or artist name), as the metadata's does, but never a wrong value: a bad
 * link or an over-long text is refused either way. `baseUpdatedAt` is the version the form loaded
 * (a save over a newer one is a conflict, never an overwrite).
 */
const draftAuctionFields = {
  ...auctionFields,
  title: optionalText(AUCTION_LIMITS.title),
  artistName: optionalText(AUCTION_LIMITS.artistName),
};
export const submitAuctionDescriptionInputSchema = v.variant('temporary', [
  v.object({ ...auctionFields, temporary: v.literal(false), baseUpdatedAt: baseUpdatedAtSchema }),
  v.object({ ...draftAuctionFields, temporary: v.literal(true), baseUpdatedAt: baseUpdatedAtSchema }),
]);
export type SubmitAuctionDescriptionInput = v.InferOutput<typeof submitAuctionDescriptionInputSchema>;

export const previewKeySchema = v.object({ key: v.string(), expiresAt: v.string() });
export type PreviewKey = v.InferOutput<typeof previewKeySchema>;
