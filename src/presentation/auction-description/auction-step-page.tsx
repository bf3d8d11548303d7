import { observer } from 'mobx-react-lite';
import { useViewModel } from '../shared/di/container-context';
import type { StepViewProps } from '../shared/workspace/workspace-step';
import { AuctionDescriptionView } from './auction-description-view';
import { AuctionDescriptionViewModel } from './auction-description-view-model';

/** The auction description, the workspace's last step, in the workspace frame. */
export default observer(function AuctionStepPage({ page }: StepViewProps) {
  const vm = useViewModel(AuctionDescriptionViewModel, (model) => model.start(page), [page.launchpad.id]);
  return <AuctionDescriptionView vm={vm} page={page} />;
});
