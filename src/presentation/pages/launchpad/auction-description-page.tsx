import { useParams } from 'react-router';
import { AuctionDescriptionView } from '../../auction-description/auction-description-view';
import { AuctionDescriptionViewModel } from '../../auction-description/auction-description-view-model';
import { useViewModel } from '../../di/container-context';

/** The route's loader has already refused a non-numeric id (not-found); the number is safe here. */
export default function AuctionDescriptionPage() {
  const id = Number(useParams().launchpadId);
  const vm = useViewModel(AuctionDescriptionViewModel, (model) => model.start(id), [id]);
  return <AuctionDescriptionView vm={vm} />;
}
