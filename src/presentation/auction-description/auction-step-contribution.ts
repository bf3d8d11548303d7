import { auctionStepRoute } from './auction-step-route';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { formStepState } from '../shared/workspace/form-step-state';
import type { WorkspaceStep } from '../shared/workspace/workspace-step';

/** 경매 설명, the workspace's last step, single or multi edition. */
export const auctionStep: WorkspaceStep = {
  ...auctionStepRoute,
  label: workspaceCopy.steps.auction,
  part: 'content',
  state: ({ auction }) => formStepState(auction),
  needs: ({ auction }) =>
    auction.state === 'missing' || auction.state === 'incomplete' ? [workspaceCopy.remaining.auction] : [],
};
