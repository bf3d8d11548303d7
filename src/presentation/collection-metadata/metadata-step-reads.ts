import { makeAutoObservable, observableRef } from 'mobx';
import type { AppError } from '../../application/errors/app-error';
import type { Contract } from '../../domain/contract/contract';
import type { SavedMetadata } from '../../domain/metadata/metadata-form';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';

/**
 * What step 2 reads, from the frame's page (each read once, by the frame): the kept contract (its name
 * starts a first collection name) and the saved metadata of the launchpad's kind.
 */
export class MetadataStepReads {
  private page: LaunchpadPage | null = null;

  constructor() {
    makeAutoObservable<this, 'page'>(this, { page: observableRef }, { autoBind: true });
  }

  /** Reads from `page` from now on (the view-model's start). */
  attach(page: LaunchpadPage): void {
    this.page = page;
  }

  /** The contract and the saved metadata, once both have answered (undefined before). */
  get loaded(): { contract: Contract | null; saved: SavedMetadata | null } | undefined {
    const kept = this.page?.kept.data;
    const saved = this.page?.metadata.data;
    return kept && saved !== undefined ? { contract: kept.contract, saved } : undefined;
  }

  /** The metadata's read failed (the kept contract's is the frame's to show). */
  get failure(): AppError | null {
    return this.page?.metadata.status === 'error' ? this.page.metadata.error : null;
  }

  /** What the server holds now (null: nothing saved yet). */
  get saved(): SavedMetadata | null {
    return this.page?.metadata.data ?? null;
  }

  get contract(): Contract | null {
    return this.page?.kept.data?.contract ?? null;
  }

  /** The stored metadata read again through the cache (after a save conflict); the page's read takes it too. */
  latest(): Promise<SavedMetadata | null> {
    const metadata = this.page?.metadata;
    return metadata ? metadata.latest() : Promise.resolve(null);
  }

  refetch(): void {
    if (this.page?.metadata.status === 'error') void this.page.metadata.refetch();
  }
}
