import { inject, injectable } from 'inversify';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import { auctionFormValuesOf, prefilledAuctionForm, type AuctionFormValues } from '../../domain/auction/auction-form';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { ErrorReporter } from '../ports/error-reporter';
import { ReadCache } from '../ports/read-cache';
import { contractMetadataQuery, multiMetadataQuery } from '../reads/launchpad-reads';
import { ReadApis } from '../reads/read-apis';

/** What the editor opens with; `prefilled` when the items were taken from the collection (nothing saved yet). */
export interface AuctionOpening {
  values: AuctionFormValues;
  prefilled: boolean;
}

/**
 * Opening a launchpad's auction description: the saved one when there is one; otherwise a first
 * description from the collection (its name as the title, its pieces as items: the tokens of a
 * single-edition collection, the one edition of a multi-edition one). The collection is read through
 * the cache (a read the route's prefetch has running is shared); a failed read opens it with no items.
 */
@injectable()
export class OpenAuctionDescription {
  constructor(
    @inject(ReadApis) private readonly apis: ReadApis,
    @inject(ReadCache) private readonly cache: ReadCache,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(launchpad: Launchpad, saved: AuctionDescription | undefined): Promise<AuctionOpening> {
    if (saved) return { values: auctionFormValuesOf(saved), prefilled: false };
    const values = prefilledAuctionForm(launchpad, await this.collectionOf(launchpad));
    return { values, prefilled: values.items.length > 0 };
  }

  private async collectionOf(launchpad: Launchpad): Promise<Parameters<typeof prefilledAuctionForm>[1]> {
    try {
      if (launchpad.collectionType === 'SINGLE')
        return await this.cache.fetch(contractMetadataQuery(this.apis.contracts, launchpad.id));
      return { edition: await this.cache.fetch(multiMetadataQuery(this.apis.contracts, launchpad.id)) };
    } catch (error) {
      this.reporter.report(error, { area: 'auction-description', action: 'prefill-items', launchpadId: launchpad.id });
      return { tokens: [] };
    }
  }
}
