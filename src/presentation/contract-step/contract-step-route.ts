import type { StepRoute } from '../shared/workspace/workspace-step';

/** Step 1 (컨트랙트): `?step=1` of the metadata page; its reads are the contract's and the chains'. */
export const contractStepRoute: StepRoute = {
  key: 'contract',
  route: { paths: { SINGLE: 'collection-metadata/single', MULTI: 'collection-metadata/multi' }, search: 1 },
  reads: 'contractStep',
  view: () => import('./contract-step-page'),
  shape: () => import('./contract-shape'),
};
