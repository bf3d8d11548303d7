import { contractStepRoute } from './contract-step-route';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import type { WorkspaceStep } from '../shared/workspace/workspace-step';

const state = workspaceCopy.stepState;

/** Step 1 (컨트랙트): the chain and the contract, checked on chain and kept; `?step=1` of the metadata page. */
export const contractStep: WorkspaceStep = {
  ...contractStepRoute,
  label: workspaceCopy.steps.contract,
  part: 'contract',
  state: ({ contract }) => {
    if (contract === 'ready') return { text: state.saved, tone: 'done' };
    if (contract === 'owner-mismatch') return { text: state.ownerMismatch, tone: 'progress' };
    return contract === 'loading' ? { text: state.loading, tone: 'todo' } : { text: state.needed, tone: 'todo' };
  },
  needs: ({ contract }) => {
    if (contract === 'missing') return [workspaceCopy.remaining.contract];
    return contract === 'owner-mismatch' ? [workspaceCopy.remaining.contractOwner] : [];
  },
};
