import { inject, injectable } from 'inversify';
import { withArtistFilledIn, type ArtistField, type ArtistSources } from '../../domain/auction/auction-artist';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import { auctionFormValuesOf, prefilledAuctionForm, type AuctionFormValues } from '../../domain/auction/auction-form';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import type { MultiMetadata } from '../../domain/metadata/collection-metadata';
import { ErrorReporter } from '../ports/error-reporter';
import { ReadCache } from '../ports/read-cache';
import { contractMetadataQuery, multiMetadataQuery, singleMetadataQuery } from '../reads/launchpad-reads';
import { creatorsQuery } from '../reads/me-reads';
import { ReadApis } from '../reads/read-apis';

/**
 * What the editor opens with; `prefilled` when the items were taken from the collection (nothing saved
 * yet); `filledIn`, the artist fields that were empty and were filled in from the creator profile or the
 * collection metadata (not saved yet).
 */
export interface AuctionOpening {
  values: AuctionFormValues;
  prefilled: boolean;
  filledIn: ArtistField[];
}

/**
 * Opening a launchpad's auction description: the saved one when there is one; otherwise a first
 * description from the collection (its name as the title, its pieces as items: the tokens of a
 * single-edition collection, the one edition of a multi-edition one). Either way its empty artist fields
 * are filled in from the submitted creator profile and the collection metadata (`withArtistFilledIn`:
 * which source wins); a field with a value is never changed. Everything is read through the cache (a
 * read the route's prefetch or the frame has running is shared); a failed read leaves its part empty.
 */
@injectable()
export class OpenAuctionDescription {
  constructor(
    @inject(ReadApis) private readonly apis: ReadApis,
    @inject(ReadCache) private readonly cache: ReadCache,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(launchpad: Launchpad, saved: AuctionDescription | undefined): Promise<AuctionOpening> {
    const [opened, sources] = await Promise.all([this.opened(launchpad, saved), this.artistSources(launchpad)]);
    const { values, filled } = withArtistFilledIn(opened.values, sources);
    return { values, prefilled: opened.prefilled, filledIn: filled };
  }

  private async opened(launchpad: Launchpad, saved: AuctionDescription | undefined) {
    if (saved) return { values: auctionFormValuesOf(saved), prefilled: false };
    const values = prefilledAuctionForm(launchpad, await this.collectionOf(launchpad));
    return { values, prefilled: values.items.length > 0 };
  }

  private async collectionOf(launchpad: Launchpad): Promise<Parameters<typeof prefilledAuctionForm>[1]> {
    try {
      if (launchpad.collectionType === 'SINGLE')
        return await this.cache.fetch(contractMetadataQuery(this.apis.contracts, launchpad.id));
      return { edition: await this.multiMetadata(launchpad.id) };
    } catch (error) {
      this.report(error, 'prefill-items', launchpad.id);
      return { tokens: [] };
    }
  }

  private async artistSources(launchpad: Launchpad): Promise<ArtistSources> {
    const [creators, metadata] = await Promise.all([
      this.cache.fetch(creatorsQuery(this.apis.creatorProfiles)).catch((error: unknown) => {
        this.report(error, 'prefill-artist', launchpad.id);
        return null;
      }),
      (launchpad.collectionType === 'SINGLE'
        ? this.cache.fetch(singleMetadataQuery(this.apis.contracts, launchpad.id))
        : this.multiMetadata(launchpad.id)
      ).catch((error: unknown) => {
        this.report(error, 'prefill-artist', launchpad.id);
        return null;
      }),
    ]);
    return { creators, metadataLinks: metadata?.links ?? null };
  }

  private multiMetadata(launchpadId: number): Promise<MultiMetadata | null> {
    return this.cache.fetch(multiMetadataQuery(this.apis.contracts, launchpadId));
  }

  private report(error: unknown, action: string, launchpadId: number): void {
    this.reporter.report(error, { area: 'auction-description', action, launchpadId });
  }
}
