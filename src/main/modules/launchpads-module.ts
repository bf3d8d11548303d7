import { ContainerModule } from 'inversify';
import { OpenAuctionDescription } from '../../application/auctions/open-auction-description';
import { PreviewAuctionDescription } from '../../application/auctions/preview-auction-description';
import { SaveAuctionDescription } from '../../application/auctions/save-auction-description';
import { ChangeLaunchpadChain } from '../../application/launchpads/change-launchpad-chain';
import { CheckContract } from '../../application/launchpads/check-contract';
import { CheckContractStep } from '../../application/launchpads/contract-step';
import { CollectionMetadataStep } from '../../application/launchpads/collection-metadata-step';
import { CreateLaunchpad } from '../../application/launchpads/create-launchpad';
import { LaunchGuard } from '../../application/launchpads/launch-lock';
import { RenameLaunchpad } from '../../application/launchpads/rename-launchpad';
import { RequestReview } from '../../application/launchpads/request-review';
import { SaveCollectionMetadata } from '../../application/launchpads/save-collection-metadata';
import { SaveContract } from '../../application/launchpads/save-contract';
import { AuctionPreviewUrls } from '../../application/ports/auction-preview-urls';
import { CreatorsApiPreviewUrls } from '../../infrastructure/http/creators-api-preview-urls';
import { SetupChecklistFold } from '../../application/launchpads/setup-checklist-fold';
import { SetupGuide } from '../../application/launchpads/setup-guide';
import { AppConfig } from '../config';

/** The launchpads area's use cases (its view-models are autobound with their pages). */
export const launchpadsModule = new ContainerModule(({ bind }) => {
  // Every save of a launch asks it first (contract, deploy, metadata, tokens, auction, name).
  bind(LaunchGuard).toSelf().inSingletonScope();
  bind(CreateLaunchpad).toSelf().inSingletonScope();
  bind(RenameLaunchpad).toSelf().inSingletonScope();
  bind(ChangeLaunchpadChain).toSelf().inSingletonScope();
  bind(CheckContract).toSelf().inSingletonScope();
  bind(CheckContractStep).toSelf().inSingletonScope();
  bind(SaveContract).toSelf().inSingletonScope();
  bind(SaveCollectionMetadata).toSelf().inSingletonScope();
  bind(OpenAuctionDescription).toSelf().inSingletonScope();
  bind(CollectionMetadataStep).toSelf().inSingletonScope();
  bind(SetupChecklistFold).toSelf().inSingletonScope();
  bind(SetupGuide).toSelf().inSingletonScope();
  bind(SaveAuctionDescription).toSelf().inSingletonScope();
  bind(PreviewAuctionDescription).toSelf().inSingletonScope();
  // 심사 요청: the one way a launch goes to review.
  bind(RequestReview).toSelf().inSingletonScope();
  bind(AuctionPreviewUrls)
    .toResolvedValue((config: AppConfig) => new CreatorsApiPreviewUrls(config.creatorsApiUrl), [AppConfig])
    .inSingletonScope();
});
