import { editionsStepRoute } from './editions-step-route';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import type { WorkspaceStep } from '../shared/workspace/workspace-step';

const state = workspaceCopy.stepState;

/** 에디션 (single edition only): the tokens, edited in a grid, with their images. */
export const editionsStep: WorkspaceStep = {
  ...editionsStepRoute,
  label: workspaceCopy.steps.editions,
  part: 'content',
  state: ({ tokens }) => {
    if (tokens === null || tokens === 'loading') return { text: state.loading, tone: 'todo' };
    if (tokens.saved === 0) return { text: state.notStarted, tone: 'todo' };
    return tokens.withoutImage > 0
      ? { text: state.tokensWithoutImages(tokens.saved, tokens.withoutImage), tone: 'progress' }
      : { text: state.tokens(tokens.saved), tone: 'done' };
  },
  needs: ({ tokens }) => {
    if (tokens === null || tokens === 'loading') return [];
    if (tokens.saved === 0) return [workspaceCopy.remaining.editions];
    return tokens.withoutImage > 0 ? [workspaceCopy.remaining.tokenImages(tokens.withoutImage)] : [];
  },
};
