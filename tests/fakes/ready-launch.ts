import type { FakeCreatorsServer } from './fake-creators-server';
import { sampleAuctionDescription, sampleContract, sampleMetadata, sampleTokens } from './sample-data';

/** The wallet the ready launches' contracts are owned by (registered as the creator's EOA). */
export const READY_EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/**
 * Makes launchpad `id` of the fake server a 작성 중 launch with everything a review needs, its forms
 * saved as drafts (what 심사 요청 then submits): the contract owned by the registered EOA, the
 * metadata of its kind, for a single edition three tokens each with an image, and an auction description.
 */
export function makeLaunchReady(server: FakeCreatorsServer, id: number): void {
  const launchpad = server.launchpad(id);
  launchpad.status = 'DRAFT';
  server.eoa = { address: READY_EOA, chainId: 11155111, registeredAt: '2026-11-01T00:00:00.000Z' };
  const single = launchpad.collectionType === 'SINGLE';
  server.contracts.set(
    id,
    sampleContract({ id: 100 + id, launchpadId: id, standard: single ? 'ERC721' : 'ERC1155', ownerAddress: READY_EOA }),
  );
  const { tokenName: _, tokenDescription: __, mediaUrl: ___, supply: ____, ...collection } = sampleMetadata();
  if (single) {
    server.singleMetadata.set(id, { ...collection, launchpadId: id });
    const images = sampleTokens(3).map((token) => ({
      ...token,
      imageUrl: `https://cdn.example.com/${token.tokenId}.png`,
    }));
    server.singleTokens.set(id, images);
  } else server.multiMetadata.set(id, sampleMetadata({ launchpadId: id }));
  server.auctionDescriptions = [
    ...server.auctionDescriptions.filter((description) => description.launchpadId !== id),
    sampleAuctionDescription({ id: 100 + id, launchpadId: id }),
  ];
}
