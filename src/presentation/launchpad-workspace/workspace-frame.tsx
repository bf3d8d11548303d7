import { Box, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotFoundError } from '../../application/errors/app-error';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import { reviewCopy } from '../shared/copy/review-copy';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { useViewModel } from '../shared/di/container-context';
import { NextStepContext } from '../shared/forms/next-step';
import { WorkspaceSkeleton } from '../shared/skeletons/workspace-skeleton';
import { LoadFailed } from '../shared/states/load-failed';
import { NotFoundView } from '../shared/states/not-found-view';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import type { WorkspaceStep } from '../shared/workspace/workspace-step';
import { LaunchpadIdentity } from './launchpad-identity';
import { LaunchpadSidebar } from './launchpad-sidebar';
import { LaunchpadWorkspaceViewModel } from './launchpad-workspace-view-model';
import { RenameLaunchpadDialog } from './rename-launchpad-dialog';
import { RenameLaunchpadViewModel } from './rename-launchpad-view-model';
import { ReviewRequestDialog } from './review-request-dialog';
import { ReviewRequestViewModel } from './review-request-view-model';
import { StepBlockedNotice, stepRedirect } from './step-redirect';
import { StepNotice } from './step-notice';
import { StepRail, type StepsProps } from './step-rail';
import { WideStepContext } from '../shared/workspace/room-context';
import room from '../shared/workspace/room-layout.module.css';
import classes from './workspace-frame.module.css';
import { nextStepOf, REQUEST_REVIEW, reviewNeeds, stepEntries } from './workspace-steps';
// Mantine's whole sheet: the signed-in start brought only its own components' styles (shared/styles/
// signed-in-styles). Every workspace page shows inside this frame, and its chunk's CSS loads before it runs.
import '../shared/styles/mantine-styles';

export interface WorkspaceFrameProps {
  launchpadId: number;
  /** The route's kind, where its path is one kind's: a launchpad of the other kind is sent to its own page. */
  kind?: CollectionType | undefined;
  /** The step the address names. */
  step: WorkspaceStep;
  /** Its shape, while the frame's reads load. */
  Shape: ComponentType;
  children: (page: LaunchpadPage) => ReactNode;
}

/**
 * One frame around every step of a launchpad's work (the steps of `workspace-steps.ts`): the
 * launchpad's name, chain and status and the steps column (kept in view while the step scrolls),
 * 심사 전 남은 일 with 심사 요청 (also offered after the last step, in its action bar), 이름 변경, why the
 * step cannot change what it changes (or that a change goes back to 심사), and the next step offered in
 * the step's action bar. It owns the launchpad on its page: it
 * reads it once and hands its step the page (LaunchpadPage), with `canChange(part)` and `whyNot(part)`.
 */
export const WorkspaceFrame = observer(function WorkspaceFrame({
  launchpadId,
  kind,
  step,
  Shape,
  children,
}: WorkspaceFrameProps) {
  const location = useLocation();
  const page = useViewModel(LaunchpadWorkspaceViewModel, (model) => model.start(launchpadId, kind), [
    launchpadId,
    kind,
  ]);
  const rename = useViewModel(RenameLaunchpadViewModel, () => () => undefined);
  const review = useViewModel(ReviewRequestViewModel, (model) => model.start(page), [page, launchpadId]);
  // Where the two columns stack (below md), the steps are one line above the step. Read at once, not
  // after a first paint, so a phone never draws the whole column first.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, true, {
    getInitialValueInEffect: false,
  });

  // The route's fallback drew the same shape: nothing moves between the two waits.
  if (page.status === 'loading') {
    return (
      <WorkspaceSkeleton rail={step.room === 'wide'}>
        <Shape />
      </WorkspaceSkeleton>
    );
  }
  const launchpad = page.launchpadOrNull;
  if (page.status === 'error' || !launchpad) {
    if (page.error instanceof NotFoundError) return <NotFoundView />;
    return <LoadFailed onRetry={page.retry} message={workspaceCopy.loadFailed} />;
  }
  const { progress } = page;
  const away = stepRedirect(step, kind, launchpad, progress);
  if (away) return <Navigate to={away.to} state={away.state} replace />;

  const entries = stepEntries(launchpad, progress);
  const next = nextStepOf(entries, step.key, launchpad.status);
  const request = { label: reviewCopy.request, onClick: review.ask, disabled: !review.enabled };
  const onRename = page.canChange('content') ? () => rename.open(launchpad) : null;
  // What the steps cell shows, as a rail or as the column.
  const steps: StepsProps = {
    steps: entries,
    current: step.key,
    needs: reviewNeeds(launchpad, progress),
    progress,
    review,
    reviewInBar: next === REQUEST_REVIEW,
  };
  const stepBody = (
    <>
      <StepBlockedNotice state={location.state as unknown} progress={progress} />
      <StepNotice page={page} part={step.part} />
      <NextStepContext value={next === REQUEST_REVIEW ? request : next && { ...next, reviewLeads: review.enabled }}>
        {children(page)}
      </NextStepContext>
    </>
  );
  // The steps fold to a rail beside a step that needs the width, from the desktop breakpoint on.
  const railed = wide && step.room === 'wide';
  // One tree at every width (room-layout.module.css): crossing the breakpoint swaps what the steps cell
  // shows and whether the name heads the step, but the step keeps its place, so it stays mounted with
  // what it holds in memory (an open conflict panel, a row being typed in).
  return (
    <Box>
      <div className={room.frame} data-room={step.room === 'wide' ? 'wide' : undefined}>
        <div>
          <Box className={classes.sticky}>
            {railed ? (
              <StepRail {...steps} />
            ) : (
              <LaunchpadSidebar {...steps} launchpad={launchpad} onRename={onRename} compact={!wide} />
            )}
          </Box>
        </div>
        <div className={room.step}>
          {railed && (
            <Box component="aside" aria-label={launchpad.name}>
              <LaunchpadIdentity launchpad={launchpad} onRename={onRename} inline />
            </Box>
          )}
          {/* Its bar lines up with the wide step from the breakpoint on (fixed-bottom-bar.module.css). */}
          <WideStepContext value={step.room === 'wide'}>{stepBody}</WideStepContext>
        </div>
      </div>
      <RenameLaunchpadDialog vm={rename} />
      <ReviewRequestDialog vm={review} />
    </Box>
  );
});
