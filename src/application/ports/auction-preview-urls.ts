import type { ServiceIdentifier } from 'inversify';

/** Where the public auction page of a 미리보기 key is (the creators API serves it). */
export interface AuctionPreviewUrls {
  url(key: string): string;
}
export const AuctionPreviewUrls: ServiceIdentifier<AuctionPreviewUrls> = Symbol.for('AuctionPreviewUrls');
