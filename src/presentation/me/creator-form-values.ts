import * as v from 'valibot';
import type { DraftFormat } from '../../application/drafts/form-drafts';
import type { SubmitCreatorFields } from '../../application/me/submit-creator';
import type { Creator } from '../../domain/creator/creator';

export type CreatorFormValues = SubmitCreatorFields;

/** Form order, which is also the order in which the first invalid field gets the focus. */
export const creatorFields = ['name', 'description', 'youtubeUrl', 'instagramUrl', 'xUrl'] as const;
export type CreatorField = (typeof creatorFields)[number];

/** The creator form's draft: the text fields as typed (the image file cannot be kept in storage). */
export const creatorDraftFormat: DraftFormat<CreatorFormValues> = {
  form: 'creator',
  version: 1,
  schema: v.object({
    name: v.string(),
    description: v.string(),
    youtubeUrl: v.string(),
    instagramUrl: v.string(),
    xUrl: v.string(),
  }),
};

export const emptyCreatorForm: CreatorFormValues = {
  name: '',
  description: '',
  youtubeUrl: '',
  instagramUrl: '',
  xUrl: '',
};

export function creatorFormValuesOf(creator: Creator): CreatorFormValues {
  const { name, description, youtubeUrl, instagramUrl, xUrl } = creator;
  return { name, description, youtubeUrl, instagramUrl, xUrl };
}
