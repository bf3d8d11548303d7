import { Alert, Anchor, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { useViewModel } from '../shared/di/container-context';
import { IntentLink } from '../shared/navigation/intent-link';
import { StepSkeleton } from '../shared/skeletons/workspace-skeleton';
import { LoadFailed } from '../shared/states/load-failed';
import type { StepViewProps } from '../shared/workspace/workspace-step';
import ContractShape from './contract-shape';
import { ContractStep } from './contract-step';
import { ContractStepViewModel } from './contract-step-view-model';

/** How to get a contract, while none is kept and one may still be chosen. */
function NoContractHint({ page }: StepViewProps) {
  if (page.kept.data?.contract || !page.canChange('contract')) return null;
  return (
    <Alert color="blue" variant="light" title={workspaceCopy.noContractHint.title} mb="lg">
      <Text size="sm">{workspaceCopy.noContractHint.body(page.launchpad.collectionType)}</Text>
      {/* The alert's own text colour, underlined: Mantine's link blue is 4.4:1 on the blue alert in dark (WCAG AA). */}
      <Anchor component={IntentLink} to="/me/wallet" plain size="sm" fw={600} c="inherit" underline="always">
        {workspaceCopy.noContractHint.wallet}
      </Anchor>
    </Alert>
  );
}

/** Step 1 (컨트랙트) in the workspace frame: its view-model lives as long as the step is shown. */
export default observer(function ContractStepPage({ page }: StepViewProps) {
  const vm = useViewModel(ContractStepViewModel, (model) => model.start(page), [page.launchpad.id]);
  if (vm.status === 'error') return <LoadFailed onRetry={vm.retry} message={workspaceCopy.loadFailed} />;
  return (
    <>
      <NoContractHint page={page} />
      {vm.status === 'ready' ? (
        <ContractStep vm={vm} page={page} />
      ) : (
        <StepSkeleton>
          <ContractShape />
        </StepSkeleton>
      )}
    </>
  );
});
