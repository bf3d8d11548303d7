import { metadataStepRoute } from './metadata-step-route';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { formStepState } from '../shared/workspace/form-step-state';
import type { WorkspaceStep } from '../shared/workspace/workspace-step';

/** Step 2 (컬렉션 메타데이터), single or multi edition: `?step=2` of the metadata page, once a contract is kept. */
export const metadataStep: WorkspaceStep = {
  ...metadataStepRoute,
  label: workspaceCopy.steps.metadata,
  part: 'content',
  state: (progress) =>
    progress.contract === 'missing'
      ? { text: workspaceCopy.stepState.locked, tone: 'locked' }
      : formStepState(progress.metadata),
  needs: ({ metadata }) =>
    metadata.state === 'missing' || metadata.state === 'incomplete' ? [workspaceCopy.remaining.metadata] : [],
  opens: {
    when: ({ contract }) => contract !== 'missing',
    title: workspaceCopy.stepBlockedTitle,
    text: workspaceCopy.stepBlocked,
  },
};
