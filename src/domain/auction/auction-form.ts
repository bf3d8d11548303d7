import * as v from 'valibot';
import type { Launchpad } from '../launchpad/launchpad';
import type { MultiMetadata, SingleToken } from '../metadata/collection-metadata';
import { socialLinksSchema } from '../metadata/social-links';
import { optionalText, requiredText } from '../validation/common';
import {
  AUCTION_LIMITS,
  type AuctionDescription,
  type AuctionItem,
  type SubmitAuctionDescriptionInput,
} from './auction-description';
import type { AuctionItemValues } from './auction-items';

/*
 * An auction description as the creator edits it: flat text fields (each link its own field, with its
 * own message) and a list of items with keys. The editor's rules, what it opens with (the saved
 * description, or one prefilled from the collection) and what a save sends; no framework.
 */

export const linkFields = ['website', 'youtube', 'instagram', 'x', 'kakaoTalk'] as const;
export type LinkField = (typeof linkFields)[number];

/** The form flat, so each social link is a field with its own message; the items are a list. */
export interface AuctionFormValues extends Record<LinkField, string> {
  title: string;
  artistName: string;
  summary: string;
  items: AuctionItemValues[];
  visible: boolean;
  projectInfo: string;
}

/** Form order, which is also the order in which the first invalid field gets the focus. */
export const auctionTextFields = ['title', 'artistName', 'summary', 'projectInfo', ...linkFields] as const;
export type AuctionTextField = (typeof auctionTextFields)[number];

/** The same rules as the API's, flat (FieldErrors reads the first path key). */
export const auctionFieldsSchema = v.object({
  title: requiredText(AUCTION_LIMITS.title),
  artistName: requiredText(AUCTION_LIMITS.artistName),
  summary: optionalText(AUCTION_LIMITS.summary),
  projectInfo: optionalText(AUCTION_LIMITS.projectInfo),
  ...socialLinksSchema.entries,
});

/** 임시저장's rules: the same, but a blank title or artist name is kept (the API's draft accepts it). */
export const auctionDraftFieldsSchema = v.object({
  ...auctionFieldsSchema.entries,
  title: optionalText(AUCTION_LIMITS.title),
  artistName: optionalText(AUCTION_LIMITS.artistName),
});

/** A server's field (`links.youtube`, `title`) as the form's; items are placed apart (`items.2.name`). */
export function auctionFieldOf(serverField: string): AuctionTextField | undefined {
  const name = serverField.startsWith('links.') ? serverField.slice('links.'.length) : serverField;
  return auctionTextFields.find((field) => field === name);
}

export const emptyAuctionForm: AuctionFormValues = {
  title: '',
  artistName: '',
  summary: '',
  items: [],
  visible: true,
  projectInfo: '',
  website: '',
  youtube: '',
  instagram: '',
  x: '',
  kakaoTalk: '',
};

/** Saved rows get keys from their position, so an unchanged draft equals the saved values exactly. */
const savedKey = (index: number) => `saved-${index}`;

/** The form's values of a saved description; `keys` keeps the rows the creator is looking at. */
export function auctionFormValuesOf(description: AuctionDescription, keys: readonly string[] = []): AuctionFormValues {
  const { title, artistName, summary, items, visible, projectInfo, links } = description;
  return {
    title,
    artistName,
    summary,
    items: items.map((item, index) => ({ key: keys[index] ?? savedKey(index), ...item })),
    visible,
    projectInfo,
    ...links,
  };
}

/**
 * A first description from the collection when none is saved yet: the launchpad's name as the
 * title, and its pieces as items (the tokens of a single-edition collection, the one edition of a
 * multi-edition one), at most the limit.
 */
export function prefilledAuctionForm(
  launchpad: Launchpad,
  collection: { tokens: readonly SingleToken[] } | { edition: MultiMetadata | null },
): AuctionFormValues {
  const pieces: AuctionItem[] =
    'tokens' in collection
      ? collection.tokens.map(({ name, description, imageUrl }) => ({ name, description, imageUrl }))
      : collection.edition
        ? [
            {
              name: collection.edition.tokenName || collection.edition.name,
              description: collection.edition.tokenDescription,
              imageUrl: collection.edition.mediaUrl ?? collection.edition.imageUrl,
            },
          ]
        : [];
  return {
    ...emptyAuctionForm,
    title: launchpad.name.slice(0, AUCTION_LIMITS.title),
    items: pieces.slice(0, AUCTION_LIMITS.items).map((item, index) => ({ key: savedKey(index), ...item })),
  };
}

/** What 임시저장 and 제출 send. */
export function auctionInputOf(
  launchpadId: number,
  values: AuctionFormValues,
  temporary: boolean,
): SubmitAuctionDescriptionInput {
  const { title, artistName, summary, items, visible, projectInfo, website, youtube, instagram, x, kakaoTalk } = values;
  return {
    launchpadId,
    title,
    artistName,
    summary,
    items: items.map(({ name, description, imageUrl }) => ({ name, description, imageUrl })),
    visible,
    projectInfo,
    links: { website, youtube, instagram, x, kakaoTalk },
    temporary,
  };
}
