import type { StepRoute } from '../shared/workspace/workspace-step';

/** Step 2 (컬렉션 메타데이터), single or multi edition: `?step=2` of the metadata page. */
export const metadataStepRoute: StepRoute = {
  key: 'metadata',
  route: { paths: { SINGLE: 'collection-metadata/single', MULTI: 'collection-metadata/multi' }, search: 2 },
  view: () => import('./metadata-step-page'),
  shape: () => import('./metadata-shape'),
};
