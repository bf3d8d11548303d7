import * as v from 'valibot';
import type { Creator } from '../creator/creator';
import { socialLinksSchema } from '../metadata/social-links';
import { AUCTION_LIMITS } from './auction-description';
import type { AuctionFormValues, LinkField } from './auction-form';

/*
 * The auction description's artist fields (the artist's name and the five links) filled in from what
 * the creator already wrote elsewhere, where they are empty. Which source wins (docs/launch-flow.md):
 * - the name: the submitted creator profile's (제출됨 or 승인됨; of several, the last submitted);
 * - each link: the collection metadata's (written for this collection), else the profile's (YouTube,
 *   Instagram, X: a profile has no website or open chat).
 * A field the creator has a value in (typed, kept as a draft or saved) is never changed, and a source
 * link that today's link rules refuse is not copied.
 */

/** The fields that can be filled in. */
export type ArtistField = 'artistName' | LinkField;

/** What the artist fields are filled in from; null where it is not there (or could not be read). */
export interface ArtistSources {
  creators: readonly Creator[] | null;
  metadataLinks: Record<LinkField, string> | null;
}

/** The profile the artist is taken from: the last submitted one (제출됨 or 승인됨), or null. */
export function submittedProfile(creators: readonly Creator[]): Creator | null {
  const submitted = creators.filter((creator) => creator.status === 'SUBMITTED' || creator.status === 'APPROVED');
  const when = (creator: Creator) => creator.submittedAt ?? creator.updatedAt;
  return submitted.reduce<Creator | null>(
    (last, creator) => (!last || when(creator) > when(last) ? creator : last),
    null,
  );
}

const profileLink: Partial<Record<LinkField, (creator: Creator) => string>> = {
  youtube: (creator) => creator.youtubeUrl,
  instagram: (creator) => creator.instagramUrl,
  x: (creator) => creator.xUrl,
};

const allowed = (field: LinkField, link: string) =>
  link.trim() !== '' && v.safeParse(socialLinksSchema.entries[field], link).success;

/** `values` with its empty artist fields filled in, and the fields that were. */
export function withArtistFilledIn(
  values: AuctionFormValues,
  sources: ArtistSources,
): { values: AuctionFormValues; filled: ArtistField[] } {
  const profile = sources.creators ? submittedProfile(sources.creators) : null;
  const next = { ...values };
  const filled: ArtistField[] = [];
  const name = profile?.name.trim().slice(0, AUCTION_LIMITS.artistName) ?? '';
  if (values.artistName.trim() === '' && name !== '') {
    next.artistName = name;
    filled.push('artistName');
  }
  for (const field of ['website', 'youtube', 'instagram', 'x', 'kakaoTalk'] as const) {
    if (values[field].trim() !== '') continue;
    const candidates = [sources.metadataLinks?.[field] ?? '', profile ? (profileLink[field]?.(profile) ?? '') : ''];
    const link = candidates.find((candidate) => allowed(field, candidate));
    if (link !== undefined) {
      next[field] = link;
      filled.push(field);
    }
  }
  return { values: next, filled };
}
