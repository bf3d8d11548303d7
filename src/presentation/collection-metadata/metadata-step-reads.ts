import { makeAutoObservable } from 'mobx';
import type { AppError } from '../../application/errors/app-error';
import { launchLockOf } from '../../application/launchpads/launch-lock';
import type { CollectionMetadataStep } from '../../application/launchpads/collection-metadata-step';
import { pageReads } from '../../application/reads/page-reads';
import type { Contract } from '../../domain/contract/contract';
import type { CollectionType, Launchpad } from '../../domain/launchpad/launchpad';
import type { SingleToken } from '../../domain/metadata/collection-metadata';
import type { SavedMetadata } from '../../domain/metadata/metadata-form';
import type { FormKit } from '../shared/forms/form-kit';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { notObserved } from '../shared/view-models/not-observed';

interface Reads {
  contractMetadata: ObservableQuery<{ contract: Contract | null; tokens: SingleToken[] }>;
  metadata: ObservableQuery<SavedMetadata | null>;
  launchpad: ObservableQuery<Launchpad>;
}

/**
 * What step 2 reads, as the route prefetches it (`pageReads.singleMetadata`/`multiMetadata`): the kept
 * contract (its name starts a first collection name), the saved metadata, and the launchpad (from
 * 승인됨 on the metadata is read-only).
 */
export class MetadataStepReads {
  private reads: Reads | null = null;

  constructor(
    private readonly kit: FormKit,
    private readonly step: CollectionMetadataStep,
  ) {
    makeAutoObservable<this, 'kit' | 'step'>(this, notObserved('kit', 'step'), { autoBind: true });
  }

  start(launchpadId: number, kind: CollectionType): () => void {
    const reads: Reads = this.kit.observePage(
      (kind === 'SINGLE' ? pageReads.singleMetadata : pageReads.multiMetadata)(this.kit.reads, launchpadId),
    );
    this.reads = reads;
    const stops = [reads.contractMetadata.start(), reads.metadata.start(), reads.launchpad.start()];
    return () => stops.forEach((stop) => stop());
  }

  /** The contract and the saved metadata, once both have answered (undefined before). */
  get loaded(): { contract: Contract | null; saved: SavedMetadata | null } | undefined {
    const contract = this.reads?.contractMetadata.data;
    const saved = this.reads?.metadata.data;
    return contract && saved !== undefined ? { contract: contract.contract, saved } : undefined;
  }

  /** A read the form cannot open without failed (the launchpad's state is extra). */
  get failure(): AppError | null {
    const failed = [this.reads?.contractMetadata, this.reads?.metadata].find((query) => query?.status === 'error');
    return failed?.error ?? null;
  }

  /** What the server holds now (null: nothing saved yet). */
  get saved(): SavedMetadata | null {
    return this.reads?.metadata.data ?? null;
  }

  get contract(): Contract | null {
    return this.reads?.contractMetadata.data?.contract ?? null;
  }

  /** The launchpad's state, once read (null before). */
  get launchpadStatus(): Launchpad['status'] | null {
    return this.reads?.launchpad.data?.status ?? null;
  }

  /** From 승인됨 on nothing is saved: the view says why instead of offering a save that fails. */
  get locked(): boolean {
    const status = this.launchpadStatus;
    return status !== null && !launchLockOf(status).canChange('content');
  }

  refetch(): void {
    for (const query of [this.reads?.contractMetadata, this.reads?.metadata])
      if (query?.status === 'error') void query.refetch();
  }
}
