import * as v from 'valibot';
import { httpsLinkSchema, instagramLinkSchema, kakaoTalkLinkSchema, xLinkSchema, youtubeLinkSchema } from '../validation/rules';

/** Links of a collection or an auction: each may be left blank (empty string). */
export const socialLinksSchema = v.object({
  website: httpsLinkSchema,
  youtube: youtubeLinkSchema,
  instagram: instagramLinkSchema,
  x: xLinkSchema,
  kakaoTalk: kakaoTalkLinkSchema,
});
export type SocialLinks = v.InferOutput<typeof socialLinksSchema>;

export const emptySocialLinks: SocialLinks = { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' };
