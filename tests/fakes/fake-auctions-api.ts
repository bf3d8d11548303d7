import type { AuctionsApi } from '../../src/application/ports/auctions-api';
import type { AuctionDescription, SubmitAuctionDescriptionInput } from '../../src/domain/auction/auction-description';
import type { FakeCreatorsServer } from './fake-creators-server';

/** AuctionsApi over the fake server: one auction description a launchpad, and its preview keys. */
export class FakeAuctionsApi implements AuctionsApi {
  constructor(private readonly server: FakeCreatorsServer) {}

  listAuctionDescriptions(launchpadId: number) {
    return this.server.run('listAuctionDescriptions', [launchpadId], () => {
      this.server.launchpad(launchpadId);
      return this.server.auctionDescriptions.filter((d) => d.launchpadId === launchpadId);
    });
  }

  submitAuctionDescription(input: SubmitAuctionDescriptionInput) {
    return this.server.run('submitAuctionDescription', [input], () => {
      const { temporary, baseUpdatedAt, ...fields } = this.server.check('submitAuctionDescription', input);
      this.server.changeable(fields.launchpadId, 'content');
      const existing = this.server.auctionDescriptions.find((d) => d.launchpadId === fields.launchpadId);
      // The API's precondition: a description saved elsewhere since the form loaded it is a conflict.
      this.server.unchanged(baseUpdatedAt, existing?.updatedAt ?? null);
      const now = this.server.nextVersion(existing?.updatedAt ?? null);
      const next: AuctionDescription = {
        id: existing?.id ?? this.server.nextId(),
        ...fields,
        status: temporary ? 'DRAFT' : 'SUBMITTED',
        updatedAt: now,
        submittedAt: temporary ? (existing?.submittedAt ?? null) : now,
      };
      this.server.auctionDescriptions = [...this.server.auctionDescriptions.filter((d) => d !== existing), next];
      if (!temporary) this.server.submitted(fields.launchpadId);
      return next;
    });
  }

  createAuctionPreviewKey(launchpadId: number) {
    return this.server.run('createAuctionPreviewKey', [launchpadId], () => {
      this.server.launchpad(launchpadId);
      return {
        key: `preview-${launchpadId}-${this.server.nextId()}`,
        expiresAt: new Date(this.server.clock.now().getTime() + 3_600_000).toISOString(),
      };
    });
  }
}
