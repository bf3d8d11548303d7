import { ContainerModule } from 'inversify';
import { SaveAuctionDescription } from '../../application/auctions/save-auction-description';
import { CheckContract } from '../../application/launchpads/check-contract';
import { CollectionMetadataStep } from '../../application/launchpads/collection-metadata-step';
import { CreateLaunchpad } from '../../application/launchpads/create-launchpad';
import { LaunchpadCache } from '../../application/launchpads/launchpad-cache';
import { RenameLaunchpad } from '../../application/launchpads/rename-launchpad';
import { SaveCollectionMetadata } from '../../application/launchpads/save-collection-metadata';
import { SaveContract } from '../../application/launchpads/save-contract';
import { SetupChecklistDismissal } from '../../application/launchpads/setup-checklist-dismissal';
import { AuctionPreviewLink } from '../../presentation/auction-description/auction-preview-link';
import { AppConfig } from '../config';

/** The launchpads area's use cases (its view-models are autobound with their pages). */
export const launchpadsModule = new ContainerModule(({ bind }) => {
  bind(LaunchpadCache).toSelf().inSingletonScope();
  bind(CreateLaunchpad).toSelf().inSingletonScope();
  bind(RenameLaunchpad).toSelf().inSingletonScope();
  bind(CheckContract).toSelf().inSingletonScope();
  bind(SaveContract).toSelf().inSingletonScope();
  bind(SaveCollectionMetadata).toSelf().inSingletonScope();
  bind(CollectionMetadataStep).toSelf().inSingletonScope();
  bind(SetupChecklistDismissal).toSelf().inSingletonScope();
  bind(SaveAuctionDescription).toSelf().inSingletonScope();
  bind(AuctionPreviewLink)
    .toResolvedValue(
      (config: AppConfig): AuctionPreviewLink => ({
        url: (key) => `${config.creatorsApiUrl}/local/auction-preview/${encodeURIComponent(key)}`,
      }),
      [AppConfig],
    )
    .inSingletonScope();
});
