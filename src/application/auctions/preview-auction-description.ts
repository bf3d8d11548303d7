import { inject, injectable } from 'inversify';
import { AuctionPreviewUrls } from '../ports/auction-preview-urls';
import { AuctionsApi } from '../ports/auctions-api';

/** 미리보기: a fresh temporary key for the saved description, as the address of its public page. */
@injectable()
export class PreviewAuctionDescription {
  constructor(
    @inject(AuctionsApi) private readonly api: AuctionsApi,
    @inject(AuctionPreviewUrls) private readonly urls: AuctionPreviewUrls,
  ) {}

  async execute(launchpadId: number): Promise<string> {
    const { key } = await this.api.createAuctionPreviewKey(launchpadId);
    return this.urls.url(key);
  }
}
