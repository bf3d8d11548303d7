import { inject, injectable } from 'inversify';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import type { Launchpad, LaunchpadStatus } from '../../domain/launchpad/launchpad';
import { launchProgress, type ReviewPart } from '../../domain/launchpad/launch-progress';
import type {
  MultiMetadata,
  SingleMetadata,
  SubmitMultiMetadataInput,
} from '../../domain/metadata/collection-metadata';
import { SaveAuctionDescription } from '../auctions/save-auction-description';
import { UnexpectedError } from '../errors/app-error';
import { ErrorReporter } from '../ports/error-reporter';
import { ReadCache } from '../ports/read-cache';
import {
  auctionDescriptionsQuery,
  contractMetadataQuery,
  launchpadQuery,
  multiMetadataQuery,
  singleMetadataQuery,
} from '../reads/launchpad-reads';
import { eoaQuery } from '../reads/me-reads';
import { ReadApis } from '../reads/read-apis';
import { LaunchGuard } from './launch-lock';
import { LaunchpadCache } from './launchpad-cache';
import { SaveCollectionMetadata } from './save-collection-metadata';

export type { ReviewPart };

/** How a 심사 요청 ended. Expected failures are values: the screen names the part and offers 다시 시도. */
export type ReviewRequestOutcome =
  /** The launch is 심사 중 (`submitted`: the parts this request sent; empty when it already was). */
  | { kind: 'in-review'; submitted: ReviewPart[] }
  /** What the server holds now lacks something a review needs (changed elsewhere): nothing was sent. */
  | { kind: 'not-ready' }
  /** `part` was refused or not answered; `submitted` stay submitted, and a retry sends only the rest. */
  | { kind: 'failed'; part: ReviewPart; error: unknown; submitted: ReviewPart[] }
  /** Every part was accepted, yet the launch did not go to 심사 (a gateway that does not follow the rule). */
  | { kind: 'not-moved'; status: LaunchpadStatus; submitted: ReviewPart[] };

/** Told as each part is sent and accepted, so the screen can show where the request is. */
export type ReviewRequestListener = (part: ReviewPart, state: 'sending' | 'submitted') => void;

/**
 * 심사 요청: the launch lifecycle's one way into review (product decisions). It reads what the server
 * holds now (the metadata and the auction description again; the contract, tokens and EOA as cached),
 * checks that a review has everything it needs (`launchProgress`), then submits the parts still in
 * draft through the spec's own submit calls (`…/single-metadata/submit` or `…/multi-metadata/submit`,
 * then `…/auctions/descriptions/submit`, `temporary: false`, each based on the version it read), in
 * that fixed order, through the parts' own save use cases (their rules, the launch guard, the cache).
 * The server moves the launch to 심사 when the last one is accepted; the launchpad is read again to
 * see it. A part that fails stops the request: what was accepted stays submitted, and asking again
 * sends only the rest. Every failure is reported. Throws only what the guard throws (LaunchLockedError
 * from 승인됨 on) or a failed read.
 */
@injectable()
export class RequestReview {
  constructor(
    @inject(ReadApis) private readonly apis: ReadApis,
    @inject(ReadCache) private readonly cache: ReadCache,
    @inject(LaunchGuard) private readonly guard: LaunchGuard,
    @inject(SaveCollectionMetadata) private readonly saveMetadata: SaveCollectionMetadata,
    @inject(SaveAuctionDescription) private readonly saveAuction: SaveAuctionDescription,
    @inject(LaunchpadCache) private readonly launchpads: LaunchpadCache,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(launchpadId: number, listener: ReviewRequestListener = () => undefined): Promise<ReviewRequestOutcome> {
    await this.guard.require(launchpadId, 'content');
    const { launchpad, metadata, auction, progress } = await this.readNow(launchpadId);
    if (launchpad.status !== 'DRAFT') return { kind: 'in-review', submitted: [] };
    if (!progress.readyForReview) return { kind: 'not-ready' };
    // Every part submitted but the launch still 작성 중 (a part was accepted before the last piece was
    // there): the last part is sent again, and its acceptance is what moves the launch.
    const parts: ReviewPart[] = progress.toSubmit.length > 0 ? progress.toSubmit : ['auction'];
    const submitted: ReviewPart[] = [];
    for (const part of parts) {
      listener(part, 'sending');
      try {
        if (part === 'metadata') await this.submitMetadata(launchpad, metadata!);
        else await this.submitAuction(auction!);
      } catch (error) {
        this.reporter.report(error, { area: 'launchpads', action: 'request-review', part, launchpadId, submitted });
        return { kind: 'failed', part, error, submitted };
      }
      submitted.push(part);
      listener(part, 'submitted');
    }
    this.launchpads.launchpadChanged(launchpadId);
    const after = await this.cache.fetch(launchpadQuery(this.apis.launchpads, launchpadId), { fresh: true });
    if (after.status !== 'DRAFT') return { kind: 'in-review', submitted };
    this.reporter.report(new UnexpectedError('every part was accepted, yet the launchpad is still DRAFT'), {
      area: 'launchpads',
      action: 'request-review',
      launchpadId,
      submitted,
    });
    return { kind: 'not-moved', status: after.status, submitted };
  }

  /** The launch as the server holds it now: its status and forms read again, the rest as the pages cached it. */
  private async readNow(launchpadId: number) {
    const { apis, cache } = this;
    const launchpad = await cache.fetch(launchpadQuery(apis.launchpads, launchpadId), { fresh: true });
    const metadataRead =
      launchpad.collectionType === 'SINGLE'
        ? singleMetadataQuery(apis.contracts, launchpadId)
        : multiMetadataQuery(apis.contracts, launchpadId);
    const [metadata, auctions, kept, eoa] = await Promise.all([
      cache.fetch<SingleMetadata | MultiMetadata | null>(metadataRead, { fresh: true }),
      cache.fetch(auctionDescriptionsQuery(apis.auctions, launchpadId), { fresh: true }),
      cache.fetch(contractMetadataQuery(apis.contracts, launchpadId)),
      cache.fetch(eoaQuery(apis.eoa)),
    ]);
    const auction = auctions[0] ?? null;
    const progress = launchProgress({
      launchpad,
      contract: kept.contract,
      tokens: kept.tokens,
      eoa: eoa?.address ?? null,
      metadata,
      auction,
    });
    return { launchpad, metadata, auction, progress };
  }

  /**
   * The stored metadata, submitted as it is, on the version just read. It passed 제출's rules
   * (`readyForReview`), so a multi edition's supply is set; the save use case parses it again.
   */
  private submitMetadata(launchpad: Launchpad, stored: SingleMetadata | MultiMetadata) {
    const input = { ...stored, launchpadId: launchpad.id, temporary: false as const, baseUpdatedAt: stored.updatedAt };
    return launchpad.collectionType === 'SINGLE'
      ? this.saveMetadata.single(input)
      : this.saveMetadata.multi(input as SubmitMultiMetadataInput);
  }

  /** The stored auction description, submitted as it is, on the version just read. */
  private submitAuction(stored: AuctionDescription) {
    return this.saveAuction.execute({ ...stored, temporary: false as const, baseUpdatedAt: stored.updatedAt });
  }
}
