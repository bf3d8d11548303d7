import type { ServiceIdentifier } from 'inversify';
import type {
  AuctionDescription,
  PreviewKey,
  SubmitAuctionDescriptionInput,
} from '../../domain/auction/auction-description';

/**
 * A launchpad's auction descriptions and their preview keys.
 * Fails with the AppError classes as `CreatorsApi` describes.
 */
export interface AuctionsApi {
  listAuctionDescriptions(launchpadId: number): Promise<AuctionDescription[]>;
  submitAuctionDescription(input: SubmitAuctionDescriptionInput): Promise<AuctionDescription>;
  createAuctionPreviewKey(launchpadId: number): Promise<PreviewKey>;
}
export const AuctionsApi: ServiceIdentifier<AuctionsApi> = Symbol.for('AuctionsApi');
