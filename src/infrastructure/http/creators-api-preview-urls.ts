import type { AuctionPreviewUrls } from '../../application/ports/auction-preview-urls';

/** The creators API's preview page of a key: `{api}/local/auction-preview/{key}` (the local API serves it). */
export class CreatorsApiPreviewUrls implements AuctionPreviewUrls {
  constructor(private readonly creatorsApiUrl: string) {}

  url(key: string): string {
    return `${this.creatorsApiUrl}/local/auction-preview/${encodeURIComponent(key)}`;
  }
}
