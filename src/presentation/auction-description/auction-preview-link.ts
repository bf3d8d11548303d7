import type { ServiceIdentifier } from 'inversify';

/**
 * Where the public auction page of a 미리보기 key is. The composition root builds it from the
 * creators API's origin (the local API serves `/local/auction-preview/{key}`).
 */
export interface AuctionPreviewLink {
  url(key: string): string;
}
export const AuctionPreviewLink: ServiceIdentifier<AuctionPreviewLink> = Symbol.for('AuctionPreviewLink');
