import * as v from 'valibot';
import type { DraftFormat } from '../../application/drafts/form-drafts';
import { AUCTION_LIMITS } from '../../domain/auction/auction-description';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import {
  auctionDraftFieldsSchema,
  auctionFieldOf,
  auctionFieldsSchema,
  auctionFormValuesOf,
  auctionTextFields,
  emptyAuctionForm,
  type AuctionFormValues,
  type AuctionTextField,
} from '../../domain/auction/auction-form';
import { auctionCopy } from '../shared/copy/auction-copy';
import type { EditFormOptions } from '../shared/forms/edit-form';
import type { VersionedSaveOptions } from '../shared/forms/versioned-saves';
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

/** The form's values of a stored description (none: an empty form), as 최신 내용 불러오기 shows it. */
export const auctionValuesOf = (saved: AuctionDescription | null): AuctionFormValues =>
  saved ? auctionFormValuesOf(saved) : emptyAuctionForm;

/**
 * One save of launchpad `id`'s description: 임시저장 (`draft`) or 저장, sent as 제출 (not `temporary`)
 * under 심사; its items keep their keys (the focus stays put).
 */
export const auctionSaveOptions = (
  id: number,
  draft: boolean,
  temporary: boolean,
  keys: readonly string[],
): VersionedSaveOptions<AuctionFormValues, AuctionDescription> => ({
  saved: (description) => auctionFormValuesOf(description, keys),
  schema: draft ? auctionDraftFieldsSchema : auctionFieldsSchema,
  details: { launchpadId: id, temporary },
  failureTitle: draft ? auctionCopy.draftFailed : auctionCopy.saveFailed,
  success: draft ? auctionCopy.savedDraft : temporary ? auctionCopy.saved : auctionCopy.savedInReview,
});
