import { Box, Grid } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotFoundError } from '../../application/errors/app-error';
import type { CollectionType, Launchpad } from '../../domain/launchpad/launchpad';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { useViewModel } from '../shared/di/container-context';
import { LoadFailed } from '../shared/states/load-failed';
import { useNumericParam } from '../shared/navigation/route-params';
import { NotFoundView } from '../shared/states/not-found-view';
import { launchpadPaths } from '../shared/navigation/launchpad-paths';
import { LaunchpadSidebar } from './launchpad-sidebar';
import { LaunchpadWorkspaceViewModel } from './launchpad-workspace-view-model';
import { RenameLaunchpadDialog } from './rename-launchpad-dialog';
import { RenameLaunchpadViewModel } from './rename-launchpad-view-model';
import classes from './workspace-frame.module.css';
// Mantine's whole sheet: the signed-in start brought only its own components' styles (shared/styles/
// signed-in-styles). Every workspace page shows inside this frame, and its chunk's CSS loads before it runs.
import '../shared/styles/mantine-styles';
import { WorkspaceSkeleton } from '../shared/skeletons/workspace-skeleton';
import { NextStepContext } from '../shared/forms/next-step';
import { nextStepOf, type WorkspaceStep } from './workspace-steps';

export interface WorkspaceFrameProps {
  current: WorkspaceStep['key'];
  /** The route's kind; a launchpad of the other kind is sent to its own metadata page. */
  kind?: CollectionType;
  /**
   * The current step's state, when the step knows better than the shared cache (the editions
   * editor saves rows without refetching every token); otherwise the cached records decide.
   */
  step?: { saved: boolean; state: string } | undefined;
  /** False: the step's own bar already offers its way on (the contract step's 다음 단계). */
  offerNext?: boolean;
  children: (launchpad: Launchpad, workspace: LaunchpadWorkspaceViewModel) => ReactNode;
}

/**
 * One frame around every step of a launchpad's work (컨트랙트, 컬렉션 메타데이터, 에디션, 경매 설명):
 * the launchpad's name, chain and status and the steps column (kept in view while the step
 * scrolls), what is left before 심사, 이름 변경, and the next step offered in the step's action bar.
 */
export const WorkspaceFrame = observer(function WorkspaceFrame({
  current,
  kind,
  step,
  offerNext = true,
  children,
}: WorkspaceFrameProps) {
  const id = useNumericParam('launchpadId');
  const location = useLocation();
  const workspace = useViewModel(LaunchpadWorkspaceViewModel, (model) => model.start(id, kind), [id, kind]);
  const rename = useViewModel(RenameLaunchpadViewModel, () => () => undefined);

  // The route's fallback drew the same shape: nothing moves between the two waits.
  if (workspace.status === 'loading') return <WorkspaceSkeleton step={current} />;
  const launchpad = workspace.launchpad?.data;
  if (workspace.status === 'error' || !launchpad) {
    if (workspace.error instanceof NotFoundError) return <NotFoundView />;
    return <LoadFailed onRetry={workspace.retry} message={workspaceCopy.loadFailed} />;
  }
  if (kind && launchpad.collectionType !== kind) {
    const target = launchpadPaths.metadata(launchpad.id, launchpad.collectionType);
    return (
      <Navigate to={`${target}${current === 'metadata' || current === 'contract' ? location.search : ''}`} replace />
    );
  }

  const steps = step
    ? workspace.steps.map((known) =>
        known.key === current
          ? { ...known, state: step.state, tone: step.saved ? ('done' as const) : ('todo' as const) }
          : known,
      )
    : workspace.steps;
  const next = offerNext ? nextStepOf(steps, current) : null;
  return (
    <Box>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Box className={classes.sticky}>
            <LaunchpadSidebar
              launchpad={launchpad}
              steps={steps}
              current={current}
              onRename={() => rename.open(launchpad)}
            />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} style={{ minWidth: 0 }}>
          <NextStepContext value={next}>{children(launchpad, workspace)}</NextStepContext>
        </Grid.Col>
      </Grid>
      <RenameLaunchpadDialog vm={rename} />
    </Box>
  );
});
