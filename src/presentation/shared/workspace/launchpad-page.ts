import type { LaunchLock } from '../../../application/launchpads/launch-lock';
import type { AuctionDescription } from '../../../domain/auction/auction-description';
import type { Contract } from '../../../domain/contract/contract';
import type { Launchpad } from '../../../domain/launchpad/launchpad';
import type { LaunchProgress } from '../../../domain/launchpad/launch-progress';
import type { SingleToken } from '../../../domain/metadata/collection-metadata';
import type { SavedMetadata } from '../../../domain/metadata/metadata-form';
import type { ObservableQuery } from '../queries/observable-query';

/**
 * What the workspace frame hands its step: the launchpad of the page and its parts, each read once by
 * the frame (the step observes no second copy), where the launch stands, and what may change in it
 * (`canChange(part)`, `whyNot(part)`: the app's one reading of the launch lifecycle). Every field
 * follows the cache: a step's view-model may keep the page and react to it.
 */
export interface LaunchpadPage extends Omit<LaunchLock, 'status'> {
  readonly launchpad: Launchpad;
  /** The kept contract and, for a single edition, its saved tokens. */
  readonly kept: ObservableQuery<{ contract: Contract | null; tokens: SingleToken[] }>;
  /** The collection metadata of the launchpad's kind (null: none saved). */
  readonly metadata: ObservableQuery<SavedMetadata | null>;
  /** The launchpad's auction description (the list's first; empty: none saved). */
  readonly auctions: ObservableQuery<AuctionDescription[]>;
  readonly progress: LaunchProgress;
}
