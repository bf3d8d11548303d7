import * as v from 'valibot';
import type { DraftFormat } from '../../application/drafts/form-drafts';
import { AUCTION_LIMITS } from '../../domain/auction/auction-description';
import {
  auctionFieldOf,
  auctionFieldsSchema,
  auctionTextFields,
  emptyAuctionForm,
  type AuctionFormValues,
  type AuctionTextField,
} from '../../domain/auction/auction-form';
import { auctionCopy } from '../shared/copy/auction-copy';
import type { EditFormOptions } from '../shared/forms/edit-form';
import { isSaveConflict } from '../shared/forms/save-conflict';

const itemDraftSchema = v.object({
  key: v.string(),
  name: v.string(),
  description: v.string(),
  imageUrl: v.nullable(v.string()),
});

/** How the editor's typing is kept as a draft (bump the version when the values change shape). */
export const auctionDraftFormat: DraftFormat<AuctionFormValues> = {
  form: 'auction-description',
  version: 1,
  schema: v.object({
    title: v.string(),
    artistName: v.string(),
    summary: v.string(),
    items: v.pipe(v.array(itemDraftSchema), v.maxLength(AUCTION_LIMITS.items)),
    visible: v.boolean(),
    projectInfo: v.string(),
    website: v.string(),
    youtube: v.string(),
    instagram: v.string(),
    x: v.string(),
    kakaoTalk: v.string(),
  }),
};

/** The auction description's edit form: its draft, text fields and rules (the domain's), and how a failure shows. */
export const auctionFormOptions = {
  format: auctionDraftFormat,
  empty: emptyAuctionForm,
  schema: auctionFieldsSchema,
  fields: auctionTextFields,
  fieldOf: auctionFieldOf,
  // A conflict shows as its dialog, not as a toast.
  shownElsewhere: isSaveConflict,
  context: { area: 'auction-description', action: 'save' },
  failureTitle: auctionCopy.saveFailed,
} satisfies Omit<EditFormOptions<AuctionFormValues, AuctionTextField>, 'drafts' | 'reporter' | 'notices'>;
