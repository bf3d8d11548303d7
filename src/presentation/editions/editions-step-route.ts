import type { StepRoute } from '../shared/workspace/workspace-step';

/** 에디션 (single edition only): its own page under the single metadata page. */
export const editionsStepRoute: StepRoute = {
  key: 'editions',
  route: { paths: { SINGLE: 'collection-metadata/single/editions-editor' } },
  room: 'wide',
  view: () => import('./editions-step-page'),
  shape: () => import('./editions-shape'),
};
