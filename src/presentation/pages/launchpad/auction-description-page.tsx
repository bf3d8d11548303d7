import { useNumericParam } from '../../navigation/route-params';
import { AuctionDescriptionView } from '../../auction-description/auction-description-view';
import { AuctionDescriptionViewModel } from '../../auction-description/auction-description-view-model';
import { useViewModel } from '../../di/container-context';

/** The route's loader has already refused a non-numeric id (not-found); this parses it by the same rule. */
export default function AuctionDescriptionPage() {
  const id = useNumericParam('launchpadId');
  const vm = useViewModel(AuctionDescriptionViewModel, (model) => model.start(id), [id]);
  return <AuctionDescriptionView vm={vm} />;
}
