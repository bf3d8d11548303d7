import { inject, injectable } from 'inversify';
import {
  submitAuctionDescriptionInputSchema,
  type AuctionDescription,
  type SubmitAuctionDescriptionInput,
} from '../../domain/auction/auction-description';
import { AuctionsApi } from '../ports/auctions-api';
import { parseInput } from '../validation/parse-input';

/**
 * Saves a launchpad's auction description (`POST …/auctions/descriptions/submit`): `temporary`
 * keeps a DRAFT (임시저장), otherwise it is SUBMITTED for review (제출). The fields are trimmed and
 * checked with the domain rules first. Throws ValidationError with the dot path of the field
 * (`title`, `links.youtube`, `items.2.name`) before any call, and whatever CreatorsApi throws otherwise.
 */
@injectable()
export class SaveAuctionDescription {
  constructor(@inject(AuctionsApi) private readonly api: AuctionsApi) {}

  async execute(input: SubmitAuctionDescriptionInput): Promise<AuctionDescription> {
    return this.api.submitAuctionDescription(parseInput(submitAuctionDescriptionInputSchema, input));
  }
}
