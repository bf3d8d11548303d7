import * as v from 'valibot';
import {
  httpsLinkSchema,
  instagramLinkSchema,
  kakaoTalkLinkSchema,
  xLinkSchema,
  youtubeLinkSchema,
} from '../validation/rules';

/** Links of a collection or an auction: each may be left blank (empty string). */
export const socialLinksSchema = v.object({
  website: httpsLinkSchema,
  youtube: youtubeLinkSchema,
  instagram: instagramLinkSchema,
  x: xLinkSchema,
  kakaoTalk: kakaoTalkLinkSchema,
});
export type SocialLinks = v.InferOutput<typeof socialLinksSchema>;

/**
 * Links as the API answers them: read as they are. A record saved under older rules may hold a link
 * today's rules refuse (an old `twitter.com` URL); the screen shows it and flags it at its field
 * instead of failing to load.
 */
export const storedSocialLinksSchema = v.object({
  website: v.string(),
  youtube: v.string(),
  instagram: v.string(),
  x: v.string(),
  kakaoTalk: v.string(),
});

export const emptySocialLinks: SocialLinks = { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' };
