import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import type { AppError } from '../../application/errors/app-error';
import { launchLockOf, type LaunchLock, type LaunchPart } from '../../application/launchpads/launch-lock';
import { pageReads } from '../../application/reads/page-reads';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import type { Contract } from '../../domain/contract/contract';
import type { CollectionType, Launchpad } from '../../domain/launchpad/launchpad';
import { launchProgress, type LaunchProgress } from '../../domain/launchpad/launch-progress';
import type { SingleToken } from '../../domain/metadata/collection-metadata';
import type { SavedMetadata } from '../../domain/metadata/metadata-form';
import type { Eoa } from '../../domain/wallet/eoa';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { PageQueries } from '../shared/queries/page-queries';
import { notObserved } from '../shared/view-models/not-observed';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';

/**
 * The launchpad workspace's frame, around every step: it observes the launchpad of the page and its
 * parts once (`pageReads.workspace`, and the metadata of its kind once the kind is known) and is the
 * page its step gets (LaunchpadPage): the reads, where the launch stands and what may change in it.
 * Saving in a step updates the cache, so the frame and the step follow.
 */
@injectable()
export class LaunchpadWorkspaceViewModel implements LaunchpadPage {
  private reads: {
    launchpad: ObservableQuery<Launchpad>;
    contractMetadata: ObservableQuery<{ contract: Contract | null; tokens: SingleToken[] }>;
    auctions: ObservableQuery<AuctionDescription[]>;
    eoa: ObservableQuery<Eoa | null>;
  } | null = null;
  private metadataQuery: ObservableQuery<SavedMetadata | null> | null = null;

  constructor(@inject(PageQueries) private readonly pages: PageQueries) {
    makeAutoObservable<this, 'pages'>(this, notObserved('pages'), { autoBind: true });
  }

  /**
   * `kind` is the route's where it has one (a launchpad of the other kind is sent to its own page); a
   * route of both kinds (the auction description) leaves it out, and the launchpad's own kind chooses
   * the metadata once it has loaded.
   */
  start(launchpadId: number, kind?: CollectionType): () => void {
    const reads = this.pages.observe(pageReads.workspace, launchpadId);
    this.reads = reads;
    const stops = Object.values(reads).map((query) => query.start());
    let stopMetadata: (() => void) | null = null;
    const stopKind = reaction(
      () => kind ?? reads.launchpad.data?.collectionType,
      (known) => {
        if (!known || stopMetadata) return;
        this.metadataQuery = this.pages.observe(pageReads.metadata, launchpadId, known).metadata;
        stopMetadata = this.metadataQuery.start();
      },
      { fireImmediately: true },
    );
    return () => {
      stopKind();
      stopMetadata?.();
      stops.forEach((stop) => stop());
    };
  }

  /**
   * The frame shows once the launchpad, its kept contract and the metadata of its kind are read (a failed
   * metadata read is the step's to show); the rest shows as it comes. Waiting for the metadata too keeps
   * 심사 전 남은 일 from growing under the creator's eyes on the auction route, which cannot prefetch it
   * (its kind is known only from the launchpad).
   */
  get status(): 'loading' | 'ready' | 'error' {
    const needed = [this.reads?.launchpad, this.reads?.contractMetadata];
    if (needed.some((query) => query?.status === 'error')) return 'error';
    const metadataRead =
      this.metadataQuery !== null && (this.metadataQuery.data !== undefined || this.metadataQuery.status === 'error');
    return needed.every((query) => query?.data !== undefined) && metadataRead ? 'ready' : 'loading';
  }

  get error(): AppError | null {
    return this.reads?.launchpad.error ?? this.reads?.contractMetadata.error ?? null;
  }

  retry(): void {
    for (const query of [this.reads?.launchpad, this.reads?.contractMetadata, this.metadataQuery]) {
      if (query?.status === 'error') void query.refetch();
    }
  }

  /** The launchpad, once read (the frame hands the page to its step only then). */
  get launchpadOrNull(): Launchpad | null {
    return this.reads?.launchpad.data ?? null;
  }

  get launchpad(): Launchpad {
    const launchpad = this.launchpadOrNull;
    if (!launchpad) throw new Error('the workspace page is handed out once its launchpad is read');
    return launchpad;
  }

  get kept(): LaunchpadPage['kept'] {
    return this.started.contractMetadata;
  }

  get auctions(): LaunchpadPage['auctions'] {
    return this.started.auctions;
  }

  get metadata(): LaunchpadPage['metadata'] {
    if (!this.metadataQuery) throw new Error('the metadata is observed once the launchpad’s kind is known');
    return this.metadataQuery;
  }

  get progress(): LaunchProgress {
    const { contractMetadata, auctions, eoa } = this.started;
    return launchProgress({
      launchpad: this.launchpad,
      contract: contractMetadata.data?.contract,
      tokens: contractMetadata.data?.tokens,
      eoa: eoa.status === 'error' ? null : eoa.data === undefined ? undefined : (eoa.data?.address ?? null),
      metadata: this.metadataQuery?.data,
      auction: auctions.data === undefined ? undefined : (auctions.data[0] ?? null),
    });
  }

  canChange(part: LaunchPart): boolean {
    return this.lock.canChange(part);
  }

  whyNot(part: LaunchPart): string | null {
    return this.lock.whyNot(part);
  }

  backToReview(part: LaunchPart): boolean {
    return this.lock.backToReview(part);
  }

  private get lock(): LaunchLock {
    return launchLockOf(this.launchpad.status);
  }

  private get started(): NonNullable<LaunchpadWorkspaceViewModel['reads']> {
    if (!this.reads) throw new Error('the workspace is read once started');
    return this.reads;
  }
}
