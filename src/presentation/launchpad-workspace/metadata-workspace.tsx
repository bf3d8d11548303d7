import { Alert, Anchor, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { CollectionType, Launchpad } from '../../domain/launchpad/launchpad';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { ContractStep } from '../contract-step/contract-step';
import { ContractStepViewModel } from '../contract-step/contract-step-view-model';
import { useViewModel } from '../shared/di/container-context';
import { LoadFailed } from '../shared/states/load-failed';
import { IntentLink } from '../shared/navigation/intent-link';
import { parseStep } from '../shared/navigation/route-params';
import { StepSkeleton } from '../shared/skeletons/workspace-skeleton';
import type { LaunchpadWorkspaceViewModel } from './launchpad-workspace-view-model';
import { WorkspaceFrame } from './workspace-frame';

/** Step 1's own view-model lives as long as step 1 is shown. */
const ContractStepHost = observer(function ContractStepHost({ launchpad }: { launchpad: Launchpad }) {
  const vm = useViewModel(ContractStepViewModel, (model) => model.start(launchpad.id, launchpad.collectionType), [
    launchpad.id,
  ]);
  if (vm.status === 'error') return <LoadFailed onRetry={vm.retry} message={workspaceCopy.loadFailed} />;
  if (vm.status !== 'ready') return <StepSkeleton step="contract" />;
  return <ContractStep vm={vm} launchpad={launchpad} />;
});

/** The step in `?step=`, refused (back to step 1, saying why) while no contract is kept. */
const MetadataSteps = observer(function MetadataSteps({
  launchpad,
  workspace,
  step2,
}: {
  launchpad: Launchpad;
  workspace: LaunchpadWorkspaceViewModel;
  step2: (launchpadId: number) => ReactNode;
}) {
  const [search] = useSearchParams();
  const location = useLocation();
  const step = parseStep(search.get('step')).step;
  if (step === 2 && !workspace.contractSaved) {
    // Step 2 cannot be reached yet: the address says step 1, and the page says why.
    const params = new URLSearchParams(search);
    params.set('step', '1');
    return <Navigate to={{ search: `?${params}` }} replace state={{ stepBlocked: true }} />;
  }
  const blocked =
    step === 1 &&
    (location.state as { stepBlocked?: boolean } | null)?.stepBlocked === true &&
    !workspace.contractSaved;
  return (
    <>
      {blocked && (
        <Alert color="yellow" variant="light" title={workspaceCopy.stepBlockedTitle} mb="lg" role="status">
          <Text size="sm">{workspaceCopy.stepBlocked}</Text>
        </Alert>
      )}
      {step === 1 && !workspace.contractSaved && (
        <Alert color="blue" variant="light" title={workspaceCopy.noContractHint.title} mb="lg">
          <Text size="sm">{workspaceCopy.noContractHint.body(launchpad.collectionType)}</Text>
          {/* The alert's own text colour, underlined: Mantine's link blue is 4.4:1 on the blue alert in dark (WCAG AA). */}
          <Anchor component={IntentLink} to="/me/wallet" plain size="sm" fw={600} c="inherit" underline="always">
            {workspaceCopy.noContractHint.wallet}
          </Anchor>
        </Alert>
      )}
      {step === 1 ? <ContractStepHost launchpad={launchpad} /> : step2(launchpad.id)}
    </>
  );
});

/**
 * The collection metadata page (requirements §2 metadata skeleton): steps 1 (컨트랙트) and 2 (메타데이터)
 * inside the workspace frame. `kind` is the route's: a launchpad of the other kind is sent to its own page.
 */
export function MetadataWorkspace({
  kind,
  step2,
}: {
  kind: CollectionType;
  step2: (launchpadId: number) => ReactNode;
}) {
  const [search] = useSearchParams();
  const current = parseStep(search.get('step')).step === 2 ? 'metadata' : 'contract';
  return (
    <WorkspaceFrame current={current} kind={kind} offerNext={current !== 'contract'}>
      {(launchpad, workspace) => <MetadataSteps launchpad={launchpad} workspace={workspace} step2={step2} />}
    </WorkspaceFrame>
  );
}
