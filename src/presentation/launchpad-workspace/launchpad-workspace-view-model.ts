import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import type { AppError } from '../../application/errors/app-error';
import { AuctionsApi } from '../../application/ports/auctions-api';
import { ContractsApi } from '../../application/ports/contracts-api';
import { LaunchpadsApi } from '../../application/ports/launchpads-api';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import type { Contract } from '../../domain/contract/contract';
import type { CollectionType, Launchpad } from '../../domain/launchpad/launchpad';
import type { MultiMetadata, SingleMetadata, SingleToken } from '../../domain/metadata/collection-metadata';
import {
  auctionDescriptionsQuery,
  contractMetadataQuery,
  launchpadQuery,
  multiMetadataQuery,
  singleMetadataQuery,
} from '../../application/reads/launchpad-reads';
import { ObservableQuery } from '../shared/queries/observable-query';
import { QueryClientToken } from '../shared/queries/query-client-token';
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

  constructor(
    @inject(LaunchpadsApi) private readonly launchpadsApi: LaunchpadsApi,
    @inject(ContractsApi) private readonly contractsApi: ContractsApi,
    @inject(AuctionsApi) private readonly auctionsApi: AuctionsApi,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
  ) {
    makeAutoObservable<this, 'launchpadsApi' | 'contractsApi' | 'auctionsApi' | 'queryClient'>(
      this,
      { launchpadsApi: false, contractsApi: false, auctionsApi: false, queryClient: false },
      { autoBind: true },
    );
  }

  /**
   * `kind` is the route's (single or multi: the page sends a launchpad of the other kind on); a
   * step that serves both kinds (the auction description) leaves it out, and the launchpad's own
   * kind chooses the metadata once it has loaded.
   */
  start(launchpadId: number, kind?: CollectionType): () => void {
    this.launchpad = new ObservableQuery(this.queryClient, launchpadQuery(this.launchpadsApi, launchpadId));
    this.contractMetadata = new ObservableQuery(this.queryClient, contractMetadataQuery(this.contractsApi, launchpadId));
    this.auctions = new ObservableQuery(this.queryClient, auctionDescriptionsQuery(this.auctionsApi, launchpadId));
    const stops = [this.launchpad, this.contractMetadata, this.auctions].map((query) => query.start());
    let stopMetadata: (() => void) | null = null;
    const stopKind = reaction(
      () => kind ?? this.launchpad?.data?.collectionType,
      (known) => {
        if (!known || stopMetadata) return;
        this.metadata = new ObservableQuery<SingleMetadata | MultiMetadata | null>(
          this.queryClient,
          known === 'SINGLE' ? singleMetadataQuery(this.contractsApi, launchpadId) : multiMetadataQuery(this.contractsApi, launchpadId),
        );
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
