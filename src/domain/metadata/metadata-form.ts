import * as v from 'valibot';
import type { Contract } from '../contract/contract';
import type { CollectionType } from '../launchpad/launchpad';
import { optionalText, requiredText } from '../validation/common';
import {
  createNullableYearSchema,
  httpsLinkSchema,
  instagramLinkSchema,
  kakaoTalkLinkSchema,
  xLinkSchema,
  youtubeLinkSchema,
} from '../validation/rules';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_NAME_MAX,
  SUPPLY_MAX,
  SUPPLY_MIN,
  type MultiMetadata,
  type SingleMetadata,
  type SubmitMultiMetadataInput,
  type SubmitSingleMetadataInput,
} from './collection-metadata';

/**
 * Step 2's values as typed: text only, so a draft keeps them exactly (a year or a supply being
 * typed is a string; images are the URLs they were uploaded to, '' for none). One shape for both
 * kinds; a single edition leaves the edition's fields empty and never sends them.
 */
export interface MetadataFormValues {
  name: string;
  description: string;
  imageUrl: string;
  year: string;
  tokenName: string;
  tokenDescription: string;
  mediaUrl: string;
  supply: string;
  website: string;
  youtube: string;
  instagram: string;
  x: string;
  kakaoTalk: string;
}

/** Form order (the first invalid one gets the focus): 컬렉션 정보, 에디션, 링크. */
export const metadataFields = [
  'name',
  'description',
  'year',
  'tokenName',
  'tokenDescription',
  'supply',
  'website',
  'youtube',
  'instagram',
  'x',
  'kakaoTalk',
] as const;
export type MetadataField = (typeof metadataFields)[number];

export const linkFields = ['website', 'youtube', 'instagram', 'x', 'kakaoTalk'] as const;

export const emptyMetadataForm: MetadataFormValues = {
  name: '',
  description: '',
  imageUrl: '',
  year: '',
  tokenName: '',
  tokenDescription: '',
  mediaUrl: '',
  supply: '',
  website: '',
  youtube: '',
  instagram: '',
  x: '',
  kakaoTalk: '',
};

export type SavedMetadata = SingleMetadata | MultiMetadata;

const toNumber = (value: string) => (value.trim() === '' ? null : Number(value));

function yearRule(currentYear: number) {
  return v.pipe(v.string(), v.trim(), v.transform(toNumber), createNullableYearSchema(currentYear));
}

function supplyRule(required: boolean, rangeMessage: string) {
  const range = v.pipe(
    v.number(),
    v.integer(rangeMessage),
    v.minValue(SUPPLY_MIN, rangeMessage),
    v.maxValue(SUPPLY_MAX, rangeMessage),
  );
  // A blank supply reads as "missing" on 제출 (the global 내용을 작성해주세요.), as nothing on 임시저장.
  return v.pipe(v.string(), v.trim(), v.transform(toNumber), required ? range : v.nullable(range));
}

/**
 * The rules at the fields, for 제출 (`complete`) or 임시저장 (blanks allowed, wrong values never),
 * the same domain rules the use case and the API apply; the year up to `currentYear` (in Korea).
 * `supplyRange` is the screen's sentence for a supply out of range.
 */
export function metadataRules(kind: CollectionType, currentYear: number, complete: boolean, supplyRange: string) {
  const text = complete ? requiredText : optionalText;
  const collection = {
    name: text(COLLECTION_NAME_MAX),
    description: optionalText(COLLECTION_DESCRIPTION_MAX),
    year: yearRule(currentYear),
    website: httpsLinkSchema,
    youtube: youtubeLinkSchema,
    instagram: instagramLinkSchema,
    x: xLinkSchema,
    kakaoTalk: kakaoTalkLinkSchema,
  };
  if (kind === 'SINGLE') return v.object(collection);
  return v.object({
    ...collection,
    tokenName: complete ? requiredText(COLLECTION_NAME_MAX) : optionalText(COLLECTION_NAME_MAX),
    tokenDescription: optionalText(COLLECTION_DESCRIPTION_MAX),
    supply: supplyRule(complete, supplyRange),
  });
}

/** A server's field (`links.x`) to the form's (`x`). */
export function metadataFieldOf(serverField: string): MetadataField | undefined {
  const name = serverField.startsWith('links.') ? serverField.slice('links.'.length) : serverField;
  return metadataFields.find((field) => field === name);
}

/** The saved metadata as form values; with none saved yet, the contract's name starts the collection name. */
export function metadataFormValuesOf(saved: SavedMetadata | null, contract: Contract | null): MetadataFormValues {
  if (!saved) return { ...emptyMetadataForm, name: contract?.name ?? '' };
  const values: MetadataFormValues = {
    ...emptyMetadataForm,
    name: saved.name,
    description: saved.description,
    imageUrl: saved.imageUrl ?? '',
    year: saved.year === null ? '' : String(saved.year),
    ...saved.links,
  };
  if (!('tokenName' in saved)) return values;
  return {
    ...values,
    tokenName: saved.tokenName,
    tokenDescription: saved.tokenDescription,
    mediaUrl: saved.mediaUrl ?? '',
    supply: saved.supply === null ? '' : String(saved.supply),
  };
}

function collectionInput(values: MetadataFormValues, launchpadId: number) {
  return {
    launchpadId,
    name: values.name,
    description: values.description,
    imageUrl: values.imageUrl === '' ? null : values.imageUrl,
    year: toNumber(values.year),
    links: {
      website: values.website,
      youtube: values.youtube,
      instagram: values.instagram,
      x: values.x,
      kakaoTalk: values.kakaoTalk,
    },
  };
}

export function singleMetadataInput(
  values: MetadataFormValues,
  launchpadId: number,
  temporary: boolean,
): SubmitSingleMetadataInput {
  return { ...collectionInput(values, launchpadId), temporary };
}

export function multiMetadataInput(
  values: MetadataFormValues,
  launchpadId: number,
  temporary: boolean,
): SubmitMultiMetadataInput {
  return {
    ...collectionInput(values, launchpadId),
    tokenName: values.tokenName,
    tokenDescription: values.tokenDescription,
    mediaUrl: values.mediaUrl === '' ? null : values.mediaUrl,
    supply: toNumber(values.supply),
    temporary,
  } as SubmitMultiMetadataInput;
}
