import { Alert, Box, Grid, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { NotFoundError } from '../../application/errors/app-error';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import { workspaceCopy } from '../copy/workspace-copy';
import { ContractStep } from '../contract-step/contract-step';
import { ContractStepViewModel } from '../contract-step/contract-step-view-model';
import { useViewModel } from '../di/container-context';
import { LoadFailed } from '../me/load-failed';
import { parseStep, useNumericParam } from '../navigation/route-params';
import { NotFoundView } from '../shell/not-found-view';
import { MetadataSkeleton } from '../skeletons/metadata-skeleton';
import { launchpadPaths } from './launchpad-paths';
import { LaunchpadSidebar } from './launchpad-sidebar';
import { LaunchpadWorkspaceViewModel } from './launchpad-workspace-view-model';

/** Step 1's own view-model lives as long as step 1 is shown. */
const ContractStepHost = observer(function ContractStepHost({ workspace }: { workspace: LaunchpadWorkspaceViewModel }) {
  const launchpad = workspace.launchpad!.data!;
  const vm = useViewModel(ContractStepViewModel, (model) => model.start(launchpad.id, launchpad.collectionType), [launchpad.id]);
  if (vm.status === 'error') return <LoadFailed onRetry={vm.retry} message={workspaceCopy.loadFailed} />;
  if (vm.status !== 'ready') return null;
  return <ContractStep vm={vm} launchpad={launchpad} />;
});

/**
 * The collection metadata page (spec §2 metadata skeleton): the launchpad and its steps on the
 * left, the current step in the main column, each step with its fixed action bar. `kind` is the
 * route's: a launchpad of the other kind is sent to its own page. `step2` renders step 2.
 */
export const MetadataWorkspace = observer(function MetadataWorkspace({
  kind,
  step2,
}: {
  kind: CollectionType;
  step2: (launchpadId: number) => ReactNode;
}) {
  const id = useNumericParam('launchpadId');
  const [search] = useSearchParams();
  const location = useLocation();
  const workspace = useViewModel(LaunchpadWorkspaceViewModel, (model) => model.start(id, kind), [id, kind]);

  if (workspace.status === 'loading') return <MetadataSkeleton />;
  const launchpad = workspace.launchpad?.data;
  if (workspace.status === 'error' || !launchpad) {
    if (workspace.error instanceof NotFoundError) return <NotFoundView />;
    return <LoadFailed onRetry={workspace.retry} message={workspaceCopy.loadFailed} />;
  }
  if (launchpad.collectionType !== kind) {
    const target = launchpadPaths.metadata(launchpad.id, launchpad.collectionType);
    return <Navigate to={`${target}${location.search}`} replace />;
  }

  const step = parseStep(search.get('step')).step;
  if (step === 2 && !workspace.contractSaved) {
    // Step 2 cannot be reached yet: the address says step 1, and the page says why.
    const params = new URLSearchParams(search);
    params.set('step', '1');
    return <Navigate to={{ search: `?${params}` }} replace state={{ stepBlocked: true }} />;
  }
  const blocked = step === 1 && (location.state as { stepBlocked?: boolean } | null)?.stepBlocked === true && !workspace.contractSaved;
  return (
    <Box>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <LaunchpadSidebar launchpad={launchpad} steps={workspace.steps} current={step === 1 ? 'contract' : 'metadata'} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {blocked && (
            <Alert color="yellow" variant="light" title={workspaceCopy.stepBlockedTitle} mb="lg" role="status">
              <Text size="sm">{workspaceCopy.stepBlocked}</Text>
            </Alert>
          )}
          {step === 1 ? <ContractStepHost workspace={workspace} /> : step2(launchpad.id)}
        </Grid.Col>
      </Grid>
    </Box>
  );
});
