import { workspaceCopy } from '../shared/copy/workspace-copy';
import { formStepState } from '../shared/workspace/form-step-state';
import type { WorkspaceStep } from '../shared/workspace/workspace-step';

/** 경매 설명, the workspace's last step, single or multi edition. */
export const auctionStep: WorkspaceStep = {
  key: 'auction',
  label: workspaceCopy.steps.auction,
  part: 'content',
  route: { paths: { SINGLE: 'auction-description', MULTI: 'auction-description' } },
  view: () => import('./auction-step-page'),
  shape: () => import('./auction-shape'),
  state: ({ auction }) => formStepState(auction),
  needs: ({ auction }) =>
    auction.state === 'missing' || auction.state === 'incomplete' ? [workspaceCopy.remaining.auction] : [],
};
