import type { FormPart } from '../../../domain/launchpad/launch-progress';
import { workspaceCopy } from '../copy/workspace-copy';
import type { StepState } from './workspace-step';

const state = workspaceCopy.stepState;

/** The steps column's line of a step written in a form (the metadata, the auction description). */
export function formStepState(part: FormPart): StepState {
  if (!('submitted' in part)) {
    return part.state === 'loading' ? { text: state.loading, tone: 'todo' } : { text: state.notStarted, tone: 'todo' };
  }
  if (part.submitted) return { text: state.submitted, tone: 'done' };
  return part.state === 'complete' ? { text: state.saved, tone: 'done' } : { text: state.draft, tone: 'progress' };
}
