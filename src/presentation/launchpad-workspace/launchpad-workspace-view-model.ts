import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import type { AppError } from '../../application/errors/app-error';
import { pageReads } from '../../application/reads/page-reads';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import type { Contract } from '../../domain/contract/contract';
import type { CollectionType, Launchpad } from '../../domain/launchpad/launchpad';
import type { MultiMetadata, SingleMetadata, SingleToken } from '../../domain/metadata/collection-metadata';
import { FormKit } from '../shared/forms/form-kit';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { notObserved } from '../shared/view-models/not-observed';
import { workspaceSteps, type WorkspaceStep } from './workspace-steps';

/**
 * The launchpad workspace's frame, around every step: the launchpad, its kept contract and tokens,
 * the metadata of its kind, and its auction description, from the shared query cache (each route
 * prefetches what its step shows). Saving in a step updates the cache, so the steps follow.
 */
@injectable()
export class LaunchpadWorkspaceViewModel {
  launchpad: ObservableQuery<Launchpad> | null = null;
  contractMetadata: ObservableQuery<{ contract: Contract | null; tokens: SingleToken[] }> | null = null;
  metadata: ObservableQuery<SingleMetadata | MultiMetadata | null> | null = null;
  auctions: ObservableQuery<AuctionDescription[]> | null = null;

  constructor(@inject(FormKit) private readonly kit: FormKit) {
    makeAutoObservable<this, 'kit'>(this, notObserved('kit'), { autoBind: true });
  }

  /**
   * `kind` is the route's (single or multi: the page sends a launchpad of the other kind on); a
   * step that serves both kinds (the auction description) leaves it out, and the launchpad's own
   * kind chooses the metadata once it has loaded.
   */
  start(launchpadId: number, kind?: CollectionType): () => void {
    const frame = this.kit.observePage(pageReads.workspace(this.kit.reads, launchpadId));
    this.launchpad = frame.launchpad;
    this.contractMetadata = frame.contractMetadata;
    this.auctions = frame.auctions;
    const stops = [this.launchpad, this.contractMetadata, this.auctions].map((query) => query.start());
    let stopMetadata: (() => void) | null = null;
    const stopKind = reaction(
      () => kind ?? this.launchpad?.data?.collectionType,
      (known) => {
        if (!known || stopMetadata) return;
        const step = (known === 'SINGLE' ? pageReads.singleMetadata : pageReads.multiMetadata)(
          this.kit.reads,
          launchpadId,
        );
        this.metadata = this.kit.observe<SingleMetadata | MultiMetadata | null>(step.metadata);
        stopMetadata = this.metadata.start();
      },
      { fireImmediately: true },
    );
    return () => {
      stopKind();
      stopMetadata?.();
      stops.forEach((stop) => stop());
    };
  }

  /** The auction descriptions are extra: the page shows without them. */
  get status(): 'loading' | 'ready' | 'error' {
    const needed = [this.launchpad, this.contractMetadata, this.metadata];
    if (this.launchpad?.status === 'error' || this.contractMetadata?.status === 'error') return 'error';
    if (needed.some((query) => !query || query.status === 'loading')) return 'loading';
    if (needed.some((query) => query?.data === undefined)) return 'error';
    return 'ready';
  }

  get error(): AppError | null {
    return this.launchpad?.error ?? this.contractMetadata?.error ?? this.metadata?.error ?? null;
  }

  get contractSaved(): boolean {
    return Boolean(this.contractMetadata?.data?.contract);
  }

  get steps(): WorkspaceStep[] {
    const launchpad = this.launchpad?.data;
    const kept = this.contractMetadata?.data;
    if (!launchpad || !kept) return [];
    return workspaceSteps({
      launchpad,
      contract: kept.contract,
      tokens: kept.tokens,
      metadata: this.metadata?.data ?? null,
      auctions: this.auctions?.data,
    });
  }

  retry(): void {
    for (const query of [this.launchpad, this.contractMetadata, this.metadata]) {
      if (query?.status === 'error') void query.refetch();
    }
  }
}
