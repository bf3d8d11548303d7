import { inject, injectable } from 'inversify';
import {
  submitAuctionDescriptionInputSchema,
  type AuctionDescription,
  type SubmitAuctionDescriptionInput,
} from '../../domain/auction/auction-description';
import {
  auctionItemFields,
  auctionItemsProblems,
  type AuctionItemField,
  type AuctionItemProblems,
  type AuctionItemValues,
} from '../../domain/auction/auction-items';
import { ValidationError } from '../errors/app-error';
import { listItemOf } from '../errors/field-path';
import { LaunchGuard } from '../launchpads/launch-lock';
import { LaunchpadCache } from '../launchpads/launchpad-cache';
import { AuctionsApi } from '../ports/auctions-api';
import { parseInput } from '../validation/parse-input';

/** A server's refusal of one item's field, placed at that item (by its key, so a reorder since does not misplace it). */
export interface AuctionItemRefusal {
  key: string;
  field: AuctionItemField;
  message: string;
}

/**
 * Saves a launchpad's auction description (`POST …/auctions/descriptions/submit`): `temporary`
 * keeps a DRAFT (임시저장, or 저장 of a complete one), otherwise it is SUBMITTED for review (제출: sent
 * by 심사 요청, or a change under 심사). The fields are trimmed and
 * checked with the domain rules first. Throws ValidationError with the dot path of the field
 * (`title`, `links.youtube`, `items.2.name`) before any call, LaunchLockedError from 승인됨 on (the
 * launch is read-only), and whatever CreatorsApi throws otherwise.
 * The saved description is the launchpad's one description in the cache afterwards.
 */
@injectable()
export class SaveAuctionDescription {
  constructor(
    @inject(AuctionsApi) private readonly api: AuctionsApi,
    @inject(LaunchpadCache) private readonly cache: LaunchpadCache,
    @inject(LaunchGuard) private readonly guard: LaunchGuard,
  ) {}

  async execute(input: SubmitAuctionDescriptionInput): Promise<AuctionDescription> {
    const checked = parseInput(submitAuctionDescriptionInputSchema, input);
    await this.guard.require(input.launchpadId, 'content');
    const saved = await this.api.submitAuctionDescription(checked);
    this.cache.auctionSaved(input.launchpadId, saved);
    return saved;
  }

  /** The items' problems by the item rules (the API's), by key: a save is refused before sending while any is left. */
  checkItems(items: readonly AuctionItemValues[]): Record<string, AuctionItemProblems> {
    return auctionItemsProblems(items);
  }

  /** A refused save's error at an item field (`items.2.name`) as that item's, among `items` as they were sent; null otherwise. */
  itemRefusal(error: unknown, items: readonly AuctionItemValues[]): AuctionItemRefusal | null {
    if (!(error instanceof ValidationError)) return null;
    const at = listItemOf(error.field, 'items');
    const item = at && items[at.index];
    const field = auctionItemFields.find((known) => known === at?.field);
    return item && field ? { key: item.key, field, message: error.userMessage } : null;
  }
}
