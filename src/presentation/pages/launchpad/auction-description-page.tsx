import { useNumericParam } from '../../shared/navigation/route-params';
import { AuctionDescriptionView } from '../../auction-description/auction-description-view';
import { AuctionDescriptionViewModel } from '../../auction-description/auction-description-view-model';
import { useViewModel } from '../../shared/di/container-context';
import { WorkspaceFrame } from '../../launchpad-workspace/workspace-frame';

function AuctionDescriptionStep({ launchpadId }: { launchpadId: number }) {
  const vm = useViewModel(AuctionDescriptionViewModel, (model) => model.start(launchpadId), [launchpadId]);
  return <AuctionDescriptionView vm={vm} />;
}

/** The auction description, the workspace's last step. The route's loader has already refused a non-numeric id (not-found). */
export default function AuctionDescriptionPage() {
  const id = useNumericParam('launchpadId');
  return <WorkspaceFrame current="auction">{() => <AuctionDescriptionStep launchpadId={id} />}</WorkspaceFrame>;
}
