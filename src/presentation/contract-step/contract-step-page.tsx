import { observer } from 'mobx-react-lite';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { useViewModel } from '../shared/di/container-context';
import { StepSkeleton } from '../shared/skeletons/workspace-skeleton';
import { LoadFailed } from '../shared/states/load-failed';
import type { StepViewProps } from '../shared/workspace/workspace-step';
import ContractShape from './contract-shape';
import { ContractStep } from './contract-step';
import { ContractStepViewModel } from './contract-step-view-model';

/** Step 1 (컨트랙트) in the workspace frame: its view-model lives as long as the step is shown. */
export default observer(function ContractStepPage({ page }: StepViewProps) {
  const vm = useViewModel(ContractStepViewModel, (model) => model.start(page), [page.launchpad.id]);
  if (vm.status === 'error') return <LoadFailed onRetry={vm.retry} message={workspaceCopy.loadFailed} />;
  if (vm.status !== 'ready') {
    return (
      <StepSkeleton>
        <ContractShape />
      </StepSkeleton>
    );
  }
  return <ContractStep vm={vm} page={page} />;
});
