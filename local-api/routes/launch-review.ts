import { goesToReview, launchProgress, type LaunchProgress } from '../../src/domain/launchpad/launch-progress';
import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import type { Services } from '../services';

type ReviewServices = Pick<Services, 'contracts' | 'eoas' | 'metadata' | 'auctions'>;

/**
 * Where a launch stands, read from the database by the same rule the app reads it from the API
 * (`domain/launchpad/launch-progress.ts`): what a review still needs, and what is left to submit.
 */
export function progressOf(services: ReviewServices, userId: string, launchpad: Launchpad): LaunchProgress {
  const { contracts, eoas, metadata, auctions } = services;
  const single = launchpad.collectionType === 'SINGLE';
  return launchProgress({
    launchpad,
    contract: contracts.findByLaunchpad(launchpad.id) ?? null,
    eoa: eoas.find(userId)?.address ?? null,
    metadata: (single ? metadata.findSingle(launchpad.id) : metadata.findMulti(launchpad.id)) ?? null,
    tokens: single ? metadata.tokenImages(launchpad.id) : [],
    auction: auctions.list(launchpad.id)[0] ?? null,
  });
}

/**
 * After a part was submitted (in its transaction): a 작성 중 launch goes to 심사 when that submission
 * was its last one and everything a review needs is there (`goesToReview`), never on one part alone.
 */
export function toReviewIfComplete(
  services: ReviewServices & Pick<Services, 'launchpads'>,
  userId: string,
  launchpad: Launchpad,
) {
  if (launchpad.status === 'DRAFT' && goesToReview(progressOf(services, userId, launchpad))) {
    services.launchpads.markInReview(launchpad.id);
  }
}

/** A launchpad as the list shows it: a 작성 중 one says how many of its parts (steps) are left before 심사 요청. */
export function withPartsLeft(services: ReviewServices, userId: string, launchpad: Launchpad): Launchpad {
  if (launchpad.status !== 'DRAFT') return launchpad;
  return { ...launchpad, partsLeft: progressOf(services, userId, launchpad).partsLeft };
}
